/**
 * `npm run migrate`: applies the D1 migrations (worker/store/migrations) and nothing else (docs/decisions/032).
 *
 *   npm run migrate                          local D1 (.wrangler/state)
 *   npm run migrate -- --persist-to DIR      local state in DIR
 *   npm run migrate -- --remote --env staging|production
 */
import { fileURLToPath } from "node:url";
import { applyMigrations, runMain } from "./cli.ts";
import { describeTarget, parseTarget, type SeedTarget } from "./target.ts";

export function migrate(t: SeedTarget): void {
  console.log(`migrate: applying D1 migrations (${describeTarget(t)})`);
  applyMigrations(t);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) runMain("migrate", () => migrate(parseTarget(process.argv.slice(2))));
