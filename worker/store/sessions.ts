import type { RequestSession } from "../env";

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Token format: 43 url-safe base64 characters (32 random bytes). Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/u;

export function newSessionToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

/** The stored id (hash) of a session cookie token, or null when the token cannot be one of ours. */
export async function sessionKey(token: string | undefined): Promise<string | null> {
  return token && TOKEN.test(token) ? sha256Hex(token) : null;
}

/** Looks up a live session by the cookie token; expired or unknown tokens (or a deleted account) give null. */
export async function findSession(db: D1Database, token: string | undefined, nowS: number): Promise<RequestSession | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await db
    .prepare(
      `SELECT s.customer_id AS customerId, c.first_name AS firstName
         FROM sessions s JOIN customers c ON c.id = s.customer_id
        WHERE s.id = ?1 AND s.expires_at > ?2 AND c.deleted_at IS NULL`,
    )
    .bind(await sha256Hex(token), nowS)
    .first<RequestSession>();
  return row ?? null;
}

/**
 * Creates a session row and returns the cookie token (for a login; tests use it to log a customer in).
 * persistent: the login asked to be remembered (a cookie with Max-Age), else a browser-session cookie.
 */
export async function createSession(db: D1Database, customerId: number, nowS: number, ttlS: number, persistent = true): Promise<string> {
  const token = newSessionToken();
  await db
    .prepare("INSERT INTO sessions (id, customer_id, created_at, expires_at, persistent) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(await sha256Hex(token), customerId, nowS, nowS + ttlS, persistent ? 1 : 0)
    .run();
  return token;
}

/** Ends every session of a customer, except the one of `keepToken` when given (password change). */
export async function deleteCustomerSessions(db: D1Database, customerId: number, keepToken?: string): Promise<void> {
  const keep = await sessionKey(keepToken);
  await db.prepare("DELETE FROM sessions WHERE customer_id = ?1 AND id IS NOT ?2").bind(customerId, keep).run();
}

/** Removes sessions that expired before `beforeS` (housekeeping). */
export async function purgeExpiredSessions(db: D1Database, beforeS: number): Promise<void> {
  await db.prepare("DELETE FROM sessions WHERE expires_at < ?1").bind(beforeS).run();
}

export async function deleteSession(db: D1Database, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db.prepare("DELETE FROM sessions WHERE id = ?1").bind(await sha256Hex(token)).run();
}
