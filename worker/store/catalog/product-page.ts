/**
 * The product page's D1 read: the product row, its images, options, option values, variants, price history
 * and the category chain of its main category, by slug or id, in ONE round trip (a batch whose statements
 * find the product themselves), instead of three or four reads in a row (docs/decisions/023).
 */
import type { PricePoint } from "../../domain/reference-price";
import type { CategoryRow } from "./categories";
import type { ProductRow } from "./products";
import { withSrcSet } from "../../../app/lib/product-image-src";

export interface ProductDetails {
  images: { src: string; width: number; height: number; alt: string; srcset?: string }[];
  options: { id: number; code: string; title: string }[];
  values: { id: number; option_id: number; title: string }[];
  variants: { id: number; sku: string; option_value_ids: string; price_delta: number; stock: number }[];
}

export interface ProductPageRows {
  product: ProductRow;
  details: ProductDetails;
  /** Price history of the product, oldest first. */
  history: PricePoint[];
  /** The main category's chain from the top category down to it (the breadcrumbs). */
  chain: CategoryRow[];
}

const PRODUCT_SQL = `SELECT p.id, p.slug, p.sku, p.title, p.type, b.name AS brand_name, b.slug AS brand_slug,
        c.slug AS main_category_slug, c.title AS main_category_title, c.id AS main_category_id,
        p.description, p.specifications, p.delivery, p.color_title, p.color_hex, p.price, p.stock, p.available,
        p.rating_avg, p.rating_count
   FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.main_category_id
  WHERE p.id = %ID`;

/**
 * The chain from the top down to the main category: a recursive CTE over parent_id (at most eight levels
 * above the category, as categoryChain reads it for category pages).
 */
const CHAIN_SQL = `WITH RECURSIVE up(id, depth) AS (
     SELECT main_category_id, 0 FROM products WHERE id = %ID
     UNION ALL
     SELECT c.parent_id, up.depth + 1 FROM up JOIN categories c ON c.id = up.id
      WHERE c.parent_id IS NOT NULL AND up.depth < 8
   )
   SELECT c.* FROM up JOIN categories c ON c.id = up.id ORDER BY up.depth DESC`;

const DETAIL_SQL = [
  "SELECT src, width, height, alt FROM shop_product_images WHERE product_id = %ID ORDER BY position",
  "SELECT id, code, title FROM product_options WHERE product_id = %ID ORDER BY position",
  `SELECT v.id, v.option_id, v.title FROM product_option_values v JOIN product_options o ON o.id = v.option_id
    WHERE o.product_id = %ID ORDER BY v.option_id, v.position`,
  "SELECT id, sku, option_value_ids, price_delta, stock FROM variants WHERE product_id = %ID ORDER BY price_delta, id",
  "SELECT valid_from, price FROM price_history WHERE product_id = %ID ORDER BY valid_from",
];

/** The product page's rows by slug or id (an id is 1-10 digits); null when there is no such product. */
export async function productPageRows(db: D1Database, key: string): Promise<ProductPageRows | null> {
  const byId = /^\d{1,10}$/u.test(key);
  // Every statement finds the product by itself: by id directly, by slug through the unique slug index.
  const id = byId ? "?1" : "(SELECT id FROM products WHERE slug = ?1)";
  const bound = byId ? Number(key) : key;
  const stmt = (sql: string) => db.prepare(sql.replaceAll("%ID", id)).bind(bound);
  const [productRes, imagesRes, optionsRes, valuesRes, variantsRes, historyRes, chainRes] = await db.batch([
    stmt(PRODUCT_SQL),
    ...DETAIL_SQL.map(stmt),
    stmt(CHAIN_SQL),
  ]);
  const product = (productRes!.results as ProductRow[])[0];
  if (!product) return null;
  return {
    product,
    details: {
      images: withSrcSet(imagesRes!.results as ProductDetails["images"]),
      options: optionsRes!.results as ProductDetails["options"],
      values: valuesRes!.results as ProductDetails["values"],
      variants: variantsRes!.results as ProductDetails["variants"],
    },
    history: (historyRes!.results as { valid_from: string; price: number }[]).map((r) => ({ validFrom: r.valid_from, price: r.price })),
    chain: chainRes!.results as CategoryRow[],
  };
}
