/** The listing view model shared by category overviews, search and brands: tiles, filters, sort, pages. */
import type { Context } from "hono";
import type { CategoryInfo, CategoryListing, ListingData, PriceFilter, ProductTile } from "../../../app/lib/api/types/catalog";
import { compareFilterKeys, filterSegment, selectionPath, SORT_KEY, SORT_OPTIONS, toggleValue, PRICE_KEY, type Selection } from "../../../app/kernel/filter-paths";
import { categoryBreadcrumbs } from "../../domain/breadcrumbs";
import { COLOR_SWATCHES, FILTER_ORDER, filterDefinition, PRICE_FILTER } from "../../domain/filters";
import type { AppEnv } from "../../env";
import { categoryChain, listingQueries, pagedIds, tileQueries, type CategoryRow, type FacetCount, type ListingScope, type TileQueries } from "../../store/catalog";
import type { PageRequest } from "./listing-request";

export const PAGE_SIZE = 24;

const list = (v: string | undefined) =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Natural order for sizes (80x200 < 90x200 < 140x200), alphabetical for the rest. */
function compareValues(code: string, a: FacetCount, b: FacetCount): number {
  if (code === "maat") {
    const na = a.value_slug.match(/\d+/gu)?.map(Number) ?? [];
    const nb = b.value_slug.match(/\d+/gu)?.map(Number) ?? [];
    for (let i = 0; i < Math.max(na.length, nb.length); i++) {
      const d = (na[i] ?? 0) - (nb[i] ?? 0);
      if (d) return d;
    }
  }
  return a.value_title.localeCompare(b.value_title, "nl");
}

type CategoryContent = Partial<Pick<CategoryInfo, "header_image" | "steps" | "intro">>;

/** The category's header content as the seed stored it (validated there); {} when it does not parse. */
export function parseContent(raw: string): CategoryContent {
  try {
    return JSON.parse(raw) as CategoryContent;
  } catch {
    return {};
  }
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

async function readTiles(db: D1Database, ids: number[], tiles: (db: D1Database, ids: number[]) => TileQueries): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const q = tiles(db, ids);
  return q.read(await db.batch(q.statements));
}

/** Where a listing is shown and how: its page path, the query its links keep, its open filters and its tiles. */
export interface ListingView {
  /** The listing's own path, e.g. `/matrassen/` or `/zoeken/`. */
  basePath: string;
  /** A query every link of the listing keeps (the search term: `tn_q=...`). */
  extraQuery?: string;
  /** How many filter groups show opened. */
  filterCount?: number;
  tiles?: (db: D1Database, ids: number[]) => TileQueries;
}

/**
 * The listing part shared by category overviews and search: tiles, filters with counts, price range,
 * sort fields, pagination and page links. null when the page range lies beyond the last page. `tiles` gives
 * the reads of the page's tiles (search results link theirs to the variant the query names); they go into the
 * listing's batch when the scope alone gives the page (a list of ids, nothing selected, the default sort).
 */
export async function listingData(
  c: Context<AppEnv>,
  scope: ListingScope,
  sel: Selection,
  pages: PageRequest,
  { basePath, extraQuery = "", filterCount = 3, tiles = tileQueries }: ListingView,
): Promise<ListingData | null> {
  const db = c.env.DB;
  const offset = (pages.first - 1) * PAGE_SIZE;
  const limit = (pages.last - pages.first + 1) * PAGE_SIZE;
  // When the scope alone gives the page (ranked ids, nothing selected), its tiles come in the listing's batch.
  const listingQ = listingQueries(db, scope, sel, offset, limit);
  const paged = pagedIds(scope, sel, offset, limit);
  const early = paged && paged.length > 0 ? tiles(db, paged) : null;
  const results = await db.batch([...listingQ.statements, ...(early?.statements ?? [])]);
  const listing = listingQ.read(results.slice(0, listingQ.statements.length));
  const lastPage = Math.max(1, Math.ceil(listing.total / PAGE_SIZE));
  if (pages.first > lastPage) return null;
  const products =
    early && sameIds(paged!, listing.ids) ? early.read(results.slice(listingQ.statements.length)) : await readTiles(db, listing.ids, tiles);
  const current = selectionPath(basePath, sel, FILTER_ORDER);
  const q = (path: string) => (extraQuery ? `${path}?${extraQuery}` : path);
  const withPage = (path: string, param: string) => `${path}?${extraQuery ? `${extraQuery}&` : ""}${param}`;

  // Filter groups in a fixed order; within a group, values with their counts under the other filters.
  const byCode = new Map<string, FacetCount[]>();
  for (const f of listing.facets) {
    const group = byCode.get(f.code) ?? [];
    group.push(f);
    byCode.set(f.code, group);
  }
  const codes = [...byCode.keys()].sort(compareFilterKeys(FILTER_ORDER));
  for (const key of Object.keys(sel.filters)) if (!codes.includes(key)) codes.push(key);
  const filters = codes.map((code, index) => {
    const def = filterDefinition(code);
    const selected = sel.filters[code] ?? [];
    const attributes = (byCode.get(code) ?? [])
      .sort((a, b) => compareValues(code, a, b))
      .map((v) => ({
        title: v.value_title,
        value: v.value_slug,
        raw_url: filterSegment(code, [v.value_slug]),
        url: q(selectionPath(basePath, toggleValue(sel, code, v.value_slug), FILTER_ORDER)),
        is_selected: selected.includes(v.value_slug),
        count: v.count,
        ...(def.selection_type === "color" ? { color: COLOR_SWATCHES[v.value_slug] ?? "#9aa0a6" } : {}),
      }));
    // Selected values that no longer match anything still show, so they can be removed.
    for (const value of selected) {
      if (!attributes.some((a) => a.value === value)) {
        attributes.push({ title: value, value, raw_url: filterSegment(code, [value]), url: q(selectionPath(basePath, toggleValue(sel, code, value), FILTER_ORDER)), is_selected: true, count: 0 });
      }
    }
    return {
      title: def.title,
      url_key: code,
      selection_type: def.selection_type,
      is_collapsible: true,
      is_collapsed: index >= filterCount && selected.length === 0,
      info_text: def.info_text,
      nr_of_attributes_selected: selected.length,
      attributes,
    };
  });
  const rangeMin = Math.floor(listing.priceRange.min / 100);
  const rangeMax = Math.ceil(listing.priceRange.max / 100);
  const priceFilter: PriceFilter = {
    ...PRICE_FILTER,
    key: PRICE_KEY,
    url_key: PRICE_KEY,
    min: sel.price?.min ?? rangeMin,
    max: sel.price?.max ?? rangeMax,
    minrange: rangeMin,
    maxrange: rangeMax,
    is_selected: sel.price !== null,
    url: q(selectionPath(basePath, { ...sel, price: null }, FILTER_ORDER)),
  };
  const sortFields = SORT_OPTIONS.map((o) => ({
    display_title: o.label,
    label: o.label,
    value: o.value,
    raw_url: filterSegment(SORT_KEY, [o.value]),
    url: q(selectionPath(basePath, { ...sel, sort: o.value }, FILTER_ORDER)),
    is_selected: sel.sort === o.value,
  }));
  return {
    products,
    filters,
    price_filter: priceFilter,
    sort_fields: sortFields,
    canonical: current,
    pagination: { total: listing.total, subtotal: Math.min(listing.total, pages.last * PAGE_SIZE), page: pages.last, pages: lastPage, page_size: PAGE_SIZE },
    page_links: {
      next: pages.last < lastPage ? withPage(current, `page=${pages.last + 1}`) : null,
      range: withPage(current, `range=${pages.first}-${pages.last}`),
    },
  };
}

export async function categoryOverview(c: Context<AppEnv>, category: CategoryRow, basePath: string, sel: Selection, pages: PageRequest): Promise<CategoryListing | null> {
  const [data, chain] = await Promise.all([
    listingData(c, { categoryId: category.id }, sel, pages, { basePath, filterCount: category.filter_count }),
    categoryChain(c.env.DB, category),
  ]);
  if (!data) return null;
  const content = parseContent(category.content);
  return {
    category: {
      id: category.id,
      slug: category.slug,
      title: category.title,
      sub_title: category.sub_title,
      kind: category.kind,
      filter_count: category.filter_count,
      countdown: category.countdown,
      promo_banner: category.promo_banner === 1,
      four_per_row: list(c.env.FOUR_PER_ROW_CATEGORIES).includes(category.slug),
      long_titles: list(c.env.LONG_TITLE_CATEGORIES).includes(category.slug),
      header_image: content.header_image ?? null,
      steps: content.steps ?? [],
      intro: content.intro ?? null,
    },
    breadcrumbs: categoryBreadcrumbs(chain),
    ...data,
  };
}
