/**
 * The rating figures of a product's published reviews (spec section 7): the average shown with
 * one decimal, the count and the count per star. Pure: the store hands in the counts per score.
 */

export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>;

export interface RatingSummary {
  /** Mean score rounded to one decimal; 0 without reviews. */
  average: number;
  count: number;
  /** Reviews per star, every star present (0 when none). */
  stars: StarCounts;
}

/** Rounds a mean score to one decimal (4.25 -> 4.3), as the product page and JSON-LD show it. */
export function roundRating(mean: number): number {
  return Math.round(mean * 10 + 1e-9) / 10;
}

/** The summary of rows (score, n); scores outside 1-5 are ignored (the table's CHECK forbids them). */
export function ratingSummary(rows: readonly { score: number; n: number }[]): RatingSummary {
  const stars: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const { score, n } of rows) {
    if (!Number.isInteger(score) || score < 1 || score > 5 || n <= 0) continue;
    stars[score as keyof StarCounts] += n;
    count += n;
    sum += score * n;
  }
  return { average: count === 0 ? 0 : roundRating(sum / count), count, stars };
}

/** The number of pages of `total` reviews by `pageSize` (at least 1, so page 1 always exists). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
