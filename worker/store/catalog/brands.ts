/** D1 queries of brands. */

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
  description: string;
}

/** Every brand with its product count, by name. */
export async function brandsWithCounts(db: D1Database) {
  const rows = await db
    .prepare(
      `SELECT b.slug, b.name, b.description, COUNT(p.id) AS products
         FROM brands b LEFT JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY b.name`,
    )
    .all<{ slug: string; name: string; description: string; products: number }>();
  return rows.results;
}

export async function brandBySlug(db: D1Database, slug: string): Promise<BrandRow | null> {
  return db.prepare("SELECT id, slug, name, description FROM brands WHERE slug = ?1").bind(slug).first<BrandRow>();
}

/** A brand's products, most popular first. */
export async function brandProductIds(db: D1Database, brandId: number): Promise<number[]> {
  const rows = await db.prepare("SELECT id FROM products WHERE brand_id = ?1 ORDER BY popularity DESC, id").bind(brandId).all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

/** Slug and name of every brand, by name. */
export async function brandNames(db: D1Database): Promise<{ slug: string; name: string }[]> {
  return (await db.prepare("SELECT slug, name FROM brands ORDER BY name").all<{ slug: string; name: string }>()).results;
}
