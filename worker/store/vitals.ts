/** D1 of the real-user measurement: daily bucket counts per page type and metric (migration 0014). */
import type { VitalsReport } from "../../app/lib/schemas/vitals.ts";
import { VITALS_METRICS } from "../../app/lib/vitals/constants.ts";
import { bucketOf, summarise, type BucketRow, type VitalsSummary } from "../domain/vitals.ts";
import { BUCKETS_SINCE_SQL } from "./vitals-sql.ts";

/** Adds one page view's figures to the day's counts: one upsert per figure, in one batch. */
export async function recordVitals(db: D1Database, day: string, report: VitalsReport): Promise<number> {
  const statements = VITALS_METRICS.flatMap((metric) => {
    const value = report[metric];
    if (value === null) return [];
    return [
      db
        .prepare(
          `INSERT INTO web_vitals_daily (day, page_type, metric, bucket, count) VALUES (?1, ?2, ?3, ?4, 1)
           ON CONFLICT (day, page_type, metric, bucket) DO UPDATE SET count = count + 1`,
        )
        .bind(day, report.page_type, metric, bucketOf(metric, value)),
    ];
  });
  if (statements.length) await db.batch(statements);
  return statements.length;
}

/** The summary from D1 for the days from `fromDay` (YYYY-MM-DD) on. */
export async function vitalsSummary(db: D1Database, fromDay: string): Promise<VitalsSummary> {
  const { results } = await db.prepare(BUCKETS_SINCE_SQL).bind(fromDay).all<BucketRow>();
  return summarise(results);
}
