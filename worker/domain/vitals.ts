/**
 * Histogram buckets of the real-user measurement (ADR 024) and the 75th percentile read back from
 * them. No I/O. A report adds one count to one bucket per metric: no per-user rows, yet p75 is computable
 * to within one bucket width (the finest where the Core Web Vitals thresholds lie).
 *
 * LCP and INP are bucketed in milliseconds, CLS in thousandths. A bucket holds the values above the
 * previous upper bound up to and including its own.
 */
import { VITALS_MAX, VITALS_METRICS, VITALS_PAGE_TYPES, type VitalsMetric, type VitalsPageType } from "../../app/lib/vitals/constants.ts";

/** Upper bounds from [up to, step] segments, e.g. [[100, 50], [200, 100]] -> 0, 50, 100, 200. */
function bounds(segments: [number, number][]): number[] {
  const out = [0];
  for (const [upTo, step] of segments) for (let v = out.at(-1)! + step; v <= upTo; v += step) out.push(v);
  return out;
}

/** Per metric: the upper bound of every bucket, ascending, the last one the metric's maximum. */
export const VITALS_BUCKETS: Record<VitalsMetric, readonly number[]> = {
  // ms: 50 ms steps up to the 2.5 s "good" threshold, coarser beyond.
  lcp: bounds([[2500, 50], [5000, 100], [10_000, 250], [VITALS_MAX.lcp, 1000]]),
  // ms: 10 ms steps up to 500 ms (thresholds 200 and 500).
  inp: bounds([[500, 10], [1000, 25], [5000, 100], [VITALS_MAX.inp, 1000]]),
  // thousandths: 0.01 steps up to 0.5 (thresholds 0.1 and 0.25).
  cls: bounds([[500, 10], [2000, 50], [VITALS_MAX.cls * 1000, 500]]),
};

/** The figure in the metric's bucket unit (CLS in thousandths). */
const inUnit = (metric: VitalsMetric, value: number) => (metric === "cls" ? Math.round(value * 1000) : Math.round(value));

/** The index of the bucket a figure falls in (figures above the maximum fall in the last bucket). */
export function bucketOf(metric: VitalsMetric, value: number): number {
  const edges = VITALS_BUCKETS[metric];
  const v = inUnit(metric, value);
  let lo = 0;
  let hi = edges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (edges[mid]! >= v) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The 75th percentile (nearest rank: the smallest figure at least 75% of the page views are at or below)
 * from bucket counts, as the upper bound of the bucket that holds it, in the metric's own unit (CLS
 * unitless again). null without counts.
 */
export function p75(metric: VitalsMetric, counts: readonly { bucket: number; count: number }[]): number | null {
  const total = counts.reduce((n, c) => n + c.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const c of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += c.count;
    if (seen >= rank) {
      const edge = VITALS_BUCKETS[metric][c.bucket] ?? VITALS_BUCKETS[metric].at(-1)!;
      return metric === "cls" ? edge / 1000 : edge;
    }
  }
  return null;
}

/** One row of bucket counts as D1 holds them (summed over days). */
export interface BucketRow {
  page_type: string;
  metric: string;
  bucket: number;
  count: number;
}

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

