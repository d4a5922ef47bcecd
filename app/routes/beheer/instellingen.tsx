/**
 * Settings, /beheer/instellingen/ (docs/decisions/035), the owner's only (a medewerker gets 403): the refund
 * limit of medewerkers (typed in euros, stored in cents), the mail to the shop for every paid order (on/off,
 * address) and the daily summary (on/off). Keys and defaults: worker/domain/backoffice/settings.ts.
 */
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/instellingen";
import { edgeContext } from "../../lib/context";
import { formText, formWrite, pageRead, type FormResult } from "../../lib/beheer/access-form";
import { SETTINGS_MESSAGES as M } from "../../lib/beheer/messages/access";
import type { SettingsView } from "../../lib/beheer/types/access";
import { BeheerField } from "../../components/beheer/text-field";
import { BeheerPageError } from "../../components/beheer/page-error";
import { Alert } from "../../components/form/alert";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await pageRead(() => context.get(edgeContext).beheer.get<SettingsView>("/beheer/api/settings")) };
}

export async function action({ request, context }: Route.ActionArgs): Promise<FormResult<SettingsView> & { entered?: Record<string, string | boolean> }> {
  const form = await request.formData();
  const body = {
    refund_limit_euros: formText(form, "refund_limit_euros"),
    order_mail_enabled: form.get("order_mail_enabled") === "on",
    order_mail_address: formText(form, "order_mail_address"),
    daily_summary_enabled: form.get("daily_summary_enabled") === "on",
  };
  const result = await formWrite("save", () => context.get(edgeContext).beheer.send<SettingsView>("PUT", "/beheer/api/settings", body), (s) => (s.changed?.length ? M.saved : M.unchanged));
  return result.ok ? result : { ...result, entered: body };
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : null;
  const entered = failed?.entered;
  const fields = failed?.fields ?? {};
  const key = JSON.stringify(actionData ?? null);
  return (
    <>
      <h1>{M.title}</h1>
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} resetKey={key}>
          {actionData.message}
        </Alert>
      ) : null}
      <Form method="post" className="beheer-form" noValidate key={key}>
        <fieldset className="beheer-fieldset">
          <legend>{M.refunds}</legend>
          <BeheerField form="instellingen" name="refund_limit_euros" label={M.refundLimit} hint={M.refundLimitHint} inputMode="decimal" defaultValue={typeof entered?.refund_limit_euros === "string" ? entered.refund_limit_euros : settings.refund_limit_euros} error={fields.refund_limit_euros} required />
        </fieldset>
        <fieldset className="beheer-fieldset">
          <legend>{M.mail}</legend>
          <div className="beheer-choice">
            <input type="checkbox" id="instellingen-order_mail_enabled" name="order_mail_enabled" defaultChecked={typeof entered?.order_mail_enabled === "boolean" ? entered.order_mail_enabled : settings.order_mail_enabled} />
            <label htmlFor="instellingen-order_mail_enabled">{M.orderMail}</label>
          </div>
          <BeheerField form="instellingen" name="order_mail_address" label={M.orderMailAddress} hint={M.orderMailAddressHint} type="email" inputMode="email" defaultValue={typeof entered?.order_mail_address === "string" ? entered.order_mail_address : settings.order_mail_address} error={fields.order_mail_address} required />
          <div className="beheer-choice">
            <input type="checkbox" id="instellingen-daily_summary_enabled" name="daily_summary_enabled" defaultChecked={typeof entered?.daily_summary_enabled === "boolean" ? entered.daily_summary_enabled : settings.daily_summary_enabled} />
            <label htmlFor="instellingen-daily_summary_enabled">{M.dailySummary}</label>
          </div>
        </fieldset>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {M.save}
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
