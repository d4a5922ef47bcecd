/**
 * The account guard and the post-login target (spec sections 2, 4 and 6), written once for the Worker's
 * guard of document requests (worker/middleware/auth-guard.ts), React Router's guard of data requests
 * (app/lib/account/guard.ts), the login page and the /login/ authentication callback:
 * - anonymous on a protected /account/ page -> the login page, remembering the path (and query) as target;
 * - logged in on the login page (or the callback) -> the remembered target when it is a same-site path
 *   and not a page of logging in or out, else the account dashboard.
 */
import { safeRedirectPath } from "./safe-redirect";

/** The login page (spec section 2, account routes). */
export const LOGIN_PATH = "/account/login/";
/** The account dashboard: where a login goes without a usable target (spec section 4). */
export const ACCOUNT_HOME_PATH = "/account/";
/** Query parameter that carries the remembered target path through the login page (spec section 4). */
export const LOGIN_REDIRECT_PARAM = "redirect";

/** Account pages a visitor may open without logging in (spec section 6: guest / non-auth). */
export const ACCOUNT_GUEST_PAGES = [
  LOGIN_PATH,
  "/account/register/",
  "/account/forgot-password/",
  "/account/reset-password/",
  "/account/confirm-email/",
  "/account/thankyou/",
  // After deleting the account (privacy): the visitor is logged out by then.
  "/account/privacy/deleted/",
] as const;

/**
 * Never a target after logging in: the login page, the logout page and the /login/ callback (with any
 * query, hash or React Router data suffix); going there would log out again or loop.
 */
const NOT_A_TARGET = /^\/(?:account\/login|account\/logout|login)(?:[/?#.]|$)/u;

export function isAccountPage(pathname: string): boolean {
  return pathname.startsWith(ACCOUNT_HOME_PATH);
}

export function isGuestAccountPage(pathname: string): boolean {
  return (ACCOUNT_GUEST_PAGES as readonly string[]).some((p) => pathname.startsWith(p));
}

/** The remembered target when it is a same-site path that is not a page of logging in or out, else null. */
export function rememberedTarget(raw: string | null | undefined): string | null {
  const path = safeRedirectPath(raw);
  return path && !NOT_A_TARGET.test(path) ? path : null;
}

/** Where a login goes: the remembered target, else the account dashboard. */
export function postLoginTarget(raw: string | null | undefined): string {
  return rememberedTarget(raw) ?? ACCOUNT_HOME_PATH;
}

/** The login page remembering `target` (a path with its query), or the bare login page without one. */
export function loginPathFor(target?: string | null): string {
  return target ? `${LOGIN_PATH}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

const ROUTER_PARAMS = new Set(["_routes", "index"]);

/** The page a (data) request is for: `/x/_.data` and `/x.data` become `/x/`, React Router's own params go. */
export function pagePath(url: URL): { pathname: string; search: string } {
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = `${pathname.slice(0, -".data".length)}/`;
  // The query as it came (its encoding kept), without React Router's own parameters.
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !ROUTER_PARAMS.has(pair.split("=")[0]!));
  return { pathname, search: kept.length > 0 ? `?${kept.join("&")}` : "" };
}

/**
 * Where the guard sends this request, or null to let it through. A post to a protected page without a
 * session goes to the login page too (the session ended while the page was open); a logged-in customer's
 * post on the login page is left to its action.
 */
export function accountGuardTarget(url: URL, loggedIn: boolean, method = "GET"): string | null {
  const { pathname, search } = pagePath(url);
  if (!isAccountPage(pathname)) return null;
  if (!loggedIn && !isGuestAccountPage(pathname)) return loginPathFor(`${pathname}${search}`);
  if (loggedIn && pathname === LOGIN_PATH && (method === "GET" || method === "HEAD")) {
    return postLoginTarget(new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM));
  }
  return null;
}
