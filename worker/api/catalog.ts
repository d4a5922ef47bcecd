import { Hono, type Context } from "hono";
import { FilterPathError, parseSelection, selectionPath, SORT_OPTIONS, splitPath, toggleValue, PRICE_KEY, type Selection } from "../../app/lib/filters";
import type { AppEnv } from "../env";
import { COLOR_SWATCHES, FILTER_ORDER, filterDefinition, PRICE_FILTER } from "../domain/filters";
import { visibleOptions } from "../domain/options";
import { ftsQuery, SEARCH_MAX, SEARCH_MIN } from "../domain/search";
import { priceWithReference } from "../domain/reference-price";
import { allCategories, categoryBySlug, categoryChain, categoryListing, priceHistories, searchIds, searchSuggestions, type ListingScope, productBySlugOrId, productDetails, productReviews, productTiles, todayIso, type CategoryRow, type FacetCount } from "../store/catalog";
import { apiError } from "./errors";

export const PAGE_SIZE = 24;
const MAX_PAGE = 500;
const MAX_RANGE_PAGES = 20;

export const catalogApi = new Hono<AppEnv>();

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

export interface PageRequest {
  first: number;
  last: number;
}

/** querystring: `page=N` (one page, for load more) or `range=A-B` (pages A..B, for a reload). */
export function parsePageRequest(querystring: string): PageRequest | string {
  const q = new URLSearchParams(querystring.startsWith("?") ? querystring.slice(1) : querystring);
  const page = q.get("page");
  const range = q.get("range");
  if (page !== null && range !== null) return "Gebruik page of range, niet allebei.";
  if (page !== null) {
    if (!/^\d{1,6}$/u.test(page) || Number(page) < 1 || Number(page) > MAX_PAGE) return `Ongeldig paginanummer: '${page.slice(0, 20)}'.`;
    return { first: Number(page), last: Number(page) };
  }
  if (range !== null) {
    const m = /^(\d{1,6})-(\d{1,6})$/u.exec(range);
    const a = Number(m?.[1]);
    const b = Number(m?.[2]);
    if (!m || a < 1 || b < a || b > MAX_PAGE || b - a + 1 > MAX_RANGE_PAGES) return `Ongeldig paginabereik: '${range.slice(0, 20)}'.`;
    return { first: a, last: b };
  }
  return { first: 1, last: 1 };
}

function parseContent(raw: string): Record<string, unknown> {
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The listing part shared by category overviews and search: tiles, filters with counts, price range,
 * sort fields, pagination and page links. null when the page range lies beyond the last page.
 */
export async function listingData(
  c: Context<AppEnv>,
  scope: ListingScope,
  basePath: string,
  sel: Selection,
  pages: PageRequest,
  extraQuery = "",
  filterCount = 3,
) {
  const db = c.env.DB;
  const offset = (pages.first - 1) * PAGE_SIZE;
  const limit = (pages.last - pages.first + 1) * PAGE_SIZE;
  const listing = await categoryListing(db, scope, sel, offset, limit);
  const lastPage = Math.max(1, Math.ceil(listing.total / PAGE_SIZE));
  if (pages.first > lastPage) return null;
  const products = await productTiles(db, listing.ids);
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
  const codes = [...byCode.keys()].sort((a, b) => {
    const ia = FILTER_ORDER.indexOf(a);
    const ib = FILTER_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });
  for (const key of Object.keys(sel.filters)) if (!codes.includes(key)) codes.push(key);
  const filters = codes.map((code, index) => {
    const def = filterDefinition(code);
    const selected = sel.filters[code] ?? [];
    const attributes = (byCode.get(code) ?? [])
      .sort((a, b) => compareValues(code, a, b))
      .map((v) => ({
        title: v.value_title,
        value: v.value_slug,
        raw_url: `${code}:${v.value_slug}`,
        url: q(selectionPath(basePath, toggleValue(sel, code, v.value_slug), FILTER_ORDER)),
        is_selected: selected.includes(v.value_slug),
        count: v.count,
        ...(def.selection_type === "color" ? { color: COLOR_SWATCHES[v.value_slug] ?? "#9aa0a6" } : {}),
      }));
    // Selected values that no longer match anything still show, so they can be removed.
    for (const value of selected) {
      if (!attributes.some((a) => a.value === value)) {
        attributes.push({ title: value, value, raw_url: `${code}:${value}`, url: q(selectionPath(basePath, toggleValue(sel, code, value), FILTER_ORDER)), is_selected: true, count: 0 });
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
  const priceFilter = {
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
    raw_url: `sorteer:${o.value}`,
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

export async function categoryOverview(c: Context<AppEnv>, category: CategoryRow, basePath: string, sel: Selection, pages: PageRequest) {
  const [data, chain] = await Promise.all([
    listingData(c, { categoryId: category.id }, basePath, sel, pages, "", category.filter_count),
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
    breadcrumbs: [{ title: "Home", url: "/" }, ...chain.map((cat) => ({ title: cat.title, url: `/${cat.slug}/` }))],
    ...data,
  };
}

/**
 * The selection and page range of a listing request: filter segments (path) and querystring, both
 * checked. A Response is the 400 to send back.
 */
function listingRequest(c: Context<AppEnv>, path: string, querystring: string, segments = path.split("/").filter(Boolean)): { sel: Selection; pages: PageRequest } | Response {
  if (path.length > 512 || querystring.length > 256) return apiError(c, 400, "invalid_path", "Het filterpad of de querystring is te lang.");
  let sel: Selection;
  try {
    sel = parseSelection(segments);
  } catch (err) {
    if (err instanceof FilterPathError) return apiError(c, 400, "invalid_filter", err.message);
    throw err;
  }
  for (const key of Object.keys(sel.filters)) {
    if (!FILTER_ORDER.includes(key)) return apiError(c, 400, "invalid_filter", `Onbekend filter: '${key}'.`);
  }
  const pages = parsePageRequest(querystring);
  if (typeof pages === "string") return apiError(c, 400, "invalid_page", pages);
  return { sel, pages };
}

/** GET /v1/catalog/overview/category?path=matrassen/merk:x/&querystring=range%3D1-2 */
catalogApi.get("/overview/category", async (c) => {
  const path = c.req.query("path");
  const querystring = c.req.query("querystring") ?? "";
  if (!path || path.length > 512) return apiError(c, 400, "invalid_path", "Geef een categoriepad op (path), van hooguit 512 tekens.");
  if (querystring.length > 256) return apiError(c, 400, "invalid_querystring", "De querystring is te lang.");
  let categorySegments: string[];
  let sel: Selection;
  try {
    const split = splitPath(path);
    categorySegments = split.categorySegments;
    sel = parseSelection(split.selectionSegments);
  } catch (err) {
    if (err instanceof FilterPathError) return apiError(c, 400, "invalid_filter", err.message);
    throw err;
  }
  const slug = categorySegments.join("/");
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,3}$/u.test(slug)) return apiError(c, 404, "category_not_found", "Deze categorie bestaat niet.");
  const category = await categoryBySlug(c.env.DB, slug);
  if (!category) return apiError(c, 404, "category_not_found", "Deze categorie bestaat niet.");
  for (const key of Object.keys(sel.filters)) {
    if (!FILTER_ORDER.includes(key)) return apiError(c, 400, "invalid_filter", `Onbekend filter: '${key}'.`);
  }
  const pages = parsePageRequest(querystring);
  if (typeof pages === "string") return apiError(c, 400, "invalid_page", pages);
  const data = await categoryOverview(c, category, `/${slug}/`, sel, pages);
  if (!data) return apiError(c, 404, "page_not_found", "Deze pagina bestaat niet (meer).");
  return c.json({ data });
});

/** Stock as the shopper sees it. */
export function stockScore(available: boolean, stock: number): { score: number; label: string } {
  if (!available || stock <= 0) return { score: 0, label: "Niet leverbaar" };
  if (stock <= 5) return { score: 1, label: `Nog ${stock} op voorraad` };
  if (stock <= 20) return { score: 2, label: "Op voorraad" };
  return { score: 3, label: "Ruim op voorraad" };
}

const PRODUCT_KEY = /^(?:\d{1,10}|[a-z0-9][a-z0-9-]{0,190})$/u;

/** GET /v1/catalog/product/{slug or id}; debug=quickview gives the quick-view shape. */
catalogApi.get("/product/:key", async (c) => {
  const key = c.req.param("key");
  const debug = c.req.query("debug");
  if (debug !== undefined && debug !== "quickview") return apiError(c, 400, "invalid_debug", "debug kan alleen 'quickview' zijn.");
  if (!PRODUCT_KEY.test(key)) return apiError(c, 404, "product_not_found", "Dit product bestaat niet.");
  const db = c.env.DB;
  const product = await productBySlugOrId(db, key);
  if (!product) return apiError(c, 404, "product_not_found", "Dit product bestaat niet.");
  const [details, histories] = await Promise.all([productDetails(db, product.id), priceHistories(db, [product.id])]);
  const ref = priceWithReference(histories.get(product.id) ?? [], todayIso());
  const base = ref?.price ?? product.price;
  const priceOf = (delta: number) => ({
    price: base + delta,
    price_old: ref?.price_old ? ref.price_old + delta : null,
    price_incl: base + delta,
    currency: "EUR" as const,
  });
  const options = visibleOptions(
    details.options.map((o) => ({
      code: o.code,
      title: o.title,
      values: details.values.filter((v) => v.option_id === o.id).map((v) => ({ id: v.id, title: v.title })),
    })),
  );
  const available = product.available === 1;
  const variants = details.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    option_value_ids: JSON.parse(v.option_value_ids) as number[],
    price: priceOf(v.price_delta),
    stock: v.stock,
    available: available && v.stock > 0,
  }));
  const defaultVariant = variants.find((v) => v.available) ?? variants[0] ?? null;
  const common = {
    id: product.id,
    slug: product.slug,
    url: `/${product.slug}.html`,
    sku: product.sku,
    title: product.title,
    brand: { name: product.brand_name, slug: product.brand_slug },
    available,
    images: details.images,
    price: defaultVariant ? defaultVariant.price : priceOf(0),
    options,
    variants,
    variant_id: defaultVariant?.id ?? null,
    rating: { average: Math.round(product.rating_avg * 10) / 10, count: product.rating_count },
  };
  if (debug === "quickview") {
    return c.json({ data: { ...common, images: details.images.slice(0, 3), delivery: product.delivery, stock_score: stockScore(available, product.stock) } });
  }
  const category = await categoryBySlug(db, product.main_category_slug);
  const chain = category ? await categoryChain(db, category) : [];
  return c.json({
    data: {
      ...common,
      type: product.type,
      main_category: { title: product.main_category_title, slug: product.main_category_slug, url: `/${product.main_category_slug}/` },
      description: product.description,
      specifications: JSON.parse(product.specifications) as { label: string; value: string }[],
      delivery: product.delivery,
      stock: product.stock,
      stock_score: stockScore(available, product.stock),
      color: { title: product.color_title, hex: product.color_hex },
      custom_fields: [],
      breadcrumbs: [{ title: "Home", url: "/" }, ...chain.map((cat) => ({ title: cat.title, url: `/${cat.slug}/` })), { title: product.title, url: `/${product.slug}.html` }],
    },
  });
});

/** GET /v1/catalog/product/{id}/reviews?page=N */
catalogApi.get("/product/:id/reviews", async (c) => {
  const id = c.req.param("id");
  if (!/^\d{1,10}$/u.test(id)) return apiError(c, 400, "invalid_product_id", "Het product-id moet een getal zijn.");
  const pageRaw = c.req.query("page") ?? "1";
  if (!/^\d{1,4}$/u.test(pageRaw) || Number(pageRaw) < 1) return apiError(c, 400, "invalid_page", "Ongeldig paginanummer.");
  const page = Number(pageRaw);
  const size = 10;
  const product = await productBySlugOrId(c.env.DB, id);
  if (!product) return apiError(c, 404, "product_not_found", "Dit product bestaat niet.");
  const result = await productReviews(c.env.DB, product.id, size, (page - 1) * size);
  return c.json({
    data: {
      average: result.average,
      count: result.total,
      reviews: result.reviews,
      pagination: { total: result.total, page, pages: Math.max(1, Math.ceil(result.total / size)), page_size: size },
    },
  });
});

const IDS = /^\d{1,10}(?:,\d{1,10}){0,23}$/u;

/** GET /v1/catalog/suggested-products?ids=1,2,3 (tiles in that order, e.g. last viewed) or the most popular. */
catalogApi.get("/suggested-products", async (c) => {
  const ids = c.req.query("ids");
  if (ids !== undefined && !IDS.test(ids)) return apiError(c, 400, "invalid_ids", "ids is een lijst van hooguit 24 product-id's, gescheiden door komma's.");
  const db = c.env.DB;
  if (ids) return c.json({ data: await productTiles(db, [...new Set(ids.split(",").map(Number))]) });
  const rows = await db.prepare("SELECT id FROM products WHERE available = 1 ORDER BY popularity DESC, id LIMIT 12").all<{ id: number }>();
  return c.json({ data: await productTiles(db, rows.results.map((r) => r.id)) });
});

/** GET /v1/catalog/suggested-products/{id}: related products (same main category, nearby price). */
catalogApi.get("/suggested-products/:id", async (c) => {
  const id = c.req.param("id");
  if (!/^\d{1,10}$/u.test(id)) return apiError(c, 400, "invalid_product_id", "Het product-id moet een getal zijn.");
  const db = c.env.DB;
  const product = await db.prepare("SELECT id, main_category_id, price FROM products WHERE id = ?1").bind(Number(id)).first<{ id: number; main_category_id: number; price: number }>();
  if (!product) return apiError(c, 404, "product_not_found", "Dit product bestaat niet.");
  const rows = await db
    .prepare(
      `SELECT id FROM products WHERE main_category_id = ?1 AND id != ?2 AND available = 1
        ORDER BY ABS(price - ?3) * 1.0 / ?3 + (1.0 / (1 + popularity)) LIMIT 8`,
    )
    .bind(product.main_category_id, product.id, product.price)
    .all<{ id: number }>();
  return c.json({ data: await productTiles(db, rows.results.map((r) => r.id)) });
});

/** GET /v1/catalog/featured-products: the most popular available products. */
catalogApi.get("/featured-products", async (c) => {
  const rows = await c.env.DB.prepare("SELECT id FROM products WHERE available = 1 ORDER BY popularity DESC, id LIMIT 8").all<{ id: number }>();
  return c.json({ data: await productTiles(c.env.DB, rows.results.map((r) => r.id)) });
});

function searchTermOf(c: Context<AppEnv>): string | Response {
  const term = (c.req.query("search_term") ?? "").trim();
  if (term.length < SEARCH_MIN) return apiError(c, 400, "search_term_too_short", `Zoek op minstens ${SEARCH_MIN} tekens.`);
  if (term.length > SEARCH_MAX) return apiError(c, 400, "search_term_too_long", `Zoek op hooguit ${SEARCH_MAX} tekens.`);
  return term;
}

/** GET /v1/catalog/search/suggestions?search_term= */
catalogApi.get("/search/suggestions", async (c) => {
  const term = searchTermOf(c);
  if (term instanceof Response) return term;
  const match = ftsQuery(term);
  if (!match) return c.json({ data: { products: [], categories: [], brands: [] } });
  const like = `%${term.replace(/[\\%_]/gu, (m) => `\\${m}`)}%`;
  const s = await searchSuggestions(c.env.DB, match, like);
  return c.json({
    data: {
      products: s.products.map((p) => ({ id: p.id, title: p.title, url: `/${p.slug}.html`, price: p.price })),
      categories: s.categories.map((cat) => ({ title: cat.title, url: `/${cat.slug}/` })),
      brands: s.brands.map((b) => ({ title: b.name, url: `/brands/${b.slug}/` })),
      search_url: `/zoeken/?tn_q=${encodeURIComponent(term)}`,
    },
  });
});

/** GET /v1/catalog/search?search_term=&path=<filter segments>&querystring=page%3D2 */
catalogApi.get("/search", async (c) => {
  const term = searchTermOf(c);
  if (term instanceof Response) return term;
  const req = listingRequest(c, c.req.query("path") ?? "", c.req.query("querystring") ?? "");
  if (req instanceof Response) return req;
  const { sel, pages } = req;
  const match = ftsQuery(term, false);
  const ids = match ? await searchIds(c.env.DB, match, 1000) : [];
  const data = await listingData(c, { ids }, "/zoeken/", sel, pages, `tn_q=${encodeURIComponent(term)}`);
  if (!data) return apiError(c, 404, "page_not_found", "Deze pagina bestaat niet (meer).");
  return c.json({ data: { search_term: term, ...data } });
});

/** GET /v1/catalog/brands: every brand with its product count. */
catalogApi.get("/brands", async (c) => {
  const rows = await c.env.DB.prepare(
    `SELECT b.slug, b.name, b.description, COUNT(p.id) AS products
       FROM brands b LEFT JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY b.name`,
  ).all<{ slug: string; name: string; description: string; products: number }>();
  return c.json({ data: rows.results.map((b) => ({ ...b, url: `/brands/${b.slug}/` })) });
});

/** GET /v1/catalog/overview/brand/products?brand=slug&path=<filter segments>&querystring= */
catalogApi.get("/overview/brand/products", async (c) => {
  const slug = c.req.query("brand") ?? "";
  if (!/^[a-z0-9-]{1,80}$/u.test(slug)) return apiError(c, 400, "invalid_brand", "Geef een geldig merk op (brand).");
  const req = listingRequest(c, c.req.query("path") ?? "", c.req.query("querystring") ?? "");
  if (req instanceof Response) return req;
  const { sel, pages } = req;
  const brand = await c.env.DB.prepare("SELECT id, slug, name, description FROM brands WHERE slug = ?1").bind(slug).first<{ id: number; slug: string; name: string; description: string }>();
  if (!brand) return apiError(c, 404, "brand_not_found", "Dit merk bestaat niet.");
  const ids = (await c.env.DB.prepare("SELECT id FROM products WHERE brand_id = ?1 ORDER BY popularity DESC, id").bind(brand.id).all<{ id: number }>()).results.map((r) => r.id);
  const data = await listingData(c, { ids }, `/brands/${brand.slug}/`, sel, pages);
  if (!data) return apiError(c, 404, "page_not_found", "Deze pagina bestaat niet (meer).");
  return c.json({
    data: {
      brand: { slug: brand.slug, name: brand.name, description: brand.description },
      breadcrumbs: [
        { title: "Home", url: "/" },
        { title: "Merken", url: "/brands/" },
        { title: brand.name, url: `/brands/${brand.slug}/` },
      ],
      ...data,
    },
  });
});

/** GET /v1/catalog/category/path?path=matrassen/pocketvering: the category and its breadcrumb. */
catalogApi.get("/category/path", async (c) => {
  const path = (c.req.query("path") ?? "").replace(/^\/+|\/+$/gu, "");
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,3}$/u.test(path)) return apiError(c, 400, "invalid_path", "Geef een geldig categoriepad op (path).");
  const category = await categoryBySlug(c.env.DB, path);
  if (!category) return apiError(c, 404, "category_not_found", "Deze categorie bestaat niet.");
  const chain = await categoryChain(c.env.DB, category);
  return c.json({
    data: {
      id: category.id,
      slug: category.slug,
      title: category.title,
      kind: category.kind,
      filter_count: category.filter_count,
      breadcrumbs: [{ title: "Home", url: "/" }, ...chain.map((cat) => ({ title: cat.title, url: `/${cat.slug}/` }))],
    },
  });
});

/** GET /v1/catalog/sitemap?components=categories,brands,services */
catalogApi.get("/sitemap", async (c) => {
  const wanted = (c.req.query("components") ?? "categories,brands,services").split(",").filter(Boolean);
  const known = ["categories", "brands", "services", "blog"];
  const bad = wanted.find((w) => !known.includes(w));
  if (bad) return apiError(c, 400, "invalid_component", `Onbekend onderdeel: '${bad.slice(0, 30)}'. Kies uit ${known.join(", ")}.`);
  const db = c.env.DB;
  const out: Record<string, { title: string; url: string }[]> = {};
  if (wanted.includes("categories")) {
    const rows = await allCategories(db);
    out.categories = rows.map((r) => ({ title: r.title, url: `/${r.slug}/` }));
  }
  if (wanted.includes("brands")) {
    const rows = await db.prepare("SELECT slug, name FROM brands ORDER BY name").all<{ slug: string; name: string }>();
    out.brands = rows.results.map((b) => ({ title: b.name, url: `/brands/${b.slug}/` }));
  }
  if (wanted.includes("services")) {
    const rows = await db
      .prepare("SELECT json_extract(body, '$.slug') AS slug, json_extract(body, '$.title') AS title FROM content WHERE key LIKE 'service:%' ORDER BY title")
      .all<{ slug: string; title: string }>();
    out.services = rows.results.map((s) => ({ title: s.title, url: `/service/${s.slug}/` }));
  }
  if (wanted.includes("blog")) {
    const rows = await db
      .prepare("SELECT json_extract(body, '$.slug') AS slug, json_extract(body, '$.title') AS title FROM content WHERE key LIKE 'blog:%' ORDER BY title")
      .all<{ slug: string; title: string }>();
    out.blog = rows.results.map((s) => ({ title: s.title, url: `/blog/${s.slug}/` }));
  }
  return c.json({ data: out });
});
