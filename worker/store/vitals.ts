/** D1 of the real-user measurement: daily bucket counts per page type and metric (migration 0014). */
import type { VitalsReport } from "../../app/lib/schemas/vitals";
import { VITALS_METRICS, VITALS_PAGE_TYPES, type VitalsMetric, type VitalsPageType } from "../../app/lib/vitals-constants";
import { bucketOf, p75 } from "../domain/vitals";

export interface BucketRow {
  page_type: string;
  metric: string;
  bucket: number;
  count: number;
}

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

/** SQL of the bucket counts from a day on (also run by scripts/vitals.ts through wrangler d1 execute). */
export const BUCKETS_SINCE_SQL =
  "SELECT page_type, metric, bucket, SUM(count) AS count FROM web_vitals_daily WHERE day >= ?1 GROUP BY page_type, metric, bucket ORDER BY page_type, metric, bucket";

export type VitalsSummary = { page_type: VitalsPageType; views: Record<VitalsMetric, number>; p75: Record<VitalsMetric, number | null> }[];

/** p75 and the number of figures per page type and metric, from bucket rows (page types with no rows left out). */
export function summarise(rows: readonly BucketRow[]): VitalsSummary {
  return VITALS_PAGE_TYPES.flatMap((page_type) => {
    const mine = rows.filter((r) => r.page_type === page_type);
    if (mine.length === 0) return [];
    const views = {} as Record<VitalsMetric, number>;
    const p = {} as Record<VitalsMetric, number | null>;
    for (const metric of VITALS_METRICS) {
      const counts = mine.filter((r) => r.metric === metric);
      views[metric] = counts.reduce((n, r) => n + r.count, 0);
      p[metric] = p75(metric, counts);
    }
    return [{ page_type, views, p75: p }];
  });
}

/** The summary from D1 for the days from `fromDay` (YYYY-MM-DD) on. */
export async function vitalsSummary(db: D1Database, fromDay: string): Promise<VitalsSummary> {
  const { results } = await db.prepare(BUCKETS_SINCE_SQL).bind(fromDay).all<BucketRow>();
  return summarise(results);
}
