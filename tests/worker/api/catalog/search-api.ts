/** Calls of GET /v1/catalog/search and /v1/catalog/search/suggestions for the search tests (spec section 5). */
import { expect } from "vitest";
import type { SearchResults, Suggestions } from "../../../../app/lib/api/types/catalog";
import { json } from "../../../helpers/catalog";
import { worker } from "../../../helpers/http";

/** One search; `querystring` "" is the first page (24 products), "range=1-20" every page up to 480 products. */
export async function search(term: string, querystring = "range=1-20"): Promise<SearchResults> {
  const res = await worker(`/v1/catalog/search?${new URLSearchParams({ search_term: term, ...(querystring ? { querystring } : {}) })}`);
  const body = await json<{ data: SearchResults }>(res);
  expect(res.status, `${term}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body.data;
}

export async function suggest(term: string): Promise<Suggestions> {
  const res = await worker(`/v1/catalog/search/suggestions?${new URLSearchParams({ search_term: term })}`);
  const body = await json<{ data: Suggestions }>(res);
  expect(res.status, `${term}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body.data;
}

/** The product ids of a result, sorted (for set comparisons). */
export const idsOf = (r: SearchResults): number[] => r.products.map((p) => p.id).sort((a, b) => a - b);

/** The titles of the first n results, for failure messages. */
export const titlesOf = (r: SearchResults, n = 10): string => r.products.slice(0, n).map((p) => p.title).join(" | ") || "(nothing)";
