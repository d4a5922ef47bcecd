/** GET /v1/catalog/search and /v1/catalog/search/suggestions. */
import { Hono } from "hono";
import type { SearchResults, Suggestions } from "../../../app/lib/api/types/catalog";
import { listingQuery, searchTermMinQuery, searchTermQuery } from "../../../app/lib/schemas/catalog";
import { likePattern } from "../../domain/search/like";
import type { AppEnv } from "../../env";
import { ok } from "../../http/respond";
import { parseOrThrow } from "../../http/validate";
import { searchIds, searchSuggestions } from "../../store/catalog";
import { listingRequest, pageNotFound } from "./listing-request";
import { listingData } from "./listing-view";
import { countMissAfterResponse, searchFallback } from "./search-fallback";
import { linkedTileQueries } from "./variant-links";

export const searchRoutes = new Hono<AppEnv>();

const MAX_RESULTS = 1000;

/** The trimmed search term: too short and too long are told apart by their codes. */
function searchTermOf(query: Record<string, string>): string {
  parseOrThrow(searchTermMinQuery, query, 400, "search_term_too_short");
  return parseOrThrow(searchTermQuery, query, 400, "search_term_too_long").search_term;
}

/** GET /v1/catalog/search/suggestions?search_term= */
searchRoutes.get("/search/suggestions", async (c) => {
  const term = searchTermOf(c.req.query());
  const s = await searchSuggestions(c.env.DB, term, likePattern);
  return ok<Suggestions>(c, {
    products: s.products.map((p) => ({ id: p.id, title: p.title, url: `/${p.slug}.html`, price: p.price })),
    categories: s.categories.map((cat) => ({ title: cat.title, url: `/${cat.slug}/` })),
    brands: s.brands.map((b) => ({ title: b.name, url: `/brands/${b.slug}/` })),
    search_url: `/zoeken/?tn_q=${encodeURIComponent(term)}`,
  });
});

/** GET /v1/catalog/search?search_term=&path=<filter segments>&querystring=page%3D2 */
searchRoutes.get("/search", async (c) => {
  const term = searchTermOf(c.req.query());
  const { path, querystring } = parseOrThrow(listingQuery, c.req.query(), 400, "invalid_path");
  const { sel, pages } = listingRequest(path, querystring);
  const { ids } = await searchIds(c.env.DB, term, MAX_RESULTS);
  // Nothing matched before filters: the first page shows the fallback and the miss is counted once.
  const miss = ids.length === 0 && pages.first === 1;
  const [data, fallback] = await Promise.all([
    listingData(c, { ids }, sel, pages, {
      basePath: "/zoeken/",
      extraQuery: `tn_q=${encodeURIComponent(term)}`,
      tiles: (db, pageIds) => linkedTileQueries(db, pageIds, term),
    }),
    miss ? searchFallback(c.env.DB, term) : null,
  ]);
  if (!data) throw pageNotFound();
  if (miss) countMissAfterResponse(c, term);
  return ok<SearchResults>(c, { search_term: term, ...data, fallback });
});
