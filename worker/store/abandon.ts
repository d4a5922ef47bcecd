/** D1 queries of abandonment: signals (abandon_signals, migration 0006) and the carts row (0005). */
import type { AbandonKind } from "../../app/lib/schemas/abandon";

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

/** Remembers the shopper's e-mail address on their cart row (when the cart exists). True when a row changed. */
export async function setCartEmail(db: D1Database, cartId: string, email: string): Promise<boolean> {
  const res = await db.prepare("UPDATE carts SET email = ?2 WHERE id = ?1 AND email IS NOT ?2").bind(cartId, email).run();
  return res.meta.changes > 0;
}

export interface AbandonedCart {
  id: string;
  email: string;
  item_count: number;
  grand_total: number;
  updated_at: number;
}

/**
 * Carts to remind: an e-mail address known, something in it, not ordered, not reminded yet, and idle
 * since idleBeforeS (its last write at or before that moment).
 */
export async function findAbandonedCarts(db: D1Database, idleBeforeS: number, limit: number): Promise<AbandonedCart[]> {
  const { results } = await db
    .prepare(
      `SELECT id, email, item_count, grand_total, updated_at FROM carts
        WHERE email IS NOT NULL AND email <> '' AND item_count > 0
          AND ordered_at IS NULL AND reminded_at IS NULL AND updated_at <= ?1
        ORDER BY updated_at LIMIT ?2`,
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
