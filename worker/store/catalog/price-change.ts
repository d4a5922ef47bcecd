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

/**
 * Many products' price changes at once (the catalogue import, docs/decisions/040): the same two writes as
 * `priceChangeStatements`, set-based over a JSON list so a file of 20 000 products stays a handful of
 * statements in its one batch. Parts of at most `maxJsonChars` characters keep each bound value under D1's 2 MB.
 */
export function priceChangesStatements(
  db: D1Database,
  changes: readonly { productId: number; priceCents: number }[],
  today: string,
  maxJsonChars = 600_000,
): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  let part: [number, number][] = [];
  let size = 0;
  const flush = () => {
    if (part.length === 0) return;
    const list = JSON.stringify(part);
    out.push(
      db
        .prepare(
          `INSERT INTO price_history (product_id, valid_from, price) SELECT j.value ->> '$[0]', ?2, j.value ->> '$[1]' FROM json_each(?1) j WHERE true
           ON CONFLICT (product_id, valid_from) DO UPDATE SET price = excluded.price`,
        )
        .bind(list, today),
      db.prepare("UPDATE products SET price = j.value ->> '$[1]' FROM json_each(?1) j WHERE products.id = j.value ->> '$[0]'").bind(list),
    );
    part = [];
    size = 0;
  };
  for (const { productId, priceCents } of changes) {
    if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new RangeError(`price must be a positive whole number of cents, got ${priceCents}`);
    part.push([productId, priceCents]);
    size += 24;
    if (size >= maxJsonChars) flush();
  }
  flush();
  return out;
}
