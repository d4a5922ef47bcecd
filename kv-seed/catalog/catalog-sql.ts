/**
 * Turns the catalogue seed (kv-seed/catalog/*.json, format in types.ts) into SQL statements for the D1
 * schema of worker/store/migrations/0002_catalog.sql. Pure: no I/O, usable from the seed command, the
 * tests and the benchmark.
 *
 * - Idempotent: every INSERT is ON CONFLICT DO NOTHING, and price history and search rows are only written
 *   for products that have none yet, so a second run (also on a later day) changes nothing.
 * - Relative dates (days_ago) become ISO dates counted back from `today` (YYYY-MM-DD).
 * - Multi-row VALUES, at most 50 rows and well under D1's 100 KB statement limit per statement.
 */
import { searchDocument, type SearchDocument } from "../../worker/domain/search/document.ts";
import { SYNC_SEARCH_VERSION_SQL } from "../../worker/store/catalog/search-version-sql.ts";
import type { CatalogData } from "./generate.ts";
import { priceInfo } from "./price-rule.ts";
import type { SeedProduct } from "./types.ts";

export { dutchTerms } from "../../worker/domain/dutch-terms.ts";
export type { CatalogData } from "./generate.ts";

const MAX_ROWS = 50;
const MAX_BYTES = 90_000;

const q = (s: string): string => `'${s.replace(/'/gu, "''")}'`;
const qn = (s: string | null): string => (s === null ? "NULL" : q(s));

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * `${head} VALUES (...), (...) ${tail};` in batches of at most MAX_ROWS rows and MAX_BYTES bytes. A group
 * (an array of rows) is never split over two statements.
 */
function batched(head: string, items: (string | string[])[], tail: string, wrap?: (values: string) => string): string[] {
  const out: string[] = [];
  let batch: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (batch.length === 0) return;
    const values = batch.join(",\n");
    out.push(wrap ? wrap(values) : `${head} VALUES\n${values}\n${tail};`);
    batch = [];
    bytes = 0;
  };
  const overhead = utf8Length(head) + utf8Length(tail) + 400;
  for (const item of items) {
    const group = typeof item === "string" ? [item] : item;
    if (group.length === 0) continue;
    const len = group.reduce((s, row) => s + utf8Length(row) + 2, 0);
    if (overhead + len > MAX_BYTES) throw new Error(`a row group is too large for one statement (${len} bytes)`);
    if (batch.length + group.length > Math.max(MAX_ROWS, group.length) || overhead + bytes + len > MAX_BYTES) flush();
    batch.push(...group);
    bytes += len;
  }
  flush();
  return out;
}

/** YYYY-MM-DD of `today` minus `days`. */
export function daysBefore(today: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(today);
  if (!m) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** A deterministic time of day for a generated timestamp. */
const timestamp = (date: string, n: number): string =>
  `${date}T${String(8 + (n % 13)).padStart(2, "0")}:${String((n * 7) % 60).padStart(2, "0")}:${String((n * 13) % 60).padStart(2, "0")}.000Z`;

/** The search index's document of a seed product (worker/domain/search/document.ts). */
export function seedSearchDocument(p: SeedProduct, brandName: string, categoryTitles: string[]): SearchDocument {
  return searchDocument({
    id: p.id,
    title: p.title,
    type: p.type,
    brand: brandName,
    categories: categoryTitles,
    attributes: Object.entries(p.attributes).flatMap(([code, values]) => (code === "merk" ? [] : values.map((a) => a.title))),
    optionValues: p.options.flatMap((o) => o.values.map((v) => v.title)),
    color: p.color.title,
    description: p.description,
    popularity: p.popularity,
  });
}

export function catalogSql(data: CatalogData, today: string): string[] {
  daysBefore(today, 0);
  const brandId = new Map(data.brands.map((b) => [b.slug, b.id]));
  const brandName = new Map(data.brands.map((b) => [b.slug, b.name]));
  const category = new Map(data.categories.map((c) => [c.slug, c]));
  const out: string[] = [];

  out.push(...batched("INSERT INTO brands (id, slug, name, description)", data.brands.map((b) => `(${b.id}, ${q(b.slug)}, ${q(b.name)}, ${q(b.description)})`), "ON CONFLICT DO NOTHING"));

  // parents before children (foreign key)
  const depth = (slug: string): number => {
    const p = category.get(slug)?.parent;
    return p ? 1 + depth(p) : 0;
  };
  const categories = [...data.categories].sort((a, b) => depth(a.slug) - depth(b.slug) || a.id - b.id);
  out.push(
    ...batched(
      "INSERT INTO categories (id, slug, title, sub_title, parent_id, kind, filter_count, countdown, promo_banner, content, position)",
      categories.map((c) => {
        const parent = c.parent === null ? null : category.get(c.parent);
        if (c.parent !== null && !parent) throw new Error(`category ${c.slug}: unknown parent ${c.parent}`);
        return `(${c.id}, ${q(c.slug)}, ${q(c.title)}, ${qn(c.sub_title)}, ${parent ? parent.id : "NULL"}, ${q(c.kind)}, ${c.filter_count}, ${qn(c.countdown)}, ${c.promo_banner ? 1 : 0}, ${q(JSON.stringify(c.content))}, ${c.position})`;
      }),
      "ON CONFLICT DO NOTHING",
    ),
  );

  const ratings = new Map<number, { sum: number; count: number }>();
  for (const r of data.reviews) {
    const x = ratings.get(r.product_id) ?? { sum: 0, count: 0 };
    x.sum += r.score;
    x.count += 1;
    ratings.set(r.product_id, x);
  }

  const productRows: string[] = [];
  const categoryRows: string[] = [];
  const imageRows: string[] = [];
  const optionRows: string[] = [];
  const valueRows: string[] = [];
  const variantRows: string[] = [];
  const attributeRows: string[] = [];
  const historyRows: string[][] = [];
  const searchDocs: SearchDocument[] = [];

  const members = new Map<string, SeedProduct[]>();
  for (const p of data.products) {
    const bid = brandId.get(p.brand);
    if (bid === undefined) throw new Error(`product ${p.id}: unknown brand ${p.brand}`);
    const main = category.get(p.main_category);
    if (!main) throw new Error(`product ${p.id}: unknown main category ${p.main_category}`);
    const rating = ratings.get(p.id);
    const avg = rating ? Math.round((rating.sum / rating.count) * 100) / 100 : 0;
    const price = priceInfo(p.price_history).price;
    productRows.push(
      `(${p.id}, ${q(p.slug)}, ${q(p.sku)}, ${q(p.title)}, ${bid}, ${q(p.type)}, ${main.id}, ${q(p.description)}, ${q(JSON.stringify(p.specifications))}, ${q(p.delivery)}, ${q(p.color.title)}, ${q(p.color.hex)}, ${price}, ${p.stock}, ${p.available ? 1 : 0}, ${p.popularity}, ${avg}, ${rating?.count ?? 0}, ${q(timestamp(daysBefore(today, p.created_days_ago), p.id))})`,
    );
    for (const slug of new Set(p.categories)) {
      if (!category.has(slug)) throw new Error(`product ${p.id}: unknown category ${slug}`);
      const list = members.get(slug) ?? [];
      list.push(p);
      members.set(slug, list);
    }
    p.images.forEach((img, i) => imageRows.push(`(${p.id}, ${i + 1}, ${q(img.src)}, ${img.width}, ${img.height}, ${q(img.alt)})`));
    p.options.forEach((o, i) => {
      optionRows.push(`(${o.id}, ${p.id}, ${q(o.code)}, ${q(o.title)}, ${i + 1})`);
      o.values.forEach((v, j) => valueRows.push(`(${v.id}, ${o.id}, ${q(v.title)}, ${j + 1})`));
    });
    for (const v of p.variants) variantRows.push(`(${v.id}, ${p.id}, ${q(v.sku)}, ${q(JSON.stringify(v.option_value_ids))}, ${v.price_delta}, ${v.stock})`);
    for (const [code, values] of Object.entries(p.attributes)) {
      for (const a of values) attributeRows.push(`(${p.id}, ${q(code)}, ${q(a.slug)}, ${q(a.title)})`);
    }
    historyRows.push(p.price_history.map((h) => `(${p.id}, ${q(daysBefore(today, h.days_ago))}, ${h.price})`));
    const titles = [main.title, ...[...new Set(p.categories)].filter((slug) => slug !== p.main_category).map((slug) => category.get(slug)!.title)];
    searchDocs.push(seedSearchDocument(p, brandName.get(p.brand)!, titles));
  }
  // position in a category = popularity order (1 = most popular)
  for (const [slug, list] of members) {
    const cid = category.get(slug)!.id;
    [...list].sort((a, b) => b.popularity - a.popularity || a.id - b.id).forEach((p, i) => categoryRows.push(`(${p.id}, ${cid}, ${i + 1})`));
  }

  const onConflict = "ON CONFLICT DO NOTHING";
  out.push(...batched("INSERT INTO products (id, slug, sku, title, brand_id, type, main_category_id, description, specifications, delivery, color_title, color_hex, price, stock, available, popularity, rating_avg, rating_count, created_at)", productRows, onConflict));
  out.push(...batched("INSERT INTO product_categories (product_id, category_id, position)", categoryRows, onConflict));
  out.push(...batched("INSERT INTO product_images (product_id, position, src, width, height, alt)", imageRows, onConflict));
  out.push(...batched("INSERT INTO product_options (id, product_id, code, title, position)", optionRows, onConflict));
  out.push(...batched("INSERT INTO product_option_values (id, option_id, title, position)", valueRows, onConflict));
  out.push(...batched("INSERT INTO variants (id, product_id, sku, option_value_ids, price_delta, stock)", variantRows, onConflict));
  out.push(...batched("INSERT INTO product_attributes (product_id, code, value_slug, value_title)", attributeRows, onConflict));
  // Only for products without history: a run on a later day must not add a shifted copy of the history.
  out.push(
    ...batched("", historyRows, "", (values) =>
      `INSERT INTO price_history (product_id, valid_from, price)\nSELECT v.column1, v.column2, v.column3 FROM (VALUES\n${values}\n) AS v\nWHERE NOT EXISTS (SELECT 1 FROM price_history h WHERE h.product_id = v.column1)\n${onConflict};`),
  );
  out.push(
    ...batched("INSERT INTO reviews (id, product_id, display_name, title, content, score, created_at, status)", data.reviews.map((r) => `(${r.id}, ${r.product_id}, ${q(r.display_name)}, ${q(r.title)}, ${q(r.content)}, ${r.score}, ${q(timestamp(daysBefore(today, r.days_ago), r.id))}, 'published')`), onConflict),
  );
  out.push(...searchIndexSql(searchDocs), ...categoryFacetsSql());
  return out;
}

/**
 * Each search index merged into one segment when rows were added since the last merge (migration 0041):
 * FTS5 looks every query word up in each segment, and a bulk load leaves many. A second run merges nothing.
 */
const NEW_ROWS = "(SELECT optimized_rows FROM search_meta WHERE id = 1) <> (SELECT COUNT(*) FROM search_rows)";
const OPTIMIZE_SEARCH_SQL = [
  `INSERT INTO search_fts (search_fts) SELECT 'optimize' WHERE ${NEW_ROWS};`,
  `INSERT INTO search_primary_fts (search_primary_fts) SELECT 'optimize' WHERE ${NEW_ROWS};`,
  `UPDATE search_meta SET optimized_rows = (SELECT COUNT(*) FROM search_rows) WHERE id = 1 AND ${NEW_ROWS};`,
];

/**
 * The search index rows of the products (migration 0026) that have none yet, and their words in the
 * vocabulary; the lexicon version is renewed only when a word was added, so a second run changes nothing.
 */
export function searchIndexSql(docs: SearchDocument[]): string[] {
  const out: string[] = [];
  // FTS5 has no upsert: insert only rows of products not indexed yet (search_rows knows which are).
  out.push(
    ...batched("", docs.map((d) => `(${d.row}, ${q(d.title)}, ${q(d.kind)}, ${q(d.brand)}, ${q(d.cats)}, ${q(d.attrs)}, ${q(d.body)}, ${d.productId})`), "", (values) =>
      `INSERT INTO search_fts (rowid, title, kind, brand, cats, attrs, body, product_id)\nSELECT v.column1, v.column2, v.column3, v.column4, v.column5, v.column6, v.column7, v.column8 FROM (VALUES\n${values}\n) AS v\nWHERE NOT EXISTS (SELECT 1 FROM search_rows r WHERE r.product_id = v.column8);`),
  );
  out.push(
    ...batched("", docs.map((d) => `(${d.row}, ${q(d.title)}, ${q(d.kind)}, ${q(d.brand)}, ${d.productId})`), "", (values) =>
      `INSERT INTO search_primary_fts (rowid, title, kind, brand)\nSELECT v.column1, v.column2, v.column3, v.column4 FROM (VALUES\n${values}\n) AS v\nWHERE NOT EXISTS (SELECT 1 FROM search_rows r WHERE r.product_id = v.column5);`),
  );
  out.push(...batched("INSERT INTO search_rows (product_id, row)", docs.map((d) => `(${d.productId}, ${d.row})`), "ON CONFLICT DO NOTHING"));
  const terms = [...new Set(docs.flatMap((d) => d.terms))].sort();
  out.push(...batched("INSERT INTO search_vocab (term)", terms.map((t) => `(${q(t)})`), "ON CONFLICT DO NOTHING"), `${SYNC_SEARCH_VERSION_SQL};`);
  out.push(...OPTIMIZE_SEARCH_SQL);
  return out;
}

/**
 * Rebuilds category_facets (migration 0004_listing), the facet counts of every category with nothing selected,
 * when they differ from what product_categories and product_attributes say; changes nothing otherwise.
 */
export function categoryFacetsSql(): string[] {
  const counted = `SELECT pc.category_id, a.code, a.value_slug, MIN(a.value_title) AS value_title, COUNT(*) AS count
  FROM product_categories pc JOIN product_attributes a ON a.product_id = pc.product_id
 GROUP BY pc.category_id, a.code, a.value_slug`;
  const stored = "SELECT category_id, code, value_slug, value_title, count FROM category_facets";
  return [
    `DELETE FROM category_facets WHERE EXISTS (${counted} EXCEPT ${stored}) OR EXISTS (${stored} EXCEPT ${counted});`,
    `INSERT INTO category_facets (category_id, code, value_slug, value_title, count)
SELECT * FROM (${counted}) WHERE NOT EXISTS (SELECT 1 FROM category_facets);`,
  ];
}
