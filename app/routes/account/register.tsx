import { Link, redirect } from "react-router";
import type { Route } from "./+types/register";
import { LOGIN_PATH } from "../../kernel/login-target";
import { CompanyFields, CustomerTypeChoice } from "../../components/account/customer-fields";
import { AccountForm, Field, SubmitButton } from "../../components/form";
import { readAccountSubmission, runAccountForm } from "../../lib/account/action.server";
import type { RegisterInput } from "../../lib/schemas/account";
import { registerSchema } from "../../lib/schemas/account";
import { edgeContext } from "../../lib/context";
import { lazySchemas } from "../../lib/schemas/lazy";

export const meta: Route.MetaFunction = () => [{ title: "Account aanmaken | Droomnest" }, { name: "robots", content: "noindex" }];

/** POST /v1/customer; the API mails the confirmation link, then the thank-you page says so. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  return runAccountForm(sub, registerSchema, (input) => api.customer.register(input as RegisterInput), {
    success: () => redirect("/account/thankyou/", 303),
    requestId,
    what: "register",
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  return (
    <div className="account-page">
      <h1 className="page-title">Account aanmaken</h1>
      <p>Met een account bestel je sneller en zie je je bestellingen terug.</p>
      <AccountForm schema={lazySchemas.register} state={actionData} intent="register" label="Account aanmaken">
        <CustomerTypeChoice />
        <Field name="first_name" label="Voornaam" autoComplete="given-name" required />
        <Field name="last_name" label="Achternaam" autoComplete="family-name" required />
        <Field name="email" label="E-mailadres" type="email" autoComplete="email" inputMode="email" required />
        <Field name="phone" label="Telefoonnummer" type="tel" autoComplete="tel" inputMode="tel" required maxLength={20} />
        <CompanyFields />
        <Field
          name="password"
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
          required
          hint="Minimaal 8 tekens, met een kleine letter, een hoofdletter, een cijfer en een van de tekens $ @ ! % ? &."
        />
        <Field name="password_confirmation" label="Herhaal wachtwoord" type="password" autoComplete="new-password" required />
        <SubmitButton busyText="Bezig met aanmaken...">Account aanmaken</SubmitButton>
      </AccountForm>
      <p>
        Heb je al een account? <Link to={LOGIN_PATH}>Log in</Link>
      </p>
    </div>
  );
}
