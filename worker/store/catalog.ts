/** D1 queries of the catalogue (issue 3). Prices in cents. */
import type { CategoryKind, ProductTile } from "../../app/lib/api/types/catalog";
import type { CountdownKind } from "../../app/lib/countdown";
import type { Selection } from "../../app/lib/filters";
import { priceWithReference, type PricePoint } from "../domain/reference-price";

export interface CategoryRow {
  id: number;
  slug: string;
  title: string;
  sub_title: string | null;
  parent_id: number | null;
  kind: CategoryKind;
  filter_count: number;
  countdown: CountdownKind | null;
  promo_banner: number;
  content: string;
  position: number;
}

export async function categoryBySlug(db: D1Database, slug: string): Promise<CategoryRow | null> {
  return db.prepare("SELECT * FROM categories WHERE slug = ?1").bind(slug).first<CategoryRow>();
}

export async function allCategories(db: D1Database): Promise<CategoryRow[]> {
  return (await db.prepare("SELECT * FROM categories ORDER BY position, id").all<CategoryRow>()).results;
}

/** The breadcrumb chain from the root to this category: one query (a recursive CTE over parent_id). */
export async function categoryChain(db: D1Database, category: CategoryRow): Promise<CategoryRow[]> {
  if (category.parent_id === null) return [category];
  const { results } = await db
    .prepare(
      `WITH RECURSIVE up(id, depth) AS (
         SELECT ?1, 1
         UNION ALL
         SELECT c.parent_id, up.depth + 1 FROM up JOIN categories c ON c.id = up.id
          WHERE c.parent_id IS NOT NULL AND up.depth < 8
       )
       SELECT c.* FROM up JOIN categories c ON c.id = up.id ORDER BY up.depth DESC`,
    )
    .bind(category.parent_id)
    .all<CategoryRow>();
  return [...results, category];
}

/**
 * Where-clause pieces that restrict a product set to a selection, leaving out one filter key. `idCol` names
 * the product id column; a price selection always reads p.price (the caller joins products then).
 */
function selectionWhere(sel: Selection, except: string | null, params: unknown[], idCol = "p.id"): string {
  const parts: string[] = [];
  for (const [key, values] of Object.entries(sel.filters)) {
    if (key === except || values.length === 0) continue;
    params.push(key);
    const keyIdx = params.length;
    const placeholders = values.map((v) => {
      params.push(v);
      return `?${params.length}`;
    });
    parts.push(
      `${idCol} IN (SELECT product_id FROM product_attributes WHERE code = ?${keyIdx} AND value_slug IN (${placeholders.join(", ")}))`,
    );
  }
  if (sel.price && except !== "ae-prijs") {
    params.push(sel.price.min * 100, sel.price.max * 100);
    parts.push(`p.price BETWEEN ?${params.length - 1} AND ?${params.length}`);
  }
  return parts.length ? ` AND ${parts.join(" AND ")}` : "";
}

const ORDER_BY: Record<Selection["sort"], string> = {
  populariteit: "p.popularity DESC, p.id ASC",
  "prijs-oplopend": "p.price ASC, p.id ASC",
  "prijs-aflopend": "p.price DESC, p.id ASC",
  nieuwste: "p.created_at DESC, p.id ASC",
  beoordeling: "p.rating_avg DESC, p.rating_count DESC, p.id ASC",
};

export interface FacetCount {
  code: string;
  value_slug: string;
  value_title: string;
  count: number;
}

export interface ListingResult {
  ids: number[];
  total: number;
  facets: FacetCount[];
  priceRange: { min: number; max: number };
}

/** What a listing covers: a category's products, or a ranked list of ids (search results). */
export type ListingScope = { categoryId: number } | { ids: number[] };

function scopeSql(scope: ListingScope): { param: unknown; join: string; facetJoin: string; defaultOrder: string } {
  if ("categoryId" in scope) {
    return {
      param: scope.categoryId,
      join: "product_categories pc JOIN products p INDEXED BY products_listing ON p.id = pc.product_id AND pc.category_id = ?1",
      facetJoin: "JOIN product_categories pc ON pc.product_id = a.product_id AND pc.category_id = ?1",
      // Positions are unique within a category (popularity order), so the index alone gives the order.
      defaultOrder: "pc.position ASC, pc.product_id ASC",
    };
  }
  return {
    param: JSON.stringify(scope.ids),
    join: "json_each(?1) pc JOIN products p INDEXED BY products_listing ON p.id = pc.value",
    facetJoin: "JOIN json_each(?1) pc ON pc.value = a.product_id",
    defaultOrder: "pc.key ASC",
  };
}

/**
 * Products for a selection within a scope: one page range of ids in sort order, the total, and facet
 * counts where each group's counts reflect every other selected filter (not its own).
 * Everything runs in one D1 batch.
 */
export async function categoryListing(
  db: D1Database,
  scopeOrCategoryId: ListingScope | number,
  sel: Selection,
  offset: number,
  limit: number,
): Promise<ListingResult> {
  const scope = typeof scopeOrCategoryId === "number" ? { categoryId: scopeOrCategoryId } : scopeOrCategoryId;
  const sq = scopeSql(scope);
  const base = `FROM ${sq.join} WHERE 1 = 1`;
  const order = sel.sort === "populariteit" ? sq.defaultOrder : ORDER_BY[sel.sort];
  const statements: D1PreparedStatement[] = [];

  const listParams: unknown[] = [sq.param];
  const listWhere = selectionWhere(sel, null, listParams);
  listParams.push(limit, offset);
  statements.push(
    db.prepare(`SELECT p.id ${base}${listWhere} ORDER BY ${order} LIMIT ?${listParams.length - 1} OFFSET ?${listParams.length}`).bind(...listParams),
  );
  const countParams: unknown[] = [sq.param];
  statements.push(db.prepare(`SELECT COUNT(*) AS n ${base}${selectionWhere(sel, null, countParams)}`).bind(...countParams));

  const selectedKeys = Object.keys(sel.filters).filter((k) => (sel.filters[k]?.length ?? 0) > 0);
  const facetQueries = "categoryId" in scope ? categoryFacetQueries(db, scope.categoryId, sel, selectedKeys) : idsFacetQueries(db, sq, sel, selectedKeys);
  statements.push(...facetQueries.statements);
  // Price range under the other filters (the slider's bounds).
  const priceParams: unknown[] = [sq.param];
  statements.push(db.prepare(`SELECT MIN(p.price) AS min, MAX(p.price) AS max ${base}${selectionWhere(sel, "ae-prijs", priceParams)}`).bind(...priceParams));

  const results = await db.batch(statements);
  const ids = (results[0]!.results as { id: number }[]).map((r) => r.id);
  const total = (results[1]!.results[0] as { n: number } | undefined)?.n ?? 0;
  const facets = facetQueries.read(results.slice(2, -1).map((r) => r.results as FacetCount[]));
  const range = results.at(-1)!.results[0] as { min: number | null; max: number | null } | undefined;
  return { ids, total, facets, priceRange: { min: range?.min ?? 0, max: range?.max ?? 0 } };
}

interface FacetQueries {
  statements: D1PreparedStatement[];
  /** The facet counts from the statements' results (in statement order). */
  read: (results: FacetCount[][]) => FacetCount[];
}

/** Does the selection restrict anything besides filter `except`? */
function restrictsBesides(sel: Selection, selectedKeys: string[], except: string | null): boolean {
  return selectedKeys.some((k) => k !== except) || (sel.price !== null && except !== "ae-prijs");
}

/**
 * Facet counts in a category. Counts with nothing else selected come from category_facets (one indexed
 * read); the rest are counted from product_categories and the covering index of product_attributes only
 * (products is joined just for a price selection), and take their value titles from category_facets.
 */
function categoryFacetQueries(db: D1Database, categoryId: number, sel: Selection, selectedKeys: string[]): FacetQueries {
  const statements = [db.prepare("SELECT code, value_slug, value_title, count FROM category_facets WHERE category_id = ?1").bind(categoryId)];
  const counted = (except: string | null, codeWhere: (params: unknown[]) => string) => {
    const params: unknown[] = [categoryId];
    const where = selectionWhere(sel, except, params, "pc.product_id");
    const priceJoin = sel.price && except !== "ae-prijs" ? " JOIN products p ON p.id = pc.product_id" : "";
    const code = codeWhere(params);
    return db
      .prepare(
        `SELECT a.code, a.value_slug, COUNT(*) AS count
           FROM product_categories pc CROSS JOIN product_attributes a ON a.product_id = pc.product_id${priceJoin}
          WHERE pc.category_id = ?1${where}${code}
          GROUP BY a.code, a.value_slug`,
      )
      .bind(...params);
  };
  // Groups nobody selected: counted under the whole selection (or read, when nothing is selected).
  const countUnselected = restrictsBesides(sel, selectedKeys, null);
  if (countUnselected) {
    statements.push(
      counted(null, (params) => {
        if (selectedKeys.length === 0) return "";
        const marks = selectedKeys.map((k) => {
          params.push(k);
          return `?${params.length}`;
        });
        return ` AND a.code NOT IN (${marks.join(", ")})`;
      }),
    );
  }
  // Each selected group: counted under every other selection (or read, when it is the only one).
  const countedKeys = selectedKeys.filter((key) => restrictsBesides(sel, selectedKeys, key));
  for (const key of countedKeys) {
    statements.push(
      counted(key, (params) => {
        params.push(key);
        return ` AND a.code = ?${params.length}`;
      }),
    );
  }
  return {
    statements,
    read: ([stored = [], ...rest]) => {
      const title = new Map(stored.map((f) => [`${f.code}\u0000${f.value_slug}`, f.value_title]));
      const withTitle = (rows: FacetCount[]) => rows.map((f) => ({ ...f, value_title: title.get(`${f.code}\u0000${f.value_slug}`) ?? f.value_slug }));
      const out: FacetCount[] = [];
      let i = 0;
      if (countUnselected) out.push(...withTitle(rest[i++] ?? []));
      else out.push(...stored.filter((f) => !selectedKeys.includes(f.code)));
      for (const key of selectedKeys) {
        if (countedKeys.includes(key)) out.push(...withTitle(rest[i++] ?? []));
        else out.push(...stored.filter((f) => f.code === key));
      }
      return out;
    },
  };
}

/** Facet counts over a list of ids (search results, a brand): counted per request. */
function idsFacetQueries(db: D1Database, sq: ReturnType<typeof scopeSql>, sel: Selection, selectedKeys: string[]): FacetQueries {
  const statements: D1PreparedStatement[] = [];
  // Groups nobody selected: counts under the whole selection.
  const unselParams: unknown[] = [sq.param];
  const unselWhere = selectionWhere(sel, null, unselParams);
  const notIn = selectedKeys.map((k) => {
    unselParams.push(k);
    return `?${unselParams.length}`;
  });
  statements.push(
    db
      .prepare(
        `SELECT a.code, a.value_slug, MIN(a.value_title) AS value_title, COUNT(*) AS count
           FROM product_attributes a ${sq.facetJoin}
           JOIN products p ON p.id = a.product_id
          WHERE 1 = 1${unselWhere}${notIn.length ? ` AND a.code NOT IN (${notIn.join(", ")})` : ""}
          GROUP BY a.code, a.value_slug`,
      )
      .bind(...unselParams),
  );
  // Each selected group: counts under every other selection.
  for (const key of selectedKeys) {
    const params: unknown[] = [sq.param];
    const where = selectionWhere(sel, key, params);
    params.push(key);
    statements.push(
      db
        .prepare(
          `SELECT a.code, a.value_slug, MIN(a.value_title) AS value_title, COUNT(*) AS count
             FROM product_attributes a ${sq.facetJoin}
             JOIN products p ON p.id = a.product_id
            WHERE a.code = ?${params.length}${where}
            GROUP BY a.value_slug`,
        )
        .bind(...params),
    );
  }
  return { statements, read: (results) => results.flat() };
}

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
    const ref = priceWithReference(histories.get(id) ?? [], today);
    const price = ref?.price ?? r.price;
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
        price: { price, price_old: ref?.price_old ?? null, price_incl: price, currency: "EUR" as const },
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

export interface ReviewRow {
  id: number;
  display_name: string;
  title: string;
  content: string;
  score: number;
  created_at: string;
}

export async function productReviews(db: D1Database, productId: number, limit: number, offset: number) {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, display_name, title, content, score, created_at FROM reviews
          WHERE product_id = ?1 AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(productId, limit, offset),
    db.prepare("SELECT COUNT(*) AS n, AVG(score) AS avg FROM reviews WHERE product_id = ?1 AND status = 'published'").bind(productId),
  ]);
  const agg = count!.results[0] as { n: number; avg: number | null };
  return { reviews: rows!.results as ReviewRow[], total: agg.n, average: agg.avg === null ? 0 : Math.round(agg.avg * 10) / 10 };
}

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
