/** The carts registry (migration 0005): one row per cart, upserted at every cart write (one statement). */

export interface CartRegistryRow {
  id: string;
  /** The stored id of the shopper's session (sessions.id), when there is one: its customer owns the cart. */
  sessionKey: string | null;
  itemCount: number;
  grandTotal: number;
  nowS: number;
}

export function upsertCartRow(db: D1Database, row: CartRegistryRow): Promise<D1Result> {
  return db
    .prepare(
      `INSERT INTO carts (id, customer_id, item_count, grand_total, created_at, updated_at)
       VALUES (?1, (SELECT customer_id FROM sessions WHERE id = ?2 AND expires_at > ?5), ?3, ?4, ?5, ?5)
       ON CONFLICT (id) DO UPDATE SET customer_id = COALESCE(excluded.customer_id, carts.customer_id),
         item_count = excluded.item_count, grand_total = excluded.grand_total, updated_at = excluded.updated_at`,
    )
    .bind(row.id, row.sessionKey, row.itemCount, row.grandTotal, row.nowS)
    .run();
}

export interface CartOwnerRow {
  id: string;
  customer_id: number | null;
  ordered_at: number | null;
}

export function findCartRow(db: D1Database, id: string): Promise<CartOwnerRow | null> {
  return db.prepare("SELECT id, customer_id, ordered_at FROM carts WHERE id = ?1").bind(id).first<CartOwnerRow>();
}

/** The customer's most recently changed cart that was not ordered (their cart on any device). */
export async function latestOpenCart(db: D1Database, customerId: number): Promise<string | null> {
  const row = await db
    .prepare("SELECT id FROM carts WHERE customer_id = ?1 AND ordered_at IS NULL ORDER BY updated_at DESC, created_at DESC LIMIT 1")
    .bind(customerId)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/** A guest cart becomes the customer's (only when no one owns it yet). */
export function claimCart(db: D1Database, id: string, customerId: number): Promise<D1Result> {
  return db.prepare("UPDATE carts SET customer_id = ?2 WHERE id = ?1 AND customer_id IS NULL").bind(id, customerId).run();
}

/** Forgets an emptied cart (its lines were merged into another one). */
export function removeCartRow(db: D1Database, id: string): Promise<D1Result> {
  return db.prepare("DELETE FROM carts WHERE id = ?1 AND ordered_at IS NULL").bind(id).run();
}
