/**
 * D1 of the zero-result count (migration 0027): how often a normalised query found nothing, per UTC day.
 * The report is `npm run search-misses` (and, later, a back-office screen).
 */
import { missQuery } from "../domain/search-miss-query.ts";
import { missReportFrom, searchMissesSql, type MissRow } from "./search-misses-sql.ts";

/**
 * New distinct queries a day may add: beyond it only the queries already stored that day still count, so
 * a stranger sending random terms cannot fill D1 (at most 2 000 rows of at most 100 characters a day).
 */
export const MISS_DAILY_QUERIES = 2000;

/**
 * Counts one search that found nothing: the day's row of the normalised query is added or counted up in
 * one statement (atomic in D1, so parallel misses each count and the cap holds under concurrency).
 * Answers what was counted: false when the query is not kept (personal data, nothing left after
 * normalising, or a new query past the day's cap).
 */
export async function countSearchMiss(db: D1Database, term: string, now: Date, cap = MISS_DAILY_QUERIES): Promise<boolean> {
  const query = missQuery(term);
  if (query === null) return false;
  const day = now.toISOString().slice(0, 10);
  const res = await db
    .prepare(
      `INSERT INTO search_misses (day, query, count)
       SELECT ?1, ?2, 1
        WHERE EXISTS (SELECT 1 FROM search_misses WHERE day = ?1 AND query = ?2)
           OR (SELECT COUNT(*) FROM search_misses WHERE day = ?1) < ?3
       ON CONFLICT (day, query) DO UPDATE SET count = count + 1`,
    )
    .bind(day, query, cap)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

/** The queries that found nothing in the last `days` days (today included), most searched first. */
export async function searchMisses(db: D1Database, opts: { days: number; limit: number }, nowMs = Date.now()): Promise<MissRow[]> {
  const { results } = await db.prepare(searchMissesSql(missReportFrom(opts.days, nowMs), opts.limit)).all<MissRow>();
  return results;
}
