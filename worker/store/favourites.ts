/**
 * Favourites of a customer (table customer_favourites, migration 0007). Only ids of products that exist
 * are kept; unknown ids are dropped silently. Lists are newest first.
 */

export async function listFavourites(db: D1Database, customerId: number): Promise<number[]> {
  const { results } = await db
    .prepare("SELECT product_id FROM customer_favourites WHERE customer_id = ?1 ORDER BY created_at DESC, rowid DESC")
    .bind(customerId)
    .all<{ product_id: number }>();
  return results.map((r) => r.product_id);
}

/** Adds the known products of `ids` (already kept ones keep their place). `ids` newest first. */
function insertStatement(db: D1Database, customerId: number, ids: readonly number[], nowS: number): D1PreparedStatement {
  // Inserted oldest first, so that the newest id gets the highest rowid (the order of a list read).
  return db
    .prepare(
      `INSERT INTO customer_favourites (customer_id, product_id, created_at)
       SELECT ?1, p.id, ?3 FROM json_each(?2) j JOIN products p ON p.id = j.value
        WHERE true ORDER BY j.key DESC
       ON CONFLICT (customer_id, product_id) DO NOTHING`,
    )
    .bind(customerId, JSON.stringify(ids), nowS);
}

/** Union of the stored list and `ids` (the browser's list at login); answers the list. */
export async function mergeFavourites(db: D1Database, customerId: number, ids: readonly number[], nowS: number): Promise<number[]> {
  if (ids.length > 0) await insertStatement(db, customerId, ids, nowS).run();
  return listFavourites(db, customerId);
}

/** Replaces the stored list with `ids` (a toggle mirrored from the browser); answers the list. */
export async function replaceFavourites(db: D1Database, customerId: number, ids: readonly number[], nowS: number): Promise<number[]> {
  await db.batch([
    db
      .prepare("DELETE FROM customer_favourites WHERE customer_id = ?1 AND product_id NOT IN (SELECT value FROM json_each(?2))")
      .bind(customerId, JSON.stringify(ids)),
    insertStatement(db, customerId, ids, nowS),
  ]);
  return listFavourites(db, customerId);
}
