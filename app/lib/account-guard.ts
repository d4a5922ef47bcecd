/**
 * The account pages' guard inside React Router (spec sections 4 and 6), the middleware of the account
 * layout. The Hono auth guard (worker/middleware/auth-guard.ts) redirects document requests before any
 * rendering; React Router's own data requests (`.data`, client navigations and form posts of a hydrated
 * page) pass through to here, because only React Router can answer them with a redirect the browser's
 * router understands. Same rules: anonymous on a protected page -> the login page remembering the target;
 * logged in on the login page -> the remembered same-site target or /account/.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { ACCOUNT_GUEST_PAGES, LOGIN_REDIRECT_PARAM } from "./account-constants";
import { edgeContext } from "./context";
import { safeRedirectPath } from "../kernel/safe-redirect";

export const ACCOUNT_LOGIN_PATH = "/account/login/";
export const ACCOUNT_HOME_PATH = "/account/";

/** The page a (data) request is for: `/x/_.data` and `/x.data` become `/x/`, React Router's own params go. */
export function pagePath(url: URL): { pathname: string; search: string } {
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = `${pathname.slice(0, -".data".length)}/`;
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  params.delete("index");
  const search = params.toString();
  return { pathname, search: search ? `?${search}` : "" };
}

export function isGuestAccountPage(pathname: string): boolean {
  return (ACCOUNT_GUEST_PAGES as readonly string[]).some((p) => pathname === p || pathname.startsWith(p));
}

/**
 * Where the guard sends this request, or null to let it through. A post to a protected page without a
 * session goes to the login page too (the session ended while the page was open); a logged-in customer's
 * post on the login page is left to its action.
 */
export function accountGuardTarget(url: URL, loggedIn: boolean, method = "GET"): string | null {
  const { pathname, search } = pagePath(url);
  if (!loggedIn && !isGuestAccountPage(pathname)) {
    return `${ACCOUNT_LOGIN_PATH}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(`${pathname}${search}`)}`;
  }
  if (loggedIn && pathname === ACCOUNT_LOGIN_PATH && (method === "GET" || method === "HEAD")) {
    const wanted = safeRedirectPath(new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM));
    return wanted && !wanted.startsWith(ACCOUNT_LOGIN_PATH) ? wanted : ACCOUNT_HOME_PATH;
  }
  return null;
}

export const accountGuard: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const target = accountGuardTarget(new URL(request.url), context.get(edgeContext).session !== null, request.method);
  if (target) throw redirect(target, request.method === "GET" || request.method === "HEAD" ? 302 : 303);
  return next();
};
