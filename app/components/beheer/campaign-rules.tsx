/** The campaign rules (docs/decisions/042): per rule its parameters and whether it is on, one form each. */
import { Form } from "react-router";
import type { BeheerCampaignRule } from "../../lib/beheer/types/discounts";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../lib/beheer/messages/discounts";
import { BeheerField } from "./text-field";

const formId = (campaign: string) => `actie-${campaign.replace(/[^a-z0-9]+/giu, "-")}`;

export function CampaignRules({ rules, busy, fields }: { rules: BeheerCampaignRule[]; busy: boolean; fields?: { campaign: string; errors: Record<string, string> } }) {
  return (
    <ul className="beheer-campaigns">
      {rules.map((rule) => {
        const id = formId(rule.campaign);
        const errors = fields?.campaign === rule.campaign ? fields.errors : {};
        return (
          <li key={rule.campaign} className="beheer-campaign">
            <h3 id={`${id}-titel`}>
              {rule.title} <span className="beheer-campaign__kind">({M.campaignKinds[rule.kind]})</span>
            </h3>
            <Form method="post" className="beheer-form" aria-labelledby={`${id}-titel`} noValidate>
              <input type="hidden" name="intent" value="campaign" />
              <input type="hidden" name="campaign" value={rule.campaign} />
              {rule.kind === "cheapest_free" ? (
                <BeheerField form={id} name="group" label={M.group} inputMode="decimal" defaultValue={String(rule.params.group ?? "")} error={errors.group} />
              ) : (
                <>
                  <BeheerField form={id} name="free_type" label={M.freeType} defaultValue={rule.params.free_type ?? ""} error={errors.free_type} />
                  <BeheerField form={id} name="count" label={M.freeCount} inputMode="decimal" defaultValue={String(rule.params.count ?? "")} error={errors.count} />
                </>
              )}
              <label className="beheer-check">
                <input type="checkbox" name="active" value="1" defaultChecked={rule.active} /> {M.states.active}
              </label>
              <button type="submit" className="btn" disabled={busy}>
                {M.save}
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
