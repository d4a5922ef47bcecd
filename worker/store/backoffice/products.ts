/**
 * The back office's product list and detail (docs/decisions/039). The list is ordered by title over the index
 * products_admin_title (migration 0035) and paged with a bounded offset: at most MAX_PAGE pages of PER_PAGE,
 * enough for 20 000 products and more.
 */
import type { BeheerProductDetail, BeheerProductList, BeheerProductRow, BeheerStockMovement, BeheerVariant } from "../../../app/lib/beheer/types/products";
import { priceWithReference, type PricePoint } from "../../domain/reference-price";
import { LOW_STOCK_SQL, RESERVED_SQL } from "./stock";

export const PRODUCTS_PER_PAGE = 50;
export const MAX_PAGE = 2000;

export interface ProductFilters {
  q?: string;
  categoryId?: number;
  brandId?: number;
  available?: boolean;
  lowStock?: boolean;
  page: number;
}

/** The WHERE clause of the list and its parameters. */
export function listWhere(f: ProductFilters): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const q = f.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/gu, (m) => `\\${m}`)}%`;
    params.push(like, q);
    const l = params.length - 1;
    const e = params.length;
    parts.push(`(p.title LIKE ?${l} ESCAPE '\\' OR p.sku LIKE ?${l} ESCAPE '\\' OR b.name LIKE ?${l} ESCAPE '\\' OR p.id IN (SELECT product_id FROM variants WHERE sku = ?${e} COLLATE NOCASE))`);
  }
  if (f.categoryId !== undefined) {
    params.push(f.categoryId);
    // Checked per row while the title index is read in order (the unary + keeps the planner off the
    // category indexes, which would need a sort of every match): a page stops after its 50 rows.
    parts.push(`(+p.main_category_id = ?${params.length} OR EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = ?${params.length} AND pc.product_id = p.id))`);
  }
  if (f.brandId !== undefined) {
    params.push(f.brandId);
    parts.push(`p.brand_id = ?${params.length}`);
  }
  if (f.available !== undefined) {
    params.push(f.available ? 1 : 0);
    parts.push(`p.available = ?${params.length}`);
  }
  if (f.lowStock) parts.push(`(${LOW_STOCK_SQL})`);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** The list's page query (for the query plan test too). */
export function listSql(where: string): string {
  return `SELECT p.id, p.sku, p.title, b.name AS brand, c.title AS category, p.price, p.available, p.low_stock_threshold,
                 (SELECT COALESCE(SUM(v.stock), 0) FROM variants v WHERE v.product_id = p.id) AS stock,
                 EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock <= p.low_stock_threshold) AS low
            FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.main_category_id
            ${where}
           ORDER BY p.title COLLATE NOCASE, p.id LIMIT ? OFFSET ?`;
}

interface ListRow {
  id: number;
  sku: string;
  title: string;
  brand: string;
  category: string;
  price: number;
  available: number;
  low_stock_threshold: number;
  stock: number;
  low: number;
}

export async function listProducts(db: D1Database, f: ProductFilters): Promise<BeheerProductList> {
  const { sql, params } = listWhere(f);
  const [rows, count, brands, categories] = await db.batch<unknown>([
    db.prepare(listSql(sql)).bind(...params, PRODUCTS_PER_PAGE, (f.page - 1) * PRODUCTS_PER_PAGE),
    db.prepare(`SELECT COUNT(*) AS n FROM products p JOIN brands b ON b.id = p.brand_id ${sql}`).bind(...params),
    db.prepare("SELECT id, name FROM brands ORDER BY name COLLATE NOCASE"),
    db.prepare("SELECT id, title, slug FROM categories ORDER BY slug"),
  ]);
  const items = (rows!.results as ListRow[]).map(
    (r): BeheerProductRow => ({ id: r.id, sku: r.sku, title: r.title, brand: r.brand, category: r.category, price: r.price, available: r.available === 1, stock: r.stock, low_stock: r.available === 1 && r.low === 1, low_stock_threshold: r.low_stock_threshold }),
  );
  return {
    items,
    total: (count!.results[0] as { n: number }).n,
    page: f.page,
    per_page: PRODUCTS_PER_PAGE,
    brands: brands!.results as BeheerProductList["brands"],
    categories: categories!.results as BeheerProductList["categories"],
  };
}

interface DetailRow {
  id: number;
  slug: string;
  sku: string;
  title: string;
  brand: string;
  type: string;
  description: string;
  specifications: string;
  delivery: string;
  available: number;
  low_stock_threshold: number;
  price: number;
  main_category_id: number;
}

/** One product as the back office shows it; null when it does not exist. */
export async function productDetail(db: D1Database, id: number, today: string): Promise<BeheerProductDetail | null> {
  const [product, cats, allCats, options, variants, images, history, movements] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT p.id, p.slug, p.sku, p.title, b.name AS brand, p.type, p.description, p.specifications, p.delivery, p.available,
                p.low_stock_threshold, p.price, p.main_category_id
           FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ?1`,
      )
      .bind(id),
    db.prepare("SELECT category_id FROM product_categories WHERE product_id = ?1 ORDER BY category_id").bind(id),
    db.prepare("SELECT id, title, slug FROM categories ORDER BY slug"),
    db
      .prepare(
        `SELECT o.title, json_group_array(v.title) AS vals FROM product_options o JOIN product_option_values v ON v.option_id = o.id
          WHERE o.product_id = ?1 GROUP BY o.id ORDER BY o.position`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT v.id, v.sku, v.price_delta, v.stock,
                (SELECT group_concat(ov.title, ', ') FROM json_each(v.option_value_ids) j JOIN product_option_values ov ON ov.id = j.value) AS label,
                ${RESERVED_SQL.replaceAll("?2", "v.id")} AS reserved
           FROM variants v WHERE v.product_id = ?1 ORDER BY v.id`,
      )
      .bind(id),
    db.prepare("SELECT src, alt FROM product_images WHERE product_id = ?1 ORDER BY position").bind(id),
    db.prepare("SELECT valid_from, price FROM price_history WHERE product_id = ?1 ORDER BY valid_from").bind(id),
    db
      .prepare(
        `SELECT m.id, v.sku AS variant_sku, m.staff_email, m.kind, m.quantity, m.reason, m.stock_before, m.stock_after, m.reserved, m.created_at
           FROM stock_movements m JOIN variants v ON v.id = m.variant_id WHERE m.product_id = ?1 ORDER BY m.id DESC LIMIT 50`,
      )
      .bind(id),
  ]);
  const p = product!.results[0] as DetailRow | undefined;
  if (!p) return null;
  const points = (history!.results as { valid_from: string; price: number }[]).map((h): PricePoint => ({ validFrom: h.valid_from, price: h.price }));
  return {
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    title: p.title,
    brand: p.brand,
    type: p.type,
    description: p.description,
    specifications: JSON.parse(p.specifications) as { label: string; value: string }[],
    delivery: p.delivery,
    available: p.available === 1,
    low_stock_threshold: p.low_stock_threshold,
    price: priceWithReference(points, today) ?? { price: p.price, price_old: null },
    main_category_id: p.main_category_id,
    category_ids: (cats!.results as { category_id: number }[]).map((c) => c.category_id),
    categories: allCats!.results as BeheerProductDetail["categories"],
    options: (options!.results as { title: string; vals: string }[]).map((o) => ({ title: o.title, values: JSON.parse(o.vals) as string[] })),
    variants: (variants!.results as (Omit<BeheerVariant, "label"> & { label: string | null })[]).map((v) => ({ ...v, label: v.label ?? v.sku })),
    images: images!.results as BeheerProductDetail["images"],
    movements: movements!.results as BeheerStockMovement[],
  };
}

/** The product's price history (for the price preview). */
export async function priceHistory(db: D1Database, id: number): Promise<PricePoint[]> {
  const { results } = await db.prepare("SELECT valid_from, price FROM price_history WHERE product_id = ?1 ORDER BY valid_from").bind(id).all<{ valid_from: string; price: number }>();
  return results.map((h) => ({ validFrom: h.valid_from, price: h.price }));
}

/** What shoppers will see when the price becomes `price` today: the history with today's row set to it. */
export function previewPrice(history: readonly PricePoint[], price: number, today: string): { price: number; price_old: number | null } {
  const next = [...history.filter((h) => h.validFrom !== today), { validFrom: today, price }];
  return priceWithReference(next, today) ?? { price, price_old: null };
}
