/**
 * Real-user measurement report (issue 10, 3.4): p75 of LCP, INP and CLS per page type from the daily
 * aggregates POST /v1/vitals stores (worker/store/vitals.ts), next to the Core Web Vitals "good" limits.
 *
 *   npm run vitals                         the last 28 days of the local D1 (as `npm start` uses)
 *   npm run vitals -- --days 7             another period
 *   npm run vitals -- --remote [--env production]   the deployed D1
 *   npm run vitals -- --persist-to DIR     local state in DIR (as `npm run seed -- --persist-to`)
 *   npm run vitals -- --json               the summary as JSON
 *
 * Runs the statement of worker/store/vitals-sql.ts through `wrangler d1 execute`, as the seed does.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { VITALS_REPORT_DAYS } from "../app/lib/vitals-constants.ts";
import { summarise, type BucketRow, type VitalsSummary } from "../worker/domain/vitals.ts";
import { BUCKETS_SINCE_SQL } from "../worker/store/vitals-sql.ts";

const root = join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const remote = args.includes("--remote");
const env = option("--env");
const persistTo = option("--persist-to");
const days = Number(option("--days") ?? VITALS_REPORT_DAYS);
if (!Number.isInteger(days) || days < 1 || days > 366) {
  console.error("usage: npm run vitals -- [--days 1-366] [--remote] [--env NAME] [--persist-to DIR] [--json]");
  process.exit(2);
}
if (remote && persistTo) {
  console.error("vitals: --persist-to is for local state only");
  process.exit(2);
}

/** Core Web Vitals "good" limits at p75. */
const GOOD = { lcp: 2500, inp: 200, cls: 0.1 } as const;

function rows(fromDay: string): BucketRow[] {
  const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  // The statement with its one parameter inlined (a validated YYYY-MM-DD): wrangler's --command takes no bindings.
  const sql = BUCKETS_SINCE_SQL.replace("?1", `'${fromDay}'`);
  const out = execFileSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", ...target, "--command", sql, "--json", "--yes", "--config", join(root, "wrangler.toml"), ...(env ? ["--env", env] : [])],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return (JSON.parse(out) as { results: BucketRow[] }[]).at(-1)?.results ?? [];
}

function print(summary: VitalsSummary, fromDay: string): void {
  const where = remote ? `remote${env ? ` (${env})` : ""}` : `local${persistTo ? ` (${persistTo})` : ""}`;
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
let bucketRows: BucketRow[];
try {
  bucketRows = rows(fromDay);
} catch (err) {
  // wrangler --json prints its error as JSON on stdout.
  const e = err as { stdout?: unknown; stderr?: unknown };
  const stderr = `${String(e.stdout ?? "")}${String(e.stderr ?? err)}`;
  console.error(
    /no such table/u.test(stderr)
      ? "vitals: this D1 has no web_vitals_daily table yet: apply the migrations (npm run seed, or npm start, which seeds)"
      : `vitals: wrangler d1 execute failed:\n${stderr}`,
  );
  process.exit(1);
}
const summary = summarise(bucketRows);
if (args.includes("--json")) console.log(JSON.stringify({ from: fromDay, summary }, null, 2));
else print(summary, fromDay);
