/**
 * The statements of the zero-result count (migration 0027) as literal SQL, free of D1 types, so that
 * `npm run search-misses` (scripts/search-misses.ts) runs through `wrangler d1 execute` the very report
 * worker/store/search-misses.ts runs on the binding.
 */

export const MISS_REPORT_DAYS = 30;
export const MISS_REPORT_LIMIT = 50;
/** The longest report period: the retention job keeps 13 months (app/lib/retention.ts, "search_misses"). */
export const MISS_REPORT_MAX_DAYS = 400;
export const MISS_REPORT_MAX_LIMIT = 1000;

export interface MissRow {
  query: string;
  /** Searches in the period. */
  count: number;
  /** Days of the period on which it was searched. */
  days: number;
}

/** The UTC day (YYYY-MM-DD) `days - 1` days before nowMs: the first day of a report of `days` days up to today. */
export function missReportFrom(days: number, nowMs: number): string {
  return new Date(nowMs - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The queries that found nothing from `fromDay` (YYYY-MM-DD) on, most searched first (then on most days,
 * then alphabetically), at most `limit`. Literal SQL: the day and the limit are checked here, so the
 * statement needs no bindings.
 */
export function searchMissesSql(fromDay: string, limit: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(fromDay)) throw new Error(`not a day: ${fromDay}`);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MISS_REPORT_MAX_LIMIT) throw new Error(`not a limit: ${limit}`);
  return `SELECT query, SUM(count) AS count, COUNT(*) AS days FROM search_misses WHERE day >= '${fromDay}'
    GROUP BY query ORDER BY count DESC, days DESC, query ASC LIMIT ${limit}`;
}
