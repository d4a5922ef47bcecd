/**
 * What shoppers search for and do not find: the queries that matched no product, most frequent first,
 * from the daily counts GET /v1/catalog/search stores (worker/store/search-misses.ts; normalised, without
 * personal data).
 *
 *   npm run search-misses                          the last 30 days of the local D1 (as `npm start` uses)
 *   npm run search-misses -- --days 7 --limit 20   another period, more or fewer queries (default 50)
 *   npm run search-misses -- --remote [--env production]   the deployed D1
 *   npm run search-misses -- --persist-to DIR      local state in DIR (as `npm run seed -- --persist-to`)
 *
 * Runs the statement of worker/store/search-misses-sql.ts through `wrangler d1 execute`, as the seed does.
 * The cron deletes days older than the "search_misses" period of app/lib/retention.ts (13 months).
 */
import { MISS_REPORT_DAYS, MISS_REPORT_LIMIT, MISS_REPORT_MAX_DAYS, MISS_REPORT_MAX_LIMIT, missReportFrom, searchMissesSql, type MissRow } from "../worker/store/search-misses-sql.ts";
import { d1Cli } from "./d1-cli.ts";

function usage(message?: string): never {
  if (message) console.error(`search-misses: ${message}`);
  console.error(`usage: npm run search-misses -- [--days 1-${MISS_REPORT_MAX_DAYS}] [--limit 1-${MISS_REPORT_MAX_LIMIT}] [--remote] [--env NAME] [--persist-to DIR]`);
  process.exit(2);
}

const { option, d1, where } = d1Cli("search-misses", process.argv, usage);
const days = Number(option("--days") ?? MISS_REPORT_DAYS);
if (!Number.isInteger(days) || days < 1 || days > MISS_REPORT_MAX_DAYS) usage(`--days must be a whole number from 1 to ${MISS_REPORT_MAX_DAYS}`);
const limit = Number(option("--limit") ?? MISS_REPORT_LIMIT);
if (!Number.isInteger(limit) || limit < 1 || limit > MISS_REPORT_MAX_LIMIT) usage(`--limit must be a whole number from 1 to ${MISS_REPORT_MAX_LIMIT}`);

const fromDay = missReportFrom(days, Date.now());
const rows = d1<MissRow>(searchMissesSql(fromDay, limit));
console.log(`Searches that found nothing, ${fromDay} up to today (${where} D1)${rows.length === limit ? `, the first ${limit}` : ""}:`);
if (rows.length === 0) {
  console.log("  none");
} else {
  const width = Math.max(...rows.map((r) => String(r.count).length), "times".length);
  console.log(`  ${"times".padStart(width)}  days  query`);
  for (const r of rows) console.log(`  ${String(r.count).padStart(width)}  ${String(r.days).padStart(4)}  ${r.query}`);
}
