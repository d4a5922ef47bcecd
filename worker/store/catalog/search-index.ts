/**
 * Keeping the search index in step with the catalogue (docs/decisions/031-search-index.md): a changed
 * product is re-indexed on its own (its search_fts row replaced, its words added to the vocabulary, the
 * lexicon version renewed when words were added), in one D1 batch; never a rebuild of the whole index.
 */
import { searchDocument, type SearchDocument, type SearchSource } from "../../domain/search/document.ts";
import { SYNC_SEARCH_VERSION_SQL } from "./search-version-sql.ts";

interface ProductRow {
  id: number;
  title: string;
  type: string;
  brand: string;
  color_title: string;
  description: string;
  popularity: number;
  main_category_id: number;
}

/** The index's view of the given products, read from D1 in one batch. */
export async function searchSources(db: D1Database, ids: readonly number[]): Promise<SearchSource[]> {
  const list = JSON.stringify([...new Set(ids)]);
  const [products, categories, attributes, options] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.title, p.type, b.name AS brand, p.color_title, p.description, p.popularity, p.main_category_id
           FROM json_each(?1) j JOIN products p ON p.id = j.value JOIN brands b ON b.id = p.brand_id`,
      )
      .bind(list),
    db
      .prepare("SELECT pc.product_id, c.id, c.title FROM json_each(?1) j JOIN product_categories pc ON pc.product_id = j.value JOIN categories c ON c.id = pc.category_id ORDER BY c.id")
      .bind(list),
    db.prepare("SELECT a.product_id, a.value_title FROM json_each(?1) j JOIN product_attributes a ON a.product_id = j.value WHERE a.code <> 'merk'").bind(list),
    db
      .prepare(
        `SELECT o.product_id, v.title FROM json_each(?1) j JOIN product_options o ON o.product_id = j.value
           JOIN product_option_values v ON v.option_id = o.id ORDER BY o.position, v.position`,
      )
      .bind(list),
  ]);
  const byProduct = <T extends { product_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r]);
    return map;
  };
  const cats = byProduct(categories!.results as { product_id: number; id: number; title: string }[]);
  const attrs = byProduct(attributes!.results as { product_id: number; value_title: string }[]);
  const opts = byProduct(options!.results as { product_id: number; title: string }[]);
  return (products!.results as ProductRow[]).map((p) => {
    const own = cats.get(p.id) ?? [];
    const main = own.filter((c) => c.id === p.main_category_id);
    return {
      id: p.id,
      title: p.title,
      type: p.type,
      brand: p.brand,
      categories: [...main, ...own.filter((c) => c.id !== p.main_category_id)].map((c) => c.title),
      attributes: (attrs.get(p.id) ?? []).map((a) => a.value_title),
      optionValues: (opts.get(p.id) ?? []).map((o) => o.title),
      color: p.color_title,
      description: p.description,
      popularity: p.popularity,
    };
  });
}

function insertDocument(db: D1Database, d: SearchDocument): D1PreparedStatement[] {
  return [
    db
      .prepare("INSERT INTO search_fts (rowid, title, kind, brand, cats, attrs, body, product_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
      .bind(d.row, d.title, d.kind, d.brand, d.cats, d.attrs, d.body, d.productId),
    db.prepare("INSERT INTO search_primary_fts (rowid, title, kind, brand) VALUES (?1, ?2, ?3, ?4)").bind(d.row, d.title, d.kind, d.brand),
    db.prepare("INSERT INTO search_rows (product_id, row) VALUES (?1, ?2)").bind(d.productId, d.row),
  ];
}

/**
 * Re-indexes the given products: each one's row is replaced by what the catalogue holds now (a product
 * that no longer exists loses its row), in one batch.
 */
export async function reindexProducts(db: D1Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const docs = (await searchSources(db, ids)).map(searchDocument);
  const list = JSON.stringify([...new Set(ids)]);
  const terms = JSON.stringify([...new Set(docs.flatMap((d) => d.terms))]);
  await db.batch([
    db.prepare("DELETE FROM search_fts WHERE rowid IN (SELECT r.row FROM json_each(?1) j JOIN search_rows r ON r.product_id = j.value)").bind(list),
    db.prepare("DELETE FROM search_primary_fts WHERE rowid IN (SELECT r.row FROM json_each(?1) j JOIN search_rows r ON r.product_id = j.value)").bind(list),
    db.prepare("DELETE FROM search_rows WHERE product_id IN (SELECT value FROM json_each(?1))").bind(list),
    ...docs.flatMap((d) => insertDocument(db, d)),
    db.prepare("INSERT INTO search_vocab (term) SELECT value FROM json_each(?1) WHERE true ON CONFLICT DO NOTHING").bind(terms),
    db.prepare(SYNC_SEARCH_VERSION_SQL),
  ]);
}
