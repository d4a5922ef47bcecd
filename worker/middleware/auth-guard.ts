import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../../app/lib/constants";
import { ACCOUNT_GUEST_PAGES } from "../../app/lib/account-constants";
import { safeRedirectPath } from "../../app/kernel/safe-redirect";
import type { AppEnv } from "../env";
import { findSession } from "../store/sessions";

export const LOGIN_PATH = "/account/login/";
export const ACCOUNT_HOME = "/account/";
export const REDIRECT_PARAM = "redirect";

export interface AuthGuardOptions {
  cookieName?: string;
  nowS?: () => number;
}

function isAccountPage(pathname: string): boolean {
  return pathname === "/account/" || pathname.startsWith("/account/");
}

function isGuestPage(pathname: string): boolean {
  return (ACCOUNT_GUEST_PAGES as readonly string[]).some((p) => pathname === p || pathname.startsWith(p));
}

/**
 * Resolves the session from the __Host- cookie (D1) into c.var.session, then applies spec sections 4 and 6:
 * - anonymous on a protected /account/* page -> /account/login/?redirect=<path and query>
 * - logged in on the login page -> the remembered target when it is a same-site path, else /account/
 */
export function authGuard(options: AuthGuardOptions = {}): MiddlewareHandler<AppEnv> {
  const cookieName = options.cookieName ?? SESSION_COOKIE;
  const nowS = options.nowS ?? (() => Math.floor(Date.now() / 1000));
  return async function authGuardMiddleware(c, next) {
    const token = getCookie(c, cookieName);
    c.set("session", token ? await findSession(c.env.DB, token, nowS()) : null);
    const url = new URL(c.req.url);
    const { pathname } = url;
    // React Router's data requests (`.data`) are guarded by the account layout's middleware
    // (app/lib/account-guard.ts): only React Router can answer them with a redirect its client follows.
    if ((c.req.method === "GET" || c.req.method === "HEAD") && isAccountPage(pathname) && !pathname.endsWith(".data")) {
      const session = c.get("session");
      if (!session && !isGuestPage(pathname)) {
        const target = `${pathname}${url.search}`;
        return c.redirect(`${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`, 302);
      }
      if (session && pathname === LOGIN_PATH) {
        const wanted = safeRedirectPath(url.searchParams.get(REDIRECT_PARAM));
        const target = wanted && !wanted.startsWith(LOGIN_PATH) ? wanted : ACCOUNT_HOME;
        return c.redirect(target, 302);
      }
    }
    await next();
  };
}
