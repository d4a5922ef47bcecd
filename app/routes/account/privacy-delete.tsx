import { Link } from "react-router";
import type { Route } from "./+types/privacy-delete";
import { AccountForm, Alert, Field, SubmitButton } from "../../components/account/form";
import { readAccountSubmission, runAccountForm } from "../../lib/account-action.server";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/field-messages";
import { deleteAccountSchema } from "../../lib/schemas/privacy";

export const meta: Route.MetaFunction = () => [{ title: "Account verwijderen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * POST /v1/customer/delete with the password (works without JavaScript). The API clears the session
 * cookie; worker/ssr.ts forwards that Set-Cookie to this page's answer, so the browser is logged out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  return runAccountForm(sub, deleteAccountSchema, (_input, parsed) => api.customer.deleteAccount(parsed.password), {
    success: (result) => result.message || ACCOUNT_MESSAGES.accountDeleted,
    requestId,
    what: "account deletion",
  });
}

export default function PrivacyDelete({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <div className="account-page privacy-delete">
        <h1 className="page-title">Account verwijderd</h1>
        <Alert tone="success" fadeAfterMs={0}>
          {actionData.message ?? ACCOUNT_MESSAGES.accountDeleted}
        </Alert>
        <p>
          Je bent uitgelogd. Bedankt dat je bij Droomnest hebt gewinkeld. <Link to="/">Naar de homepage</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-page privacy-delete">
      <h1 className="page-title">Account verwijderen</h1>
      <p>Weet je het zeker? Als je je account verwijdert:</p>
      <ul className="privacy-delete__list">
        <li>wissen we je naam, e-mailadres, telefoonnummer, geboortedatum en bedrijfsgegevens;</li>
        <li>verwijderen we je adressen, favorieten en je inschrijving voor de nieuwsbrief;</li>
        <li>word je op al je apparaten uitgelogd.</li>
      </ul>
      <p>
        Bestellingen bewaren we 7 jaar, omdat de belastingwet dat verplicht; daarbij blijven alleen de factuurgegevens bewaard. Dit kun je niet ongedaan
        maken. Wil je eerst een kopie? <a href="/account/privacy/export/" download>Download mijn gegevens</a>.
      </p>
      <AccountForm schema={deleteAccountSchema} state={actionData} intent="delete" label="Account verwijderen">
        <Field name="password" label="Wachtwoord" type="password" autoComplete="current-password" required />
        <SubmitButton busyText="Bezig met verwijderen..." className="btn btn--danger">
          Verwijder mijn account
        </SubmitButton>
      </AccountForm>
      <p>
        <Link to="/account/information/">Annuleren en terug naar Accountinformatie</Link>
      </p>
    </div>
  );
}
