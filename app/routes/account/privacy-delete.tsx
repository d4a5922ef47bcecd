import { Link, redirectDocument } from "react-router";
import type { Route } from "./+types/privacy-delete";
import { AccountForm, Field, SubmitButton } from "../../components/form";
import { apiFailure, readAccountSubmission, refuseForm } from "../../lib/account/action.server";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import { fieldErrors } from "../../lib/schemas/account";
import { deleteAccountSchema } from "../../lib/schemas/privacy";
import { lazySchemas } from "../../lib/schemas/lazy";
import { formatPeriod, retentionRule } from "../../lib/retention";

export const meta: Route.MetaFunction = () => [{ title: "Account verwijderen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * POST /v1/customer/delete with the password (works without JavaScript). The API clears the session
 * cookie; worker/ssr.ts forwards that Set-Cookie to this page's answer, so the browser is logged out.
 * Success goes to /account/privacy/deleted/ (a guest page) as a document load: a client-side data
 * request of an /account/ page without a session would be answered by the auth guard's HTML redirect.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const parsed = deleteAccountSchema.safeParse(sub.values);
  if (!parsed.success) return refuseForm(sub, 422, { errors: fieldErrors(parsed.error) });
  try {
    await api.customer.deleteAccount(parsed.data.password);
  } catch (err) {
    // The wrong password belongs to this form's only field.
    if (err instanceof ApiError && err.code === "wrong_password") return refuseForm(sub, err.status, { message: err.message, errors: { password: err.message } });
    return apiFailure(sub, err, { requestId, what: "account deletion" });
  }
  return redirectDocument("/account/privacy/deleted/", 303);
}

export default function PrivacyDelete({ actionData }: Route.ComponentProps) {
  return (
    <div className="account-page privacy-delete">
      <h1 className="page-title">Account verwijderen</h1>
      <p>Weet je het zeker? Als je je account verwijdert:</p>
      <ul className="privacy-delete__list">
        <li>wissen we je naam, e-mailadres, telefoonnummer, geboortedatum en bedrijfsgegevens;</li>
        <li>
          verwijderen we je adressen, favorieten, je inschrijving voor de nieuwsbrief en wat je bij het afrekenen invulde; is je e-mailadres
          bevestigd, dan ook je berichten aan de klantenservice en opgeslagen chats waarin je e-mailadres staat;
        </li>
        <li>word je op al je apparaten uitgelogd.</li>
      </ul>
      <p>
        Bestellingen bewaren we {formatPeriod(retentionRule("orders").period)}, omdat de belastingwet dat verplicht; daarbij blijven alleen de factuurgegevens bewaard. Dit kun je niet ongedaan
        maken. Wil je eerst een kopie? <a href="/account/privacy/export/" download>Download mijn gegevens</a>.
      </p>
      <AccountForm schema={lazySchemas.deleteAccount} state={actionData} intent="delete" label="Account verwijderen">
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
