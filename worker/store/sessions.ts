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

/** Looks up a live session by the cookie token; expired or unknown tokens give null. */
/** The stored id (hash) of a session cookie token, or null when the token cannot be one of ours. */
export async function sessionKey(token: string | undefined): Promise<string | null> {
  return token && TOKEN.test(token) ? sha256Hex(token) : null;
}

export async function findSession(db: D1Database, token: string | undefined, nowS: number): Promise<RequestSession | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await db
    .prepare(
      `SELECT s.customer_id AS customerId, c.first_name AS firstName
         FROM sessions s JOIN customers c ON c.id = s.customer_id
        WHERE s.id = ?1 AND s.expires_at > ?2`,
    )
    .bind(await sha256Hex(token), nowS)
    .first<RequestSession>();
  return row ?? null;
}

/** Creates a session row and returns the cookie token (for a login; tests use it to log a customer in). */
export async function createSession(db: D1Database, customerId: number, nowS: number, ttlS: number): Promise<string> {
  const token = newSessionToken();
  await db
    .prepare("INSERT INTO sessions (id, customer_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(await sha256Hex(token), customerId, nowS, nowS + ttlS)
    .run();
  return token;
}

export async function deleteSession(db: D1Database, token: string | undefined): Promise<void> {
  if (!token || !TOKEN.test(token)) return;
  await db.prepare("DELETE FROM sessions WHERE id = ?1").bind(await sha256Hex(token)).run();
}
