/**
 * `npm run content`: the shop's own content documents, service pages, blog, chat passages and search synonyms
 * (kv-seed/sets.ts), then the cache version. Safe for production; idempotent. Expects the migrations applied
 * (`npm run migrate`).
 *
 *   npm run content                          local D1/KV
 *   npm run content -- --persist-to DIR      local state in DIR
 *   npm run content -- --remote --env staging|production
 */
import { fileURLToPath } from "node:url";
import { executeSql, loadContentInput, runMain, writeSeedVersion } from "./cli.ts";
import { contentStatements, contentVersionSource, type ContentInput } from "./sets.ts";
import { describeTarget, parseTarget, type SeedTarget } from "./target.ts";

/** Writes the content; `writeVersion` false when the caller writes one version for everything it loaded. */
export function seedContent(t: SeedTarget, input: ContentInput, writeVersion = true): void {
  console.log(`content: writing ${Object.keys(input.documents).length} content documents, ${Object.keys(input.pages).length} pages and the search synonyms (${describeTarget(t)})`);
  executeSql(t, contentStatements(input));
  if (writeVersion) writeSeedVersion(t, "content", contentVersionSource(input));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runMain("content", () => seedContent(parseTarget(process.argv.slice(2)), loadContentInput()));
}
