/** D1 query of every public URL's slug, for /sitemap.xml. */

export interface SitemapSlugs {
  categories: string[];
  products: string[];
  brands: string[];
  /** content keys, e.g. "service:retourneren", "blog:slaaptips" */
  contentKeys: string[];
}

export async function sitemapSlugs(db: D1Database): Promise<SitemapSlugs> {
  const [categories, products, brands, pages] = await db.batch([
    db.prepare("SELECT slug FROM categories ORDER BY position, id"),
    db.prepare("SELECT slug FROM products ORDER BY id"),
    db.prepare("SELECT slug FROM brands ORDER BY slug"),
    db.prepare("SELECT key FROM content WHERE key LIKE 'service:%' OR key LIKE 'blog:%' ORDER BY key"),
  ]);
  const slugs = (r: D1Result | undefined) => (r!.results as { slug: string }[]).map((x) => x.slug);
  return {
    categories: slugs(categories),
    products: slugs(products),
    brands: slugs(brands),
    contentKeys: (pages!.results as { key: string }[]).map((r) => r.key),
  };
}
