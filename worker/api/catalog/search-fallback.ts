/**
 * The zero-result fallback of GET /v1/catalog/search: a search is never a dead end. When the term matched
 * no product (before filters), the answer carries "Bedoelde je ...?" (the closest query with results), the
 * categories most related to the words typed and popular products, and the miss is counted
 * (worker/store/search-misses.ts) after the response, never delaying or failing it.
 */
import type { Context } from "hono";
import type { SearchFallback } from "../../../app/lib/api/types/catalog";
import { words } from "../../domain/dutch-terms";
import type { AppEnv } from "../../env";
import { afterResponse } from "../../http/after-response";
import { didYouMean, popularProductIds, productTiles } from "../../store/catalog";
import { relatedCategories } from "../../store/catalog/related-categories";
import { countSearchMiss } from "../../store/search-misses";

export const FALLBACK_CATEGORIES = 6;
export const FALLBACK_PRODUCTS = 8;

/** The search page's URL of a query. */
export const searchUrl = (query: string) => `/zoeken/?tn_q=${encodeURIComponent(query)}`;

/** The fallback of a term that found nothing: its three parts read in parallel. */
export async function searchFallback(db: D1Database, term: string): Promise<SearchFallback> {
  const [suggestion, categories, products] = await Promise.all([
    didYouMean(db, term),
    relatedCategories(db, words(term), FALLBACK_CATEGORIES),
    popularProductIds(db, FALLBACK_PRODUCTS).then((ids) => productTiles(db, ids)),
  ]);
  return {
    did_you_mean: suggestion ? { query: suggestion, url: searchUrl(suggestion) } : null,
    categories: categories.map((c) => ({ title: c.title, url: `/${c.slug}/` })),
    products,
  };
}

/** Counts the miss once the response is on its way; a failure is logged, never seen by the shopper. */
export function countMissAfterResponse(c: Context<AppEnv>, term: string): void {
  const now = new Date();
  afterResponse(c, "search miss count", async () => {
    await countSearchMiss(c.env.DB, term, now);
  });
}
