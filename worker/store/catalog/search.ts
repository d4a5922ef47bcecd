/** D1 queries of search: full-text matches and suggestions while typing. */

/** Product ids matching an FTS5 expression, best first (bm25, title weighted highest). */
export async function searchIds(db: D1Database, match: string, limit: number): Promise<number[]> {
  const rows = await db
    .prepare("SELECT rowid AS id FROM products_fts WHERE products_fts MATCH ?1 ORDER BY bm25(products_fts, 10.0, 4.0, 2.0, 1.0) LIMIT ?2")
    .bind(match, limit)
    .all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

const SUGGESTED_PRODUCTS = 6;

/**
 * Suggestions while typing: products whose title matches, most popular first (suggest_fts, rowid =
 * popularity rank: no ranking pass, so a broad prefix like 'matr' costs as little as a rare word); when
 * fewer than six titles match, the rest come from the full index (brand, categories, terms) by relevance.
 * Categories and brands match by name.
 */
export async function searchSuggestions(db: D1Database, match: string, likeTerm: string) {
  const [titled, categories, brands] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.slug, p.title, p.price
           FROM (SELECT rowid AS rank, product_id FROM suggest_fts WHERE suggest_fts MATCH ?1 ORDER BY rowid LIMIT ${SUGGESTED_PRODUCTS}) s
           JOIN products p ON p.id = s.product_id
          ORDER BY s.rank`,
      )
      .bind(match),
    db.prepare("SELECT slug, title FROM categories WHERE title LIKE ?1 ESCAPE '\\' ORDER BY length(slug) LIMIT 4").bind(likeTerm),
    db.prepare("SELECT slug, name FROM brands WHERE name LIKE ?1 ESCAPE '\\' ORDER BY name LIMIT 3").bind(likeTerm),
  ]);
  type Suggested = { id: number; slug: string; title: string; price: number };
  const products = titled!.results as Suggested[];
  if (products.length < SUGGESTED_PRODUCTS) {
    const more = await db
      .prepare(
        `SELECT p.id, p.slug, p.title, p.price
           FROM (SELECT rowid AS id, bm25(products_fts, 10.0, 4.0, 2.0, 1.0) AS score FROM products_fts
                  WHERE products_fts MATCH ?1 ORDER BY score LIMIT ${SUGGESTED_PRODUCTS * 2}) m
           JOIN products p ON p.id = m.id
          ORDER BY m.score, p.popularity DESC`,
      )
      .bind(match)
      .all<Suggested>();
    const seen = new Set(products.map((p) => p.id));
    for (const p of more.results) {
      if (products.length >= SUGGESTED_PRODUCTS) break;
      if (!seen.has(p.id)) products.push(p);
    }
  }
  return {
    products,
    categories: categories!.results as { slug: string; title: string }[],
    brands: brands!.results as { slug: string; name: string }[],
  };
}
