/** D1 queries of abandonment: signals (abandon_signals, migration 0006) and the carts row (0005). */
import type { AbandonKind } from "../../app/lib/schemas/abandon";
import type { ReminderCandidate } from "../domain/cart-reminder";

/** Stores a signal; the same signal of the same cart is kept once and its time moves on. */
export async function recordSignal(db: D1Database, kind: AbandonKind, cartId: string | null, payload: unknown, nowS: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO abandon_signals (kind, cart_id, payload, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (kind, cart_id, payload) DO UPDATE SET created_at = excluded.created_at`,
    )
    .bind(kind, cartId, JSON.stringify(payload), nowS)
    .run();
}

/**
 * Remembers the shopper's e-mail address on their cart row (when the cart exists). `consent` says where it
 * was given with the reminder statement (docs/decisions/028); an address given without it keeps an earlier
 * consent only when it is the same address. True when the row changed.
 */
export async function setCartEmail(db: D1Database, cartId: string, email: string, consent: "checkout" | "newsletter" | null = null): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE carts SET email = ?2, email_consent = CASE WHEN ?3 IS NOT NULL THEN ?3 WHEN email IS ?2 THEN email_consent ELSE NULL END
        WHERE id = ?1 AND (email IS NOT ?2 OR (?3 IS NOT NULL AND email_consent IS NOT ?3))`,
    )
    .bind(cartId, email, consent)
    .run();
  return res.meta.changes > 0;
}

export interface AbandonedCart extends ReminderCandidate {
  id: string;
  item_count: number;
  grand_total: number;
  updated_at: number;
}

const CANDIDATE_COLUMNS = `c.id, c.email, c.email_consent, c.item_count, c.grand_total, c.updated_at,
  cu.email AS customer_email, cu.cart_reminders AS customer_reminders`;
const OPEN_IDLE = "c.item_count > 0 AND c.ordered_at IS NULL AND c.reminded_at IS NULL AND c.updated_at <= ?1";

/**
 * Carts that may get a reminder (docs/decisions/028): something in it, not ordered, not reminded yet, idle
 * since idleBeforeS, and an address given with consent or an owner who chose reminders in the account.
 * worker/domain/cart-reminder.ts decides the recipient (and the opt-out list) per cart.
 */
export async function findAbandonedCarts(db: D1Database, idleBeforeS: number, limit: number): Promise<AbandonedCart[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM (
         SELECT ${CANDIDATE_COLUMNS} FROM carts c LEFT JOIN customers cu ON cu.id = c.customer_id
          WHERE c.email_consent IS NOT NULL AND c.email IS NOT NULL AND ${OPEN_IDLE}
         UNION
         SELECT ${CANDIDATE_COLUMNS} FROM customers cu JOIN carts c ON c.customer_id = cu.id
          WHERE cu.cart_reminders = 1 AND cu.deleted_at IS NULL AND ${OPEN_IDLE}
       ) ORDER BY updated_at LIMIT ?2`,
    )
    .bind(idleBeforeS, limit)
    .all<AbandonedCart>();
  return results;
}

/** Claims a cart for its one reminder: true only for the one caller whose update changed the row. */
export async function claimReminder(db: D1Database, cartId: string, nowS: number): Promise<boolean> {
  const res = await db
    .prepare("UPDATE carts SET reminded_at = ?2 WHERE id = ?1 AND reminded_at IS NULL AND ordered_at IS NULL")
    .bind(cartId, nowS)
    .run();
  return res.meta.changes === 1;
}

/** Gives a claim back when its mail could not be queued, so the next run tries again. */
export async function releaseReminder(db: D1Database, cartId: string, claimedAtS: number): Promise<void> {
  await db.prepare("UPDATE carts SET reminded_at = NULL WHERE id = ?1 AND reminded_at = ?2").bind(cartId, claimedAtS).run();
}
