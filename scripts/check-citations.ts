/**
 * Part of `npm run lint`: fails when a comment or document cites development bookkeeping (an issue
 * number, a work-item or helper label) instead of the spec's section or an ADR. Prints each place.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bookkeepingCitations } from "./lib/citations.ts";

const root = join(import.meta.dirname, "..");
const TEXT = /\.(ts|tsx|js|mjs|css|sql|md|toml|json|html|txt)$/u;
// The rule's own definition and its test name the patterns they look for.
const OWN = new Set(["scripts/lib/citations.ts", "scripts/check-citations.ts", "tests/scripts/citations.test.ts"]);

const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => TEXT.test(file) && !OWN.has(file) && !file.startsWith("public/") && file !== "package-lock.json");

let count = 0;
for (const file of tracked) {
  let source: string;
  try {
    source = readFileSync(join(root, file), "utf8");
  } catch {
    continue; // deleted in the work tree
  }
  for (const citation of bookkeepingCitations(source)) {
    count += 1;
    console.error(`${file}:${citation.line}: ${citation.kind} "${citation.text}": cite the spec's section or an ADR instead`);
  }
}
if (count > 0) {
  console.error(`${count} bookkeeping citation(s) found.`);
  process.exit(1);
}
