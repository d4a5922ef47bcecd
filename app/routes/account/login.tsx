import { Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { AccountForm, Checkbox, Field, SubmitButton } from "../../components/form";
import { readAccountSubmission, runAccountForm } from "../../lib/account/action.server";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";
import { LOGIN_REDIRECT_PARAM, postLoginTarget } from "../../kernel/login-target";
import { safeRedirectPath } from "../../kernel/safe-redirect";
import { loginSchema } from "../../lib/schemas/account";
import { lazySchemas } from "../../lib/schemas/lazy";

export const meta: Route.MetaFunction = () => [{ title: "Inloggen | Droomnest" }, { name: "robots", content: "noindex" }];

/** A logged-in customer never sees this page: the auth guard sends them on (worker/middleware/auth-guard.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get(LOGIN_REDIRECT_PARAM);
  return { redirect: safeRedirectPath(raw) ? postLoginTarget(raw) : "" };
}

/** POST /v1/customer/login; the session cookie comes back on the redirect (worker/ssr.ts forwards it). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const target = postLoginTarget(sub.values.redirect || new URL(request.url).searchParams.get(LOGIN_REDIRECT_PARAM));
  return runAccountForm(sub, loginSchema, (_input, login) => api.customer.login({ username: login.username, password: login.password, remember: login.remember }), {
    success: () => redirect(target, 303),
    failure: ACCOUNT_MESSAGES.loginGeneric,
    requestId,
    what: "login",
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="account-page">
      <h1 className="page-title">Inloggen</h1>
      <p>Log in met je e-mailadres en wachtwoord.</p>
      <AccountForm schema={lazySchemas.login} state={actionData} intent="login" label="Inloggen">
        {loaderData.redirect ? <input type="hidden" name="redirect" value={loaderData.redirect} /> : null}
        <Field name="username" label="E-mailadres" type="email" autoComplete="username" inputMode="email" required />
        <Field name="password" label="Wachtwoord" type="password" autoComplete="current-password" required />
        <Checkbox name="remember" label="Onthoud mij" />
        <SubmitButton busyText="Bezig met inloggen...">Inloggen</SubmitButton>
      </AccountForm>
      <ul className="account-links">
        <li>
          <Link to="/account/forgot-password/">Wachtwoord vergeten?</Link>
        </li>
        <li>
          <Link to="/account/register/">Nog geen account? Maak er een aan</Link>
        </li>
      </ul>
    </div>
  );
}
