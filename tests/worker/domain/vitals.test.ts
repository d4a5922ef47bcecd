/** Buckets and the 75th percentile of the real-user measurement (worker/domain/vitals.ts). */
import { describe, expect, it } from "vitest";
import { VITALS_MAX } from "../../../app/lib/vitals/constants";
import { bucketOf, p75, VITALS_BUCKETS } from "../../../worker/domain/vitals";

/** Bucket counts of a list of figures, as D1 holds them. */
function histogram(metric: "lcp" | "inp" | "cls", values: number[]) {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(bucketOf(metric, v), (counts.get(bucketOf(metric, v)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}

/** Nearest-rank p75 of the raw figures. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

describe("buckets", () => {
  it("ascend from 0 to the metric's maximum", () => {
    for (const [metric, edges] of Object.entries(VITALS_BUCKETS)) {
      expect(edges[0]).toBe(0);
      expect(edges.at(-1)).toBe(metric === "cls" ? VITALS_MAX.cls * 1000 : VITALS_MAX[metric as "lcp" | "inp"]);
      for (let i = 1; i < edges.length; i++) expect(edges[i]!).toBeGreaterThan(edges[i - 1]!);
    }
  });

  it("a bucket holds the figures above the previous bound up to its own", () => {
    expect(VITALS_BUCKETS.lcp[bucketOf("lcp", 2500)]).toBe(2500);
    expect(VITALS_BUCKETS.lcp[bucketOf("lcp", 2501)]).toBe(2600);
    expect(VITALS_BUCKETS.lcp[bucketOf("lcp", 1)]).toBe(50);
    expect(bucketOf("lcp", 0)).toBe(0);
    expect(VITALS_BUCKETS.inp[bucketOf("inp", 200)]).toBe(200);
    expect(VITALS_BUCKETS.inp[bucketOf("inp", 201)]).toBe(210);
    expect(VITALS_BUCKETS.cls[bucketOf("cls", 0.1)]).toBe(100);
    expect(VITALS_BUCKETS.cls[bucketOf("cls", 0.1004)]).toBe(100);
    expect(VITALS_BUCKETS.cls[bucketOf("cls", 0.101)]).toBe(110);
    expect(bucketOf("lcp", VITALS_MAX.lcp)).toBe(VITALS_BUCKETS.lcp.length - 1);
  });
});

describe("p75", () => {
  it("is null without counts", () => {
    expect(p75("lcp", [])).toBeNull();
  });

  it("is the upper bound of the bucket holding the nearest-rank 75th percentile", () => {
    // 4 views: the 3rd is the p75. 1000, 1100, 1180, 4000 -> 1180 lies in the (1150, 1200] bucket.
    expect(p75("lcp", histogram("lcp", [4000, 1000, 1180, 1100]))).toBe(1200);
    // 1 view: that view.
    expect(p75("inp", histogram("inp", [333]))).toBe(340);
    // CLS comes back unitless.
    expect(p75("cls", histogram("cls", [0, 0, 0, 0.26]))).toBe(0);
    expect(p75("cls", histogram("cls", [0, 0, 0.26, 0.26]))).toBe(0.26);
  });

  it("is never below the exact p75 and at most one bucket width above it", () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let run = 0; run < 20; run++) {
      const values = Array.from({ length: 1 + Math.floor(rnd() * 300) }, () => Math.round(200 + rnd() * rnd() * 8000));
      const exact = exactP75(values);
      const got = p75("lcp", histogram("lcp", values))!;
      const edge = VITALS_BUCKETS.lcp[bucketOf("lcp", exact)]!;
      expect(got).toBe(edge);
      expect(got).toBeGreaterThanOrEqual(exact);
    }
  });
});
