/**
 * One-time tokens mailed to a customer (table account_tokens, migration 0007): e-mail confirmation,
 * password reset, newsletter opt-in. The link holds a random 32-byte token; the table holds only its
 * SHA-256, so a leaked table gives no usable link. Using a token marks it used in the same statement
 * that checks it: two uses at once, or one link clicked twice, succeed once.
 */
import { newSessionToken, sha256Hex } from "./sessions";

export type AccountTokenKind = "email_confirm" | "password_reset" | "newsletter_confirm";

export interface TokenOwner {
  customerId: number | null;
  email: string;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/u;

/** Stores a new token and returns it (for the mailed link). */
export async function createAccountToken(
  db: D1Database,
  opts: { kind: AccountTokenKind; customerId: number | null; email: string; nowS: number; ttlS: number },
): Promise<string> {
  const token = newSessionToken();
  await db
    .prepare("INSERT INTO account_tokens (id, kind, customer_id, email, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(await sha256Hex(token), opts.kind, opts.customerId, opts.email, opts.nowS, opts.nowS + opts.ttlS)
    .run();
  return token;
}

/** Uses a token once: its owner, or null when it is unknown, of another kind, used or expired. */
export async function consumeAccountToken(db: D1Database, kind: AccountTokenKind, token: string, nowS: number): Promise<TokenOwner | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db
    .prepare(
      `UPDATE account_tokens SET used_at = ?3
        WHERE id = ?1 AND kind = ?2 AND used_at IS NULL AND expires_at > ?3
        RETURNING customer_id AS customerId, email`,
    )
    .bind(await sha256Hex(token), kind, nowS)
    .first<TokenOwner>();
  return row ?? null;
}

/** Ends every unused token of a kind for a customer (e.g. other reset links once the password is set). */
export async function revokeAccountTokens(db: D1Database, customerId: number, kind: AccountTokenKind, nowS: number): Promise<void> {
  await db
    .prepare("UPDATE account_tokens SET used_at = ?3 WHERE customer_id = ?1 AND kind = ?2 AND used_at IS NULL")
    .bind(customerId, kind, nowS)
    .run();
}

/** Removes tokens that expired before `beforeS` (housekeeping). */
export async function purgeExpiredTokens(db: D1Database, beforeS: number): Promise<void> {
  await db.prepare("DELETE FROM account_tokens WHERE expires_at < ?1").bind(beforeS).run();
}
