/**
 * The product page's review list and form in the URL (no JavaScript needed): sort and page of the list,
 * and whether the form is open. Lenient: an unknown sort or a bad page falls back to the first page,
 * newest first, as a shopper's hand-edited link should not break the product page.
 */
import { REVIEW_QUERY, REVIEW_SORTS, type ReviewSort } from "./constants";

export interface ReviewView {
  sort: ReviewSort;
  page: number;
  /** The form is open (a "Schrijf een review" link followed without JavaScript). */
  write: boolean;
  /** The token of a review invitation's link ("" when none): the form posts it in a hidden field. */
  invitation: string;
}

export function reviewView(search: URLSearchParams): ReviewView {
  const rawSort = search.get(REVIEW_QUERY.sort);
  const sort = REVIEW_SORTS.find((s) => s === rawSort) ?? "newest";
  const rawPage = search.get(REVIEW_QUERY.page) ?? "";
  const page = /^\d{1,4}$/u.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const invitation = (search.get(REVIEW_QUERY.invitation) ?? "").trim().slice(0, 200);
  return { sort, page, write: search.get(REVIEW_QUERY.write) === REVIEW_QUERY.writeValue, invitation };
}

/** The query string of a list view (defaults left out), e.g. "?reviews_sortering=highest&reviews_pagina=2". */
export function reviewSearch(view: { sort: ReviewSort; page: number }): string {
  const q = new URLSearchParams();
  if (view.sort !== "newest") q.set(REVIEW_QUERY.sort, view.sort);
  if (view.page > 1) q.set(REVIEW_QUERY.page, String(view.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The API path of a page of reviews. */
export function reviewsPath(productId: number, view: { sort: ReviewSort; page: number }): string {
  return `/v1/catalog/product/${productId}/reviews?${new URLSearchParams({ page: String(view.page), sort: view.sort })}`;
}

/** The API path of a new review. */
export function reviewPostPath(productId: number): string {
  return `/v1/catalog/product/${productId}/review`;
}
