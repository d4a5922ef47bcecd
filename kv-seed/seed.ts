/**
 * `npm run seed`: the three seed commands in a row (docs/decisions/032-releases.md): the D1 migrations
 * (npm run migrate), the shop's content (npm run content) and the demo data (npm run demo), then one cache
 * version for both. Idempotent: a second run with the same files changes nothing. The demo part refuses
 * production, so this whole command does, before it changes anything.
 *
 *   npm run seed                          local D1/KV (.wrangler/state), as `npm start` uses them
 *   npm run seed -- --persist-to DIR      local state in DIR (the e2e suite uses its own)
 *   npm run seed -- --remote --env staging
 *   npm run seed -- --persist-to DIR --products 20000   the benchmark's generated assortment
 */
import { fileURLToPath } from "node:url";
import { loadContentInput, loadDemoInput, runMain, writeSeedVersion } from "./cli.ts";
import { seedContent } from "./content-seed.ts";
import { refuseDemoForProduction, seedDemo } from "./demo-seed.ts";
import { migrate } from "./migrate.ts";
import { contentVersionSource, demoVersionSource } from "./sets.ts";
import { optionValue, parseTarget } from "./target.ts";

export { loadCatalog, loadContent } from "./cli.ts";

function main() {
  const args = process.argv.slice(2);
  const t = parseTarget(args);
  refuseDemoForProduction(t);
  const content = loadContentInput();
  const demo = loadDemoInput(optionValue(args, "--products"));
  migrate(t);
  seedContent(t, content, false);
  seedDemo(t, demo, false);
  writeSeedVersion(t, "seed", contentVersionSource(content), demoVersionSource(demo));
  console.log("seed: done");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) runMain("seed", main);
