import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { AccountForm, Checkbox, Field, SubmitButton } from "../../components/form";
import { readAccountSubmission, runAccountForm } from "../../lib/account/action.server";
import { CHECKOUT_STEP_PATHS } from "../../lib/checkout/constants";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";
import { loginSchema } from "../../lib/schemas/account";
import { lazySchemas } from "../../lib/schemas/lazy";

export const meta: Route.MetaFunction = () => [{ title: "Inloggen of als gast bestellen | Droomnest" }, { name: "robots", content: "noindex" }];

/** Logged in already: on to step 1; an empty cart: back to the cart. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, session } = context.get(edgeContext);
  if (session) throw redirect(CHECKOUT_STEP_PATHS[0]);
  const cart = await api.cart.get();
  if (cart.totals.total_quantity === 0) throw redirect("/cart/");
  return null;
}

/** POST /v1/customer/login, then step 1 (the session cookie comes with the redirect, see worker/ssr.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  return runAccountForm(sub, loginSchema, (_input, login) => api.customer.login({ username: login.username, password: login.password, remember: login.remember }), {
    success: () => redirect(CHECKOUT_STEP_PATHS[0], 303),
    failure: ACCOUNT_MESSAGES.loginGeneric,
    requestId,
    what: "checkout login",
  });
}

export default function CheckoutLogin({ actionData }: Route.ComponentProps) {
  return (
    <div className="checkout-login">
      <section className="checkout-panel" aria-labelledby="checkout-inloggen">
        <h2 id="checkout-inloggen">Inloggen</h2>
        <p>Heb je al een account? Log in, dan vullen we je gegevens voor je in.</p>
        <AccountForm schema={lazySchemas.login} state={actionData} intent="login" label="Inloggen">
          <Field name="username" label="E-mailadres" type="email" autoComplete="username" inputMode="email" required />
          <Field name="password" label="Wachtwoord" type="password" autoComplete="current-password" required />
          <Checkbox name="remember" label="Onthoud mij" />
          <SubmitButton busyText="Bezig met inloggen...">Inloggen</SubmitButton>
        </AccountForm>
        <p>
          <Link to="/account/forgot-password/">Wachtwoord vergeten?</Link>
        </p>
      </section>
      <section className="checkout-panel" aria-labelledby="checkout-gast">
        <h2 id="checkout-gast">Bestellen als gast</h2>
        <p>Bestel zonder account. Je kunt in de volgende stap alsnog een account aanmaken.</p>
        <Link to={CHECKOUT_STEP_PATHS[0]} className="btn btn--primary">
          Bestellen als gast
        </Link>
      </section>
    </div>
  );
}
