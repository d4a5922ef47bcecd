import { LOGIN_PATH } from "../../kernel/login-target";
import { Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AccountForm, Field, SubmitButton } from "../../components/form";
import { readAccountSubmission, runAccountForm } from "../../lib/account/action.server";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";
import { forgotPasswordSchema } from "../../lib/schemas/account";
import { lazySchemas } from "../../lib/schemas/lazy";

export const meta: Route.MetaFunction = () => [{ title: "Wachtwoord vergeten | Droomnest" }, { name: "robots", content: "noindex" }];

/** POST /v1/customer/password/forgot: the same answer whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  return runAccountForm(sub, forgotPasswordSchema, (_input, parsed) => api.customer.forgotPassword(parsed.email), {
    success: (result) => result.message || ACCOUNT_MESSAGES.forgotSent,
    requestId,
    what: "forgot password",
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <div className="account-page">
      <h1 className="page-title">Wachtwoord vergeten</h1>
      <p>Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt; de link werkt een uur.</p>
      <AccountForm schema={lazySchemas.forgotPassword} state={actionData} intent="forgot" label="Wachtwoord vergeten" keepSuccess>
        <Field name="email" label="E-mailadres" type="email" autoComplete="email" inputMode="email" required />
        <SubmitButton busyText="Bezig met versturen...">Verstuur link</SubmitButton>
      </AccountForm>
      <p>
        <Link to={LOGIN_PATH}>Terug naar inloggen</Link>
      </p>
    </div>
  );
}
