/**
 * `npm run demo`: the demo catalogue, reviews, discount codes, postcodes, wizards, configurators and staff
 * (kv-seed/sets.ts), then the cache version. Refused when the target is production (kv-seed/target.ts).
 * Idempotent. Expects the migrations applied (`npm run migrate`).
 *
 *   npm run demo                             local D1/KV
 *   npm run demo -- --persist-to DIR         local state in DIR
 *   npm run demo -- --persist-to DIR --products 20000   the benchmark's generated assortment
 *   npm run demo -- --remote --env staging
 */
import { fileURLToPath } from "node:url";
import { executeSql, loadDemoInput, runMain, targetEnvironment, writeSeedVersion } from "./cli.ts";
import { demoStatements, demoVersionSource, type DemoInput } from "./sets.ts";
import { demoRefusal, describeTarget, optionValue, parseTarget, type SeedTarget } from "./target.ts";

/** Throws the refusal's one line when the target is production. */
export function refuseDemoForProduction(t: SeedTarget): void {
  const refusal = demoRefusal(t, targetEnvironment(t));
  if (refusal) throw new Error(refusal);
}

export function seedDemo(t: SeedTarget, input: DemoInput, writeVersion = true): void {
  refuseDemoForProduction(t);
  console.log(`demo: writing ${input.catalog.products.length} demo products, reviews, discount codes, postcodes, wizards, configurators and demo staff (${describeTarget(t)})`);
  executeSql(t, demoStatements(input));
  if (writeVersion) writeSeedVersion(t, "demo", demoVersionSource(input));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runMain("demo", () => {
    const args = process.argv.slice(2);
    const t = parseTarget(args);
    refuseDemoForProduction(t);
    seedDemo(t, loadDemoInput(optionValue(args, "--products")));
  });
}
