/**
 * After a committed change of products (price, stock, texts, availability, images, categories, rating), the
 * next request for a page that shows them gets them as they are now: the product page, its categories' pages
 * (every filter and page of them, their ancestors' too) and the search suggestions. It renews the catalogue
 * versions those pages' cache keys carry (worker/edge/catalog-version.ts, docs/decisions/039): the page
 * cache, the KV response cache and the render memo then miss and render from D1.
 *
 * Callers await it after their D1 batch succeeded and before answering. It never throws: the change is
 * already stored, and a version that could not be written is logged (the copies then expire on their own,
 * docs/caching.md).
 */
import type { Env } from "../env";
import { createLogger } from "../http/log";
import { SUGGESTIONS_SCOPE, WHOLE_CATALOGUE, categoryScope, productScope, renewCatalogVersions } from "./catalog-version";

/** More products than this in one change renew the whole catalogue's version (one KV write, not thousands). */
export const WHOLE_CATALOGUE_FROM = 100;

/** The slugs of the products and of their categories with every ancestor. */
async function scopesOf(db: D1Database, ids: readonly number[]): Promise<string[]> {
  const list = JSON.stringify(ids);
  const [products, categories] = await db.batch<{ id?: number; slug: string }>([
    db.prepare("SELECT id, slug FROM products WHERE id IN (SELECT value FROM json_each(?1))").bind(list),
    db
      .prepare(
        `WITH RECURSIVE own(id) AS (
           SELECT main_category_id FROM products WHERE id IN (SELECT value FROM json_each(?1))
           UNION SELECT category_id FROM product_categories WHERE product_id IN (SELECT value FROM json_each(?1))
           UNION SELECT c.parent_id FROM categories c JOIN own ON c.id = own.id WHERE c.parent_id IS NOT NULL
         )
         SELECT slug FROM categories WHERE id IN (SELECT id FROM own)`,
      )
      .bind(list),
  ]);
  return [
    ...ids.map((id) => productScope(id)),
    ...products!.results.map((p) => productScope(p.slug)),
    ...categories!.results.map((c) => categoryScope(c.slug)),
  ];
}

export async function catalogChanged(env: Env, change: { productIds: readonly number[] }): Promise<void> {
  const ids = [...new Set(change.productIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return;
  try {
    const scopes = ids.length > WHOLE_CATALOGUE_FROM ? [WHOLE_CATALOGUE] : [...(await scopesOf(env.DB, ids)), SUGGESTIONS_SCOPE];
    await renewCatalogVersions(env.CACHE, scopes);
  } catch (err) {
    createLogger().warn("catalogue change not passed on to the caches", { products: ids.length, error: String(err) });
  }
}
