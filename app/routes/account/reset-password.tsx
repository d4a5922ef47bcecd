import { LOGIN_PATH } from "../../kernel/login-target";
import { Link } from "react-router";
import type { Route } from "./+types/reset-password";
import { AccountForm, Alert, Field, SubmitButton } from "../../components/form";
import { readAccountSubmission, runAccountForm } from "../../lib/account/action.server";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";
import { resetPasswordSchema, tokenSchema } from "../../lib/schemas/account";
import { lazySchemas } from "../../lib/schemas/lazy";

export const meta: Route.MetaFunction = () => [{ title: "Nieuw wachtwoord instellen | Droomnest" }, { name: "robots", content: "noindex" }];

/** The mailed link lands here with ?token= (checked by the API only when the new password is posted). */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: tokenSchema.safeParse({ token }).success ? token : "" };
}

/** POST /v1/customer/password/reset: sets the password and ends every session of the customer. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const result = await runAccountForm(sub, resetPasswordSchema, (_input, parsed) => api.customer.resetPassword(parsed), {
    success: (answer) => answer.message || ACCOUNT_MESSAGES.resetDone,
    requestId,
    what: "reset password",
  });
  // A bad token is not a field the customer can fix: it is the page's message.
  if (result instanceof Response) return result;
  if (!result.data.ok && result.data.errors?.token) {
    result.data.message = ACCOUNT_MESSAGES.tokenInvalid;
    delete result.data.errors.token;
  }
  return result;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <div className="account-page">
        <h1 className="page-title">Nieuw wachtwoord instellen</h1>
        <Alert tone="success" fadeAfterMs={0}>
          {actionData.message}
        </Alert>
        <p>
          <Link to={LOGIN_PATH} className="btn btn--primary">
            Inloggen
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-page">
      <h1 className="page-title">Nieuw wachtwoord instellen</h1>
      {loaderData.token ? (
        <AccountForm schema={lazySchemas.resetPassword} state={actionData} intent="reset" label="Nieuw wachtwoord instellen">
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            name="password"
            label="Nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            required
            hint="Minimaal 8 tekens, met een kleine letter, een hoofdletter, een cijfer en een van de tekens $ @ ! % ? &."
          />
          <Field name="password_confirmation" label="Herhaal nieuw wachtwoord" type="password" autoComplete="new-password" required />
          <SubmitButton busyText="Bezig met opslaan...">Wachtwoord opslaan</SubmitButton>
        </AccountForm>
      ) : (
        <Alert tone="danger">{ACCOUNT_MESSAGES.tokenInvalid}</Alert>
      )}
      <p>
        <Link to="/account/forgot-password/">Een nieuwe link aanvragen</Link>
      </p>
    </div>
  );
}
