/**
 * D1 of the reminder consent (migration 0023, docs/decisions/028): the opt-out list of addresses (by the
 * mail budget's key, never the address), the mailed unsubscribe links (hash of a random token), and the
 * account's choice (customers.cart_reminders).
 */
import { newRestoreToken, restoreTokenHash } from "../domain/cart/restore-token";
import { REMINDER_UNSUBSCRIBE_TTL_S } from "../domain/cart-reminder";
import { mailBudgetKey } from "./mail-budget";

/** True when the address asked for no more reminders. */
export async function isOptedOut(db: D1Database, address: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS x FROM reminder_optouts WHERE address_key = ?1").bind(await mailBudgetKey(address)).first();
  return row !== null;
}

function optOutStatement(db: D1Database, key: string, nowS: number): D1PreparedStatement {
  return db.prepare("INSERT INTO reminder_optouts (address_key, created_at) VALUES (?1, ?2) ON CONFLICT (address_key) DO NOTHING").bind(key, nowS);
}

/** A new unsubscribe link for the address: the token for the mail (D1 keeps its hash). */
export async function createUnsubscribeLink(db: D1Database, address: string, nowS: number): Promise<string> {
  const token = newRestoreToken();
  await db
    .prepare("INSERT INTO reminder_unsubscribe_links (token_hash, address_key, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)")
    .bind(await restoreTokenHash(token), await mailBudgetKey(address), nowS, nowS + REMINDER_UNSUBSCRIBE_TTL_S)
    .run();
  return token;
}

/** Removes a link again (its mail could not be queued). */
export async function deleteUnsubscribeLink(db: D1Database, token: string): Promise<void> {
  const hash = await restoreTokenHash(token);
  if (hash) await db.prepare("DELETE FROM reminder_unsubscribe_links WHERE token_hash = ?1").bind(hash).run();
}

/**
 * Puts the link's address on the opt-out list. True for a live link (also when the address had already
 * opted out: unsubscribing twice is the same); false for an unknown, malformed or expired token.
 */
export async function unsubscribeByToken(db: D1Database, token: string, nowS: number): Promise<boolean> {
  const hash = await restoreTokenHash(token);
  if (!hash) return false;
  const res = await db
    .prepare(
      `INSERT INTO reminder_optouts (address_key, created_at)
       SELECT address_key, ?2 FROM reminder_unsubscribe_links WHERE token_hash = ?1 AND expires_at > ?2
       ON CONFLICT (address_key) DO NOTHING RETURNING address_key`,
    )
    .bind(hash, nowS)
    .all();
  if (res.results.length > 0) return true;
  const known = await db.prepare("SELECT 1 AS x FROM reminder_unsubscribe_links WHERE token_hash = ?1 AND expires_at > ?2").bind(hash, nowS).first();
  return known !== null;
}

/** The account's choice as the customer sees it: ticked, and their address not opted out since. */
export async function customerReminderChoice(db: D1Database, customerId: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT email, cart_reminders FROM customers WHERE id = ?1 AND deleted_at IS NULL")
    .bind(customerId)
    .first<{ email: string; cart_reminders: number }>();
  if (!row || row.cart_reminders !== 1) return false;
  return !(await isOptedOut(db, row.email));
}

/**
 * Stores the account's choice. On: the customer's address leaves the opt-out list (a new, explicit
 * consent). Off: the address joins it, so no reminder reaches it by any route. One batch.
 */
export async function setCustomerReminderChoice(db: D1Database, customerId: number, on: boolean, nowS: number): Promise<boolean> {
  const row = await db.prepare("SELECT email FROM customers WHERE id = ?1 AND deleted_at IS NULL").bind(customerId).first<{ email: string }>();
  if (!row) return false;
  const key = await mailBudgetKey(row.email);
  await db.batch([
    db.prepare("UPDATE customers SET cart_reminders = ?2 WHERE id = ?1").bind(customerId, on ? 1 : 0),
    on ? db.prepare("DELETE FROM reminder_optouts WHERE address_key = ?1").bind(key) : optOutStatement(db, key, nowS),
  ]);
  return true;
}

/** Deletes unsubscribe links past their validity (the Cron). */
export async function purgeExpiredUnsubscribeLinks(db: D1Database, nowS: number): Promise<void> {
  await db.prepare("DELETE FROM reminder_unsubscribe_links WHERE expires_at <= ?1").bind(nowS).run();
}
