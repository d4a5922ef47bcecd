import { redirect } from "react-router";
import type { Route } from "./+types/login-callback";
import { LOGIN_REDIRECT_PARAM } from "../lib/account-constants";
import { edgeContext } from "../lib/context";
import { safeRedirectPath } from "../kernel/safe-redirect";

const LOGIN_PAGE = "/account/login/";
const ACCOUNT_HOME = "/account/";

/**
 * /login/: the authentication callback of spec section 2. Logged in: on to the remembered target when it
 * is a same-site path (never the login page or this route again), else /account/. Anonymous: to the
 * login page, keeping the target.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { session } = context.get(edgeContext);
  const wanted = safeRedirectPath(new URL(request.url).searchParams.get(LOGIN_REDIRECT_PARAM));
  const target = wanted && !wanted.startsWith(LOGIN_PAGE) && !/^\/login(?:\/|\?|$)/u.test(wanted) ? wanted : null;
  if (session) return redirect(target ?? ACCOUNT_HOME, 302);
  return redirect(target ? `${LOGIN_PAGE}?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: target })}` : LOGIN_PAGE, 302);
}

export default function LoginCallback() {
  return null;
}
