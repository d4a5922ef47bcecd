/**
 * The read statement of the real-user measurement, free of D1 types so `npm run vitals` (scripts/vitals.ts)
 * runs the very statement worker/store/vitals.ts runs on the binding.
 */

/** Bucket counts summed per page type, metric and bucket from a day (YYYY-MM-DD, ?1) on. */
export const BUCKETS_SINCE_SQL =
  "SELECT page_type, metric, bucket, SUM(count) AS count FROM web_vitals_daily WHERE day >= ?1 GROUP BY page_type, metric, bucket ORDER BY page_type, metric, bucket";
