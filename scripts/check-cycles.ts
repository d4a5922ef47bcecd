/**
 * Part of `npm run lint`: fails when runtime modules of app/ or worker/ import each other in a cycle
 * (type-only imports do not count). Prints each cycle's modules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { findCycles, runtimeImports } from "./lib/cycles.ts";

const root = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith("+") || name === "node_modules" ? [] : sources(path);
    return /\.(ts|tsx)$/u.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = ["app", "worker"].flatMap((d) => sources(join(root, d)));
const graph = new Map<string, string[]>();
for (const file of files) {
  const deps = runtimeImports(readFileSync(file, "utf8")).flatMap((spec) => resolveImport(file, spec) ?? []);
  graph.set(relative(root, file), deps.map((d) => relative(root, d)));
}
const cycles = findCycles(graph);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" <-> ")}`);
if (cycles.length > 0) process.exit(1);
console.log(`import cycles: none among ${files.length} modules of app/ and worker/`);
