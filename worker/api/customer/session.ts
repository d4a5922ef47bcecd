/**
 * The customer of a /v1 request: the session from the `__Host-` cookie (browsers) or an
 * `Authorization: Bearer <token>` header (clients of /api/auth, spec section 7), looked up in D1.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import type { AppEnv, RequestSession } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { findSession } from "../../store/sessions";

/** The session token a request carries: the cookie first, else a Bearer token. */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const cookie = getCookie(c, SESSION_COOKIE);
  if (cookie) return cookie;
  const auth = c.req.header("Authorization");
  const m = auth ? /^Bearer\s+([A-Za-z0-9_-]{43})$/u.exec(auth) : null;
  return m?.[1];
}

/** The logged-in customer of this request, or null (looked up once per request). */
export async function currentCustomer(c: Context<AppEnv>): Promise<RequestSession | null> {
  const known = c.get("session");
  // The outer app resolves the cookie only: a request without one may still carry a Bearer token.
  if (known !== undefined && (known !== null || !c.req.header("Authorization"))) return known;
  const session = await findSession(c.env.DB, sessionToken(c), Math.floor(Date.now() / 1000));
  c.set("session", session);
  return session;
}

/** The logged-in customer, or a 401 with a Dutch message. */
export async function requireCustomer(c: Context<AppEnv>): Promise<RequestSession> {
  const session = await currentCustomer(c);
  if (!session) throw new ApiHttpError(401, "not_logged_in", ACCOUNT_MESSAGES.notLoggedIn);
  return session;
}
