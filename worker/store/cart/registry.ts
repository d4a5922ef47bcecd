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
