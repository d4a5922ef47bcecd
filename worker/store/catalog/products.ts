/** D1 queries of products: tiles, price histories, the product page and lists of product ids. Prices in cents. */
import type { ProductTile } from "../../../app/lib/api/types/catalog";
import { variantPrice } from "../../domain/pricing";
import type { PricePoint } from "../../domain/reference-price";

export interface TileRow {
  id: number;
  slug: string;
  title: string;
  brand: string;
  available: number;
  stock: number;
  price: number;
  rating_avg: number;
  rating_count: number;
  delivery: string;
}

/** The tile shape is the API contract the storefront reads (app/lib/api/types/catalog.ts). */
export type { ProductTile };

type HistoryRow = { product_id: number; valid_from: string; price: number };

function priceHistoryStatement(db: D1Database, idsJson: string): D1PreparedStatement {
  return db
    .prepare(`SELECT product_id, valid_from, price FROM price_history WHERE product_id IN (SELECT value FROM json_each(?1)) ORDER BY valid_from`)
    .bind(idsJson);
}

function historiesOf(rows: HistoryRow[]): Map<number, PricePoint[]> {
  const out = new Map<number, PricePoint[]>();
  for (const r of rows) {
    const list = out.get(r.product_id) ?? [];
    list.push({ validFrom: r.valid_from, price: r.price });
    out.set(r.product_id, list);
  }
  return out;
}

/** Price history of many products at once. */
export async function priceHistories(db: D1Database, ids: number[]): Promise<Map<number, PricePoint[]>> {
  if (ids.length === 0) return new Map();
  return historiesOf((await priceHistoryStatement(db, JSON.stringify(ids)).all<HistoryRow>()).results);
}

export function todayIso(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Tiles for product ids, in the given order. */
export async function productTiles(db: D1Database, ids: number[], today = todayIso()): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const json = JSON.stringify(ids);
  // One round trip for rows, images and price histories.
  const [rowsResult, imagesResult, historyResult] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.slug, p.title, b.name AS brand, p.available, p.stock, p.price, p.rating_avg, p.rating_count, p.delivery
           FROM products p JOIN brands b ON b.id = p.brand_id
          WHERE p.id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(json),
    db
      .prepare(
        `SELECT product_id, src, width, height, alt FROM product_images
          WHERE product_id IN (SELECT value FROM json_each(?1)) AND position <= 2 ORDER BY product_id, position`,
      )
      .bind(json),
    priceHistoryStatement(db, json),
  ]);
  const rows = { results: rowsResult!.results as TileRow[] };
  const images = { results: imagesResult!.results as { product_id: number; src: string; width: number; height: number; alt: string }[] };
  const histories = historiesOf(historyResult!.results as HistoryRow[]);
  const imagesBy = new Map<number, ProductTile["images"]>();
  for (const img of images.results) {
    const list = imagesBy.get(img.product_id) ?? [];
    list.push({ src: img.src, width: img.width, height: img.height, alt: img.alt });
    imagesBy.set(img.product_id, list);
  }
  const byId = new Map(rows.results.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { price, price_old } = variantPrice(histories.get(id) ?? [], r.price, 0, today);
    return [
      {
        id: r.id,
        slug: r.slug,
        url: `/${r.slug}.html`,
        title: r.title,
        brand: r.brand,
        available: r.available === 1,
        overlay: r.available === 1 ? null : "Niet leverbaar",
        images: imagesBy.get(id) ?? [],
        price: { price, price_old, price_incl: price, currency: "EUR" as const },
        rating: { average: Math.round(r.rating_avg * 10) / 10, count: r.rating_count },
        delivery: r.delivery,
      },
    ];
  });
}

export interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  title: string;
  type: string;
  brand_name: string;
  brand_slug: string;
  main_category_slug: string;
  main_category_title: string;
  main_category_id: number;
  description: string;
  specifications: string;
  delivery: string;
  color_title: string;
  color_hex: string;
  price: number;
  stock: number;
  available: number;
  rating_avg: number;
  rating_count: number;
}

export async function productBySlugOrId(db: D1Database, key: string): Promise<ProductRow | null> {
  const byId = /^\d{1,10}$/u.test(key);
  return db
    .prepare(
      `SELECT p.id, p.slug, p.sku, p.title, p.type, b.name AS brand_name, b.slug AS brand_slug,
              c.slug AS main_category_slug, c.title AS main_category_title, c.id AS main_category_id,
              p.description, p.specifications, p.delivery, p.color_title, p.color_hex, p.price, p.stock, p.available,
              p.rating_avg, p.rating_count
         FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.main_category_id
        WHERE ${byId ? "p.id = ?1" : "p.slug = ?1"}`,
    )
    .bind(byId ? Number(key) : key)
    .first<ProductRow>();
}

export async function productDetails(db: D1Database, productId: number) {
  const [images, options, values, variants] = await db.batch([
    db.prepare("SELECT src, width, height, alt FROM product_images WHERE product_id = ?1 ORDER BY position").bind(productId),
    db.prepare("SELECT id, code, title FROM product_options WHERE product_id = ?1 ORDER BY position").bind(productId),
    db
      .prepare(
        `SELECT v.id, v.option_id, v.title FROM product_option_values v JOIN product_options o ON o.id = v.option_id
          WHERE o.product_id = ?1 ORDER BY v.option_id, v.position`,
      )
      .bind(productId),
    db.prepare("SELECT id, sku, option_value_ids, price_delta, stock FROM variants WHERE product_id = ?1 ORDER BY price_delta, id").bind(productId),
  ]);
  return {
    images: images!.results as { src: string; width: number; height: number; alt: string }[],
    options: options!.results as { id: number; code: string; title: string }[],
    values: values!.results as { id: number; option_id: number; title: string }[],
    variants: variants!.results as { id: number; sku: string; option_value_ids: string; price_delta: number; stock: number }[],
  };
}

const idsOf = (rows: { results: { id: number }[] }) => rows.results.map((r) => r.id);

/** The most popular available products. */
export async function popularProductIds(db: D1Database, limit: number): Promise<number[]> {
  return idsOf(await db.prepare("SELECT id FROM products WHERE available = 1 ORDER BY popularity DESC, id LIMIT ?1").bind(limit).all<{ id: number }>());
}

/** Related products: same main category, nearby price, available; null when the product does not exist. */
export async function relatedProductIds(db: D1Database, productId: number, limit: number): Promise<number[] | null> {
  const product = await db.prepare("SELECT id, main_category_id, price FROM products WHERE id = ?1").bind(productId).first<{ id: number; main_category_id: number; price: number }>();
  if (!product) return null;
  return idsOf(
    await db
      .prepare(
        `SELECT id FROM products WHERE main_category_id = ?1 AND id != ?2 AND available = 1
          ORDER BY ABS(price - ?3) * 1.0 / ?3 + (1.0 / (1 + popularity)) LIMIT ?4`,
      )
      .bind(product.main_category_id, product.id, product.price, limit)
      .all<{ id: number }>(),
  );
}
