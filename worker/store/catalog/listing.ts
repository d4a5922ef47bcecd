/**
 * D1 queries of a listing (category overview, search results, a brand): one page range of product ids in
 * sort order, the total, the facet counts and the price range, in one batch.
 */
import { PRICE_KEY, type Selection } from "../../../app/kernel/filter-paths";
import type { BatchQueries } from "./batch-queries";


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
  if (sel.price && except !== PRICE_KEY) {
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
  const q = listingQueries(db, scopeOrCategoryId, sel, offset, limit);
  return q.read(await db.batch(q.statements));
}

/** A listing's statements, for one batch (alone or with more reads), and how to read their results. */
export type ListingQueries = BatchQueries<ListingResult>;

/**
 * The page's ids when the scope alone gives them: a list of ids in its own order (ranked search results, a
 * brand), nothing selected and the default sort, is paged as it is; null otherwise. The listing's page still
 * decides (a product removed meanwhile is not in it): this only lets a caller read the page's tiles in the
 * listing's batch.
 */
export function pagedIds(scope: ListingScope, sel: Selection, offset: number, limit: number): number[] | null {
  if (!("ids" in scope) || sel.sort !== "populariteit" || sel.price || Object.values(sel.filters).some((v) => v.length > 0)) return null;
  return scope.ids.slice(offset, offset + limit);
}

/** categoryListing's statements and their reading. */
export function listingQueries(
  db: D1Database,
  scopeOrCategoryId: ListingScope | number,
  sel: Selection,
  offset: number,
  limit: number,
): ListingQueries {
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
  // The count; without a price filter the price range (the slider's bounds) comes with it, from the same rows.
  const countParams: unknown[] = [sq.param];
  const rangeWithCount = !sel.price;
  statements.push(
    db
      .prepare(`SELECT COUNT(*) AS n${rangeWithCount ? ", MIN(p.price) AS min, MAX(p.price) AS max" : ""} ${base}${selectionWhere(sel, null, countParams)}`)
      .bind(...countParams),
  );

  const selectedKeys = Object.keys(sel.filters).filter((k) => (sel.filters[k]?.length ?? 0) > 0);
  const facetQueries = "categoryId" in scope ? categoryFacetQueries(db, scope.categoryId, sel, selectedKeys) : idsFacetQueries(db, sq, sel, selectedKeys);
  statements.push(...facetQueries.statements);
  // With a price filter: the price range under the other filters.
  if (!rangeWithCount) {
    const priceParams: unknown[] = [sq.param];
    statements.push(db.prepare(`SELECT MIN(p.price) AS min, MAX(p.price) AS max ${base}${selectionWhere(sel, PRICE_KEY, priceParams)}`).bind(...priceParams));
  }

  const read = (results: D1Result[]): ListingResult => {
    const ids = (results[0]!.results as { id: number }[]).map((r) => r.id);
    const total = (results[1]!.results[0] as { n: number } | undefined)?.n ?? 0;
    const facets = facetQueries.read(results.slice(2, rangeWithCount ? undefined : -1).map((r) => r.results as FacetCount[]));
    const range = (rangeWithCount ? results[1]! : results.at(-1)!).results[0] as { min: number | null; max: number | null } | undefined;
    return { ids, total, facets, priceRange: { min: range?.min ?? 0, max: range?.max ?? 0 } };
  };
  return { statements, read };
}

/** The facet counts from the statements' rows. */
type FacetQueries = BatchQueries<FacetCount[], FacetCount[]>;

/** Does the selection restrict anything besides filter `except`? */
function restrictsBesides(sel: Selection, selectedKeys: string[], except: string | null): boolean {
  return selectedKeys.some((k) => k !== except) || (sel.price !== null && except !== PRICE_KEY);
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
    const priceJoin = sel.price && except !== PRICE_KEY ? " JOIN products p ON p.id = pc.product_id" : "";
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

/**
 * The ids first, then each one's facet ids by the primary key of product_facets (migration 0041): left to
 * itself the planner may scan every product's facets and probe the list (20 000 products: tens of
 * milliseconds). Counted by facet id, the few values found then read their code, slug and title: grouping the
 * text pairs of a thousand results' attributes was most of the time of a search answer.
 */
const IDS_FACET_FROM = "json_each(?1) pc CROSS JOIN product_facets f ON f.product_id = pc.value";

/**
 * One statement of facet counts over a list of ids: the facet ids of the products the selection `where`
 * keeps (on f.product_id) counted, then summed per code and value (a value's title is the least of its
 * titles, as MIN over the attribute rows gave), keeping the codes `codeWhere` allows.
 */
function idsFacetSql(products: string, where: string, codeWhere: string): string {
  return `SELECT v.code, v.value_slug, MIN(v.value_title) AS value_title, SUM(c.n) AS count
     FROM (SELECT f.facet_id, COUNT(*) AS n FROM ${IDS_FACET_FROM} ${products} WHERE 1 = 1${where} GROUP BY f.facet_id) c
     JOIN facet_values v ON v.id = c.facet_id
    WHERE ${codeWhere}
    GROUP BY v.code, v.value_slug`;
}

/** Facet counts over a list of ids (search results, a brand): counted per request. */
function idsFacetQueries(db: D1Database, sq: ReturnType<typeof scopeSql>, sel: Selection, selectedKeys: string[]): FacetQueries {
  const statements: D1PreparedStatement[] = [];
  // Groups nobody selected: counts under the whole selection.
  // The products' row only for a price filter: the facets' product id is enough for the rest.
  const products = sel.price ? "JOIN products p ON p.id = f.product_id" : "";
  const unselParams: unknown[] = [sq.param];
  const unselWhere = selectionWhere(sel, null, unselParams, "f.product_id");
  const notIn = selectedKeys.map((k) => {
    unselParams.push(k);
    return `?${unselParams.length}`;
  });
  statements.push(db.prepare(idsFacetSql(products, unselWhere, notIn.length ? `v.code NOT IN (${notIn.join(", ")})` : "1 = 1")).bind(...unselParams));
  // Each selected group: counts under every other selection.
  for (const key of selectedKeys) {
    const params: unknown[] = [sq.param];
    const where = selectionWhere(sel, key, params, "f.product_id");
    params.push(key);
    statements.push(db.prepare(idsFacetSql(products, where, `v.code = ?${params.length}`)).bind(...params));
  }
  return { statements, read: (results) => results.flat() };
}
