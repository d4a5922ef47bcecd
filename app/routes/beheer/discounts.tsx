/**
 * /beheer/kortingscodes/ (docs/decisions/042), the owner's (permission "discounts"; a medewerker gets the
 * layout's 403): the codes, vouchers apart (filter), by state; a new code; pause, activate, end; the campaign
 * rules. Filters are a GET form, writes POST forms to this action through /beheer/api/discounts (Dutch refusals
 * per field); everything works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { BeheerPager } from "../../components/beheer/pager";
import type { Route } from "./+types/discounts";
import { edgeContext } from "../../lib/context";
import { formText, formWrite, pageRead, type FormResult } from "../../lib/beheer/access-form";
import { discountFormBody } from "../../lib/beheer/discount-form";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../lib/beheer/messages/discounts";
import type { BeheerCampaignRule, BeheerDiscountCode, DiscountList, DiscountState } from "../../lib/beheer/types/discounts";
import { DiscountForm } from "../../components/beheer/discount-form";
import { CampaignRules } from "../../components/beheer/campaign-rules";
import { DiscountTable } from "../../components/beheer/discount-table";
import { BeheerPageError } from "../../components/beheer/page-error";
import { Alert } from "../../components/form/alert";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

const STATES: DiscountState[] = ["active", "paused", "ended"];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const soort = url.searchParams.get("soort") === "vouchers" ? "vouchers" : "codes";
  const rawState = url.searchParams.get("status");
  const state = STATES.find((s) => s === rawState) ?? null;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1));
  const query = new URLSearchParams({ soort, page: String(page), ...(state ? { state } : {}) });
  const list = await pageRead(() => context.get(edgeContext).beheer.get<DiscountList>(`/beheer/api/discounts?${query}`));
  return { list, soort, state };
}

type Result = FormResult<BeheerDiscountCode | BeheerCampaignRule> & { campaign?: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const { beheer } = context.get(edgeContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  if (intent === "create") {
    return formWrite(intent, () => beheer.send<BeheerDiscountCode>("POST", "/beheer/api/discounts", discountFormBody(form, true)), (c) => M.created(c.code));
  }
  if (intent === "state") {
    const code = formText(form, "code");
    const state = formText(form, "state");
    const done = { pause: M.paused, activate: M.activated, end: M.ended }[state] ?? M.saved;
    return formWrite(intent, () => beheer.send<BeheerDiscountCode>("POST", `/beheer/api/discounts/${encodeURIComponent(code)}/state`, { state }), (c) => done(c.code));
  }
  if (intent === "campaign") {
    const campaign = formText(form, "campaign");
    const params = form.has("group") ? { group: numberOrText(formText(form, "group")) } : { free_type: formText(form, "free_type"), count: numberOrText(formText(form, "count")) };
    const active = form.get("active") === "1";
    const result = await formWrite(intent, () => beheer.send<BeheerCampaignRule>("PUT", `/beheer/api/discounts/campaigns/${encodeURIComponent(campaign)}`, { params, active }), (r) => (r.active ? M.campaignSaved(r.title) : M.campaignPaused(r.title)));
    return { ...result, campaign };
  }
  return { intent, ok: false, message: M.invalid };
}

const numberOrText = (t: string): number | string => (/^\d{1,3}$/u.test(t.trim()) ? Number(t.trim()) : t);

export default function Discounts({ loaderData, actionData }: Route.ComponentProps) {
  const { list, soort, state } = loaderData;
  const busy = useNavigation().state === "submitting";
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const href = (page: number) => `/beheer/kortingscodes/?${new URLSearchParams({ soort, ...(state ? { status: state } : {}), ...(page > 1 ? { pagina: String(page) } : {}) })}`;
  const createFields = actionData && !actionData.ok && actionData.intent === "create" ? actionData.fields : undefined;
  const campaignFields = actionData && !actionData.ok && actionData.intent === "campaign" && actionData.campaign ? { campaign: actionData.campaign, errors: actionData.fields ?? {} } : undefined;
  return (
    <>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} resetKey={JSON.stringify(actionData)} fadeAfterMs={0}>
          {actionData.message}
        </Alert>
      ) : null}
      <Form method="get" className="beheer-filters" aria-label={M.filterForm}>
        <div className="account-field">
          <label htmlFor="kortingscodes-soort">{M.filterLabel}</label>
          <select id="kortingscodes-soort" name="soort" defaultValue={soort}>
            <option value="codes">{M.filterCodes}</option>
            <option value="vouchers">{M.filterVouchers}</option>
          </select>
        </div>
        <div className="account-field">
          <label htmlFor="kortingscodes-status">{M.stateLabel}</label>
          <select id="kortingscodes-status" name="status" defaultValue={state ?? ""}>
            <option value="">{M.stateAll}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {M.states[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn">
          {M.filterSubmit}
        </button>
      </Form>
      {list.items.length === 0 ? <p>{M.empty}</p> : <DiscountTable codes={list.items} busy={busy} caption={soort === "vouchers" ? M.filterVouchers : M.listCaption} />}
      <BeheerPager page={list.page} pages={pages} href={href} label={M.title} />
      <section aria-labelledby="nieuwe-code" className="beheer-section">
        <h2 id="nieuwe-code">{M.create}</h2>
        <DiscountForm form="nieuw" intent="create" categories={list.categories} fields={createFields} submit={M.createSubmit} busy={busy} />
      </section>
      <section aria-labelledby="acties" className="beheer-section">
        <h2 id="acties">{M.campaignsTitle}</h2>
        <CampaignRules rules={list.campaigns} busy={busy} fields={campaignFields} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
