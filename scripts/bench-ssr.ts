/**
 * Goals of the uncached render for `npm run bench` (ADR 023):
 * the "(SSR)" rows (a session cookie passes the page cache by, so every request renders) against the floor
 * (/v1/health) of the same run: home >= 0.4x, category and product >= 0.3x its req/s, p99 <= 2x p50.
 *   BENCH_ONLY=ssr BENCH_SIZES=seed npm run bench    only the floor and the SSR rows
 */

/** Row name in scripts/bench.ts -> the req/s ratio to the floor it must reach. */
export const SSR_RATIO_GOALS: Record<string, number> = {
  "home page (SSR)": 0.4,
  "filtered category (SSR)": 0.3,
  "product page (SSR)": 0.3,
};

export const SSR_P99_OVER_P50_GOAL = 2;

interface SsrRow {
  assortment: string;
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
}

/**
 * One line per SSR row with both goals and "met / NOT met" (rows without a floor in their assortment are left out).
 * The p99 goal's line shows the floor's own p99 / p50 of the same run: locally the floor, with no render at all,
 * is often above 2x (docs/measurements/023-server-render-cost.md, "Where the p99 tail comes from").
 */
export function ssrGoalLines(rows: SsrRow[]): string[] {
  const floors = new Map(rows.filter((r) => r.name.startsWith("floor")).map((r) => [r.assortment, r]));
  const spreadOf = (r: SsrRow) => (r.p50 > 0 ? r.p99 / r.p50 : Infinity);
  const lines: string[] = [];
  for (const r of rows) {
    const goal = SSR_RATIO_GOALS[r.name];
    const floorRow = floors.get(r.assortment);
    if (goal === undefined || !floorRow?.reqPerSec) continue;
    const floor = floorRow.reqPerSec;
    const ratio = r.reqPerSec / floor;
    const spread = spreadOf(r);
    lines.push(
      `  ${r.assortment.padEnd(18)} ${r.name.padEnd(26)} ${r.reqPerSec.toFixed(0).padStart(6)} req/s = ${ratio.toFixed(2)}x floor ${floor.toFixed(0)} (goal >= ${goal}x: ${ratio >= goal ? "met" : "NOT met"})` +
        `  p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms = ${spread.toFixed(2)}x (goal p99 <= ${SSR_P99_OVER_P50_GOAL}x p50: ${spread <= SSR_P99_OVER_P50_GOAL ? "met" : "NOT met"}; the floor's own ${spreadOf(floorRow).toFixed(2)}x)`,
    );
  }
  return lines;
}

export function printSsrGoals(rows: SsrRow[]): void {
  const lines = ssrGoalLines(rows);
  if (lines.length === 0) return;
  console.log(`\nUncached render goals (SSR rows vs the floor of the same run; ADR 023):`);
  for (const line of lines) console.log(line);
}
