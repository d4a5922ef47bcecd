/**
 * The Merchant Center feed's reads (docs/decisions/041): products in id order, a page at a time (keyset on
 * the id), each page one D1 batch of products, variants with their option values, and price history.
 */
import type { PricePoint } from "../domain/pricing";

export interface FeedProductRow {
  id: number;
  sku: string;
  slug: string;
  title: string;
  description: string;
  type: string;
  price: number;
  available: number;
  brand: string;
  image: string | null;
}

export interface FeedVariantRow {
  product_id: number;
  id: number;
  sku: string;
  price_delta: number;
  stock: number;
  gtin: string | null;
  /** JSON array of the option values' titles in option order. */
  options: string;
}

export interface FeedPage {
  products: FeedProductRow[];
  variants: FeedVariantRow[];
  history: Map<number, PricePoint[]>;
}

export async function feedPage(db: D1Database, afterId: number, limit: number): Promise<FeedPage> {
  const ids = `SELECT id FROM products WHERE id > ?1 ORDER BY id LIMIT ?2`;
  const [products, variants, history] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.sku, p.slug, p.title, p.description, p.type, p.price, p.available, b.name AS brand,
                (SELECT i.src FROM shop_product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
           FROM products p JOIN brands b ON b.id = p.brand_id
          WHERE p.id IN (${ids}) ORDER BY p.id`,
      )
      .bind(afterId, limit),
    db
      .prepare(
        `SELECT v.product_id, v.id, v.sku, v.price_delta, v.stock, v.gtin,
                (SELECT json_group_array(x.title) FROM (
                   SELECT ov.title FROM json_each(v.option_value_ids) j
                     JOIN product_option_values ov ON ov.id = j.value JOIN product_options o ON o.id = ov.option_id
                    ORDER BY o.position) x) AS options
           FROM variants v WHERE v.product_id IN (${ids}) ORDER BY v.product_id, v.price_delta, v.id`,
      )
      .bind(afterId, limit),
    db.prepare(`SELECT product_id, valid_from, price FROM price_history WHERE product_id IN (${ids}) ORDER BY valid_from`).bind(afterId, limit),
  ]);
  const byProduct = new Map<number, PricePoint[]>();
  for (const h of history!.results as { product_id: number; valid_from: string; price: number }[]) {
    const list = byProduct.get(h.product_id) ?? [];
    list.push({ validFrom: h.valid_from, price: h.price });
    byProduct.set(h.product_id, list);
  }
  return { products: products!.results as FeedProductRow[], variants: variants!.results as FeedVariantRow[], history: byProduct };
}
