/**
 * Real-user measurement report (ADR 024): p75 of LCP, INP and CLS per page type from the daily
 * aggregates POST /v1/vitals stores (worker/store/vitals.ts), next to the Core Web Vitals "good" limits.
 *
 *   npm run vitals                         the last 28 days of the local D1 (as `npm start` uses)
 *   npm run vitals -- --days 7             another period
 *   npm run vitals -- --remote [--env production]   the deployed D1
 *   npm run vitals -- --persist-to DIR     local state in DIR (as `npm run seed -- --persist-to`)
 *   npm run vitals -- --json               the summary as JSON
 *
 * Runs the statement of worker/store/vitals-sql.ts through `wrangler d1 execute`, as the seed does.
 * The cron deletes days older than the "vitals" period of app/lib/retention.ts (400 days), so --days never
 * reaches past what is kept.
 */
import { VITALS_REPORT_DAYS } from "../app/lib/vitals/constants.ts";
import { summarise, type BucketRow, type VitalsSummary } from "../worker/domain/vitals.ts";
import { BUCKETS_SINCE_SQL } from "../worker/store/vitals-sql.ts";
import { d1Cli } from "./d1-cli.ts";

function usage(message?: string): never {
  if (message) console.error(`vitals: ${message}`);
  console.error("usage: npm run vitals -- [--days 1-366] [--remote] [--env NAME] [--persist-to DIR] [--json]");
  process.exit(2);
}

const { args, option, d1, where } = d1Cli("vitals", process.argv, usage);
const days = Number(option("--days") ?? VITALS_REPORT_DAYS);
if (!Number.isInteger(days) || days < 1 || days > 366) usage();

/** Core Web Vitals "good" limits at p75. */
const GOOD = { lcp: 2500, inp: 200, cls: 0.1 } as const;

function rows(fromDay: string): BucketRow[] {
  // The statement with its one parameter inlined (a validated YYYY-MM-DD): wrangler's --command takes no bindings.
  return d1<BucketRow>(BUCKETS_SINCE_SQL.replace("?1", `'${fromDay}'`));
}

function print(summary: VitalsSummary, fromDay: string): void {
  console.log(`Real-user Core Web Vitals, p75 per page type, ${fromDay} up to today (${where} D1):`);
  if (summary.length === 0) {
    console.log("  no reports yet (reports come only from visitors who accepted analytics cookies)");
    return;
  }
  const cell = (metric: keyof typeof GOOD, value: number | null, views: number) => {
    if (value === null) return "-".padEnd(24);
    const shown = metric === "cls" ? value.toFixed(2) : `${value} ms`;
    return `${shown} (${views}) ${value <= GOOD[metric] ? "good" : "NOT good"}`.padEnd(24);
  };
  console.log(`  ${"page type".padEnd(10)} ${"LCP (views)".padEnd(24)} ${"INP (views)".padEnd(24)} ${"CLS (views)".padEnd(24)}`);
  for (const s of summary) {
    console.log(`  ${s.page_type.padEnd(10)} ${cell("lcp", s.p75.lcp, s.views.lcp)} ${cell("inp", s.p75.inp, s.views.inp)} ${cell("cls", s.p75.cls, s.views.cls)}`);
  }
  console.log(`  good at p75: LCP <= ${GOOD.lcp} ms, INP <= ${GOOD.inp} ms, CLS <= ${GOOD.cls}; p75 is the upper bound of its histogram bucket`);
}

const fromDay = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
const bucketRows = rows(fromDay);
const summary = summarise(bucketRows);
if (args.includes("--json")) console.log(JSON.stringify({ from: fromDay, summary }, null, 2));
else print(summary, fromDay);
