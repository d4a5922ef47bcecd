/**
 * A product's price change: `products.price` and the `price_history` row of the day it takes effect, as
 * statements for ONE D1 batch, so the struck-through `price_old` (the lowest price of the 30 days before,
 * worker/domain/reference-price.ts) is right by construction for every writer: the back office's price
 * form and the catalogue import both go through here. A second change on the same day replaces that
 * day's row: the price in effect that day is the last one set.
 */
export function priceChangeStatements(db: D1Database, productId: number, priceCents: number, today: string): D1PreparedStatement[] {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new RangeError(`price must be a positive whole number of cents, got ${priceCents}`);
  return [
    db
      .prepare("INSERT INTO price_history (product_id, valid_from, price) VALUES (?1, ?2, ?3) ON CONFLICT (product_id, valid_from) DO UPDATE SET price = excluded.price")
      .bind(productId, today, priceCents),
    db.prepare("UPDATE products SET price = ?2 WHERE id = ?1").bind(productId, priceCents),
  ];
}
