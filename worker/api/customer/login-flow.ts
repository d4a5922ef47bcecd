/**
 * The one login of the shop, used by POST /v1/customer/login, POST /api/auth/login and POST /login.
 * checkLogin is the service, on plain inputs: the attempt is counted (or refused) atomically before the
 * password check (worker/store/login-failures.ts), password check (with a dummy check for an unknown address,
 * so the time does not tell), hash upgrade and session rotation. login is what the Hono handlers call: it
 * reads the request (client address, previous session cookie) into those inputs and sets what the browser
 * keeps (the `__Host-` cookie, the request's session, the cart at login).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AuthUser } from "../../../app/lib/api/types/account";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import { AUTH_COOKIE_MAX_AGE_S } from "../../../app/lib/account/constants";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { dummyVerify, hashPassword, verifyPassword } from "../../domain/password";
import type { AppEnv, RequestSession } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor, type Logger } from "../../http/log";
import { clientIp } from "../../middleware/rate-limit";
import { authUser, findLoginCustomer, setPasswordHash } from "../../store/customers";
import { ACCOUNT_POLICY, attemptSucceeded, IP_POLICY, reserveAttempt, type FailureKey } from "../../store/login-failures";
import { createSession, deleteSession, sha256Hex } from "../../store/sessions";
import { cartAtLogin } from "../cart/merge";

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoggedIn {
  token: string;
  user: AuthUser;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The login-failure keys of an attempt: the client (its address, hashed) and the account (e-mail, lower case). */
export async function failureKeys(ip: string, email: string): Promise<FailureKey[]> {
  return [
    { key: `ip:${await sha256Hex(ip)}`, policy: IP_POLICY },
    { key: `account:${email.trim().toLowerCase()}`, policy: ACCOUNT_POLICY },
  ];
}

export function throttled(retryAfterS: number): ApiHttpError {
  return new ApiHttpError(429, "too_many_attempts", ACCOUNT_MESSAGES.loginThrottled, { "Retry-After": String(Math.max(1, retryAfterS)) });
}

/** The session cookie: a persistent one (Max-Age) when remembered, else it ends with the browser session. */
export function setSessionCookie(c: Context<AppEnv>, token: string, remember: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax",
    ...(remember ? { maxAge: AUTH_COOKIE_MAX_AGE_S } : {}),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

/** What checkLogin needs besides the credentials: read from the request by its caller. */
export interface LoginRequest {
  /** The client address (worker/middleware/rate-limit.ts clientIp): its hash keys the per-client failure count. */
  ip: string;
  /** The session token the browser had before the login (ended: the login gets a new one). */
  previousToken: string | undefined;
  log: Logger;
}

export interface CheckedLogin extends LoggedIn {
  session: RequestSession;
}

/** Checks the credentials and makes the session, or throws 401 invalid_credentials / 429 too_many_attempts (nothing changed). */
export async function checkLogin(db: D1Database, credentials: Credentials, request: LoginRequest, nowS = nowSeconds()): Promise<CheckedLogin> {
  // Counted (or refused) in one transaction before any password is checked: a parallel burst cannot slip past the lock.
  const attempt = await reserveAttempt(db, await failureKeys(request.ip, credentials.email), nowS);
  if (!attempt.allowed) throw throttled(attempt.retryAfterS);

  const customer = await findLoginCustomer(db, credentials.email);
  let verified = { ok: false, needsRehash: false };
  if (customer) verified = await verifyPassword(credentials.password, customer.password_hash);
  else await dummyVerify(credentials.password);
  if (!customer || !verified.ok) {
    // The attempt stays counted.
    request.log.info("login failed");
    throw new ApiHttpError(401, "invalid_credentials", ACCOUNT_MESSAGES.loginFailed);
  }

  if (verified.needsRehash) await setPasswordHash(db, customer.id, await hashPassword(credentials.password), nowS);
  await attemptSucceeded(db, attempt);
  // Rotation: the session the browser had before (if any) ends; the login gets a new token.
  await deleteSession(db, request.previousToken);
  const token = await createSession(db, customer.id, nowS, AUTH_COOKIE_MAX_AGE_S, credentials.remember);
  return { token, user: authUser(customer), session: { customerId: customer.id, firstName: customer.first_name } };
}

/** The login of a Hono handler: checkLogin on the request's inputs, then the cookie, the request's session and the cart. */
export async function login(c: Context<AppEnv>, credentials: Credentials, nowS = nowSeconds()): Promise<LoggedIn> {
  const { token, user, session } = await checkLogin(c.env.DB, credentials, { ip: clientIp(c), previousToken: getCookie(c, SESSION_COOKIE), log: logFor(c) }, nowS);
  setSessionCookie(c, token, credentials.remember);
  c.set("session", session);
  try {
    await cartAtLogin(c, session.customerId);
  } catch (err) {
    // The login stands; the guest cart stays where it was.
    logFor(c).error("cart at login failed", { error: String(err) });
  }
  return { token, user };
}
