import { redirect } from "react-router";
import type { Route } from "./+types/information";
import { ChangePasswordForm } from "../../components/account/change-password-form";
import { CustomerForm } from "../../components/account/customer-form";
import { Alert } from "../../components/form";
import { PrivacyActions } from "../../components/account/privacy-actions";
import { readAccountSubmission, refuseForm, runAccountForm } from "../../lib/account/action.server";
import { orRouteError } from "../../lib/api/route-errors";
import type { CustomerInput } from "../../lib/schemas/account";
import { changePasswordSchema, customerSchema } from "../../lib/schemas/account";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "Accountinformatie | Droomnest" }, { name: "robots", content: "noindex" }];

/** Query flag after a save posted without JavaScript (post, redirect, get: the header shows the new name). */
const SAVED_PARAM = "opgeslagen";

/** The auth guard only lets logged-in customers here; GET /v1/customer. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const profile = await orRouteError(context.get(edgeContext).api.customer.profile());
  // The message comes with the data, so the page's JavaScript does not carry every account message.
  return { profile, savedMessage: new URL(request.url).searchParams.get(SAVED_PARAM) === "1" ? ACCOUNT_MESSAGES.saved : null };
}

/** Two forms: `profile` (PUT /v1/customer) and `password` (PUT /v1/customer/password). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  switch (sub.intent) {
    case "profile":
      return runAccountForm(sub, customerSchema, (input) => api.customer.update(input as CustomerInput), {
        // Without JavaScript the header of this same response still has the old name: redirect instead.
        success: () => (sub.js ? ACCOUNT_MESSAGES.saved : redirect(`/account/information/?${SAVED_PARAM}=1`, 303)),
        requestId,
        what: "customer save",
      });
    case "password":
      return runAccountForm(sub, changePasswordSchema, (_input, parsed) => api.customer.changePassword(parsed), {
        success: (result) => result.message || ACCOUNT_MESSAGES.passwordChanged,
        requestId,
        what: "password change",
      });
    default:
      return refuseForm(sub, 400, { message: ACCOUNT_MESSAGES.saveFailed });
  }
}

export default function Information({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, savedMessage } = loaderData;
  return (
    <div className="account-page">
      <h1 className="page-title">Accountinformatie</h1>
      {savedMessage && !actionData ? <Alert tone="success">{savedMessage}</Alert> : null}
      {!profile.email_confirmed ? (
        <p className="account-reminder">Je e-mailadres is nog niet bevestigd. Klik op de link in de e-mail die we je stuurden.</p>
      ) : null}
      <CustomerForm profile={profile} state={actionData} />
      <section className="account-section" aria-labelledby="wachtwoord-wijzigen">
        <h2 id="wachtwoord-wijzigen">Wachtwoord wijzigen</h2>
        <ChangePasswordForm state={actionData} />
      </section>
      <PrivacyActions />
    </div>
  );
}
