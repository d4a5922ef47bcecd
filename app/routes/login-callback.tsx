import { redirect } from "react-router";
import type { Route } from "./+types/login-callback";
import { ACCOUNT_HOME_PATH, LOGIN_REDIRECT_PARAM, loginPathFor, rememberedTarget } from "../kernel/login-target";
import { edgeContext } from "../lib/context";

/**
 * /login/: the authentication callback of spec section 2. Logged in: on to the remembered target
 * (app/kernel/login-target.ts: a same-site path, never a page of logging in or out), else /account/.
 * Anonymous: to the login page, keeping the target.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { session } = context.get(edgeContext);
  const target = rememberedTarget(new URL(request.url).searchParams.get(LOGIN_REDIRECT_PARAM));
  if (session) return redirect(target ?? ACCOUNT_HOME_PATH, 302);
  return redirect(loginPathFor(target), 302);
}

export default function LoginCallback() {
  return null;
}
