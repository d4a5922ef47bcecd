/** D1 queries of products: tiles (with their price histories), related products and lists of product ids. Prices in cents. */
import type { ProductTile } from "../../../app/lib/api/types/catalog";
import { variantPrice } from "../../domain/pricing";
import type { PricePoint } from "../../domain/reference-price";
import { tileImageSrc } from "../../../app/lib/product-image-src";
import type { BatchQueries } from "./batch-queries";

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

function historiesOf(rows: HistoryRow[]): Map<number, PricePoint[]> {
  const out = new Map<number, PricePoint[]>();
  for (const r of rows) {
    const list = out.get(r.product_id) ?? [];
    list.push({ validFrom: r.valid_from, price: r.price });
    out.set(r.product_id, list);
  }
  return out;
}

export function todayIso(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The three reads of tiles (rows, first images, price histories) for the products an id subquery names,
 * e.g. "SELECT value FROM json_each(?1)"; they go into one batch together.
 */
function tileStatements(db: D1Database, idsSql: string, binds: unknown[]): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT p.id, p.slug, p.title, b.name AS brand, p.available, p.stock, p.price, p.rating_avg, p.rating_count, p.delivery
           FROM products p JOIN brands b ON b.id = p.brand_id
          WHERE p.id IN (${idsSql})`,
      )
      .bind(...binds),
    db
      .prepare(
        `SELECT product_id, src, width, height, alt FROM shop_product_images
          WHERE product_id IN (${idsSql}) AND position <= 2 ORDER BY product_id, position`,
      )
      .bind(...binds),
    db.prepare(`SELECT product_id, valid_from, price FROM price_history WHERE product_id IN (${idsSql}) ORDER BY valid_from`).bind(...binds),
  ];
}

/** Tiles in the order of `ids` from the results of tileStatements. */
function tilesOf(ids: number[], [rowsResult, imagesResult, historyResult]: D1Result[], today: string): ProductTile[] {
  const rows = rowsResult!.results as TileRow[];
  const images = imagesResult!.results as { product_id: number; src: string; width: number; height: number; alt: string }[];
  const histories = historiesOf(historyResult!.results as HistoryRow[]);
  const imagesBy = new Map<number, ProductTile["images"]>();
  for (const img of images) {
    const list = imagesBy.get(img.product_id) ?? [];
    list.push({ src: tileImageSrc(img.src), width: img.width, height: img.height, alt: img.alt });
    imagesBy.set(img.product_id, list);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
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

/** Tiles for product ids, in the given order: one round trip for rows, images and price histories. */
export async function productTiles(db: D1Database, ids: number[], today = todayIso()): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const q = tileQueries(db, ids, today);
  return q.read(await db.batch(q.statements));
}

/** The reads of tiles, for a batch (alone or with more reads), and how to read their results. */
export type TileQueries = BatchQueries<ProductTile[]>;

/** productTiles' statements and their reading (tiles in the order of `ids`). */
export function tileQueries(db: D1Database, ids: number[], today = todayIso()): TileQueries {
  return { statements: tileStatements(db, "SELECT value FROM json_each(?1)", [JSON.stringify(ids)]), read: (results) => tilesOf(ids, results, today) };
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

const idsOf = (rows: { results: { id: number }[] }) => rows.results.map((r) => r.id);

/** The most popular available products. */
export async function popularProductIds(db: D1Database, limit: number): Promise<number[]> {
  return idsOf(await db.prepare("SELECT id FROM products WHERE available = 1 ORDER BY popularity DESC, id LIMIT ?1").bind(limit).all<{ id: number }>());
}

/**
 * Related products: same main category, nearby price, available (at most `limit`), as tiles; null when the
 * product does not exist. One round trip: the ids and their tiles' reads in one batch, each statement with
 * the same related-ids subquery (a batch is one transaction, so they all see the same rows).
 */
export async function relatedProductTiles(db: D1Database, productId: number, limit: number, today = todayIso()): Promise<ProductTile[] | null> {
  const related = `SELECT r.id FROM products p JOIN products r ON r.main_category_id = p.main_category_id
     WHERE p.id = ?1 AND r.id != p.id AND r.available = 1
     ORDER BY ABS(r.price - p.price) * 1.0 / p.price + (1.0 / (1 + r.popularity)) LIMIT ?2`;
  const [exists, ids, ...tiles] = await db.batch([
    db.prepare("SELECT id FROM products WHERE id = ?1").bind(productId),
    db.prepare(related).bind(productId, limit),
    ...tileStatements(db, related, [productId, limit]),
  ]);
  if (exists!.results.length === 0) return null;
  return tilesOf(idsOf(ids as D1Result<{ id: number }>), tiles, today);
}
