import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../../app/lib/constants";
import { accountGuardTarget } from "../../app/kernel/login-target";
import type { AppEnv } from "../env";
import { findSession } from "../store/sessions";

export interface AuthGuardOptions {
  cookieName?: string;
  nowS?: () => number;
}

/**
 * Resolves the session from the __Host- cookie (D1) into c.var.session, then applies the account guard of
 * spec sections 4 and 6 (app/kernel/login-target.ts) to document requests: anonymous on a protected
 * /account/ page -> the login page remembering the target; logged in on the login page -> the target.
 */
export function authGuard(options: AuthGuardOptions = {}): MiddlewareHandler<AppEnv> {
  const cookieName = options.cookieName ?? SESSION_COOKIE;
  const nowS = options.nowS ?? (() => Math.floor(Date.now() / 1000));
  return async function authGuardMiddleware(c, next) {
    const token = getCookie(c, cookieName);
    c.set("session", token ? await findSession(c.env.DB, token, nowS()) : null);
    const url = new URL(c.req.url);
    // React Router's data requests (`.data`) are guarded by the account layout's middleware
    // (app/lib/account/guard.ts): only React Router can answer them with a redirect its client follows.
    if ((c.req.method === "GET" || c.req.method === "HEAD") && !url.pathname.endsWith(".data")) {
      const target = accountGuardTarget(url, c.get("session") !== null, c.req.method);
      if (target) return c.redirect(target, 302);
    }
    await next();
  };
}
