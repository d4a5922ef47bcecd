/**
 * Part of `npm run lint`: fails when runtime modules of app/ or worker/ import each other in a cycle
 * (type-only imports do not count). Prints each cycle's modules.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { findCycles, runtimeImports } from "./lib/cycles.ts";
import { filesUnder, resolveModule } from "./lib/imports.ts";

const root = join(import.meta.dirname, "..");

const files = ["app", "worker"].flatMap((d) => filesUnder(join(root, d), (name) => /\.(ts|tsx)$/u.test(name) && !name.endsWith(".d.ts")));
const graph = new Map<string, string[]>();
for (const file of files) {
  const deps = runtimeImports(readFileSync(file, "utf8")).flatMap((spec) => resolveModule(file, spec) ?? []);
  graph.set(relative(root, file), deps.map((d) => relative(root, d)));
}
const cycles = findCycles(graph);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" <-> ")}`);
if (cycles.length > 0) process.exit(1);
console.log(`import cycles: none among ${files.length} modules of app/ and worker/`);
