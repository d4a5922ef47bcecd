/**
 * Which Workers runtime each vitest file runs in (docs/measurements/test-suite-time.md).
 *
 * - own: a file that changes what other files would see (module mocks, stubbed globals or environment, spies on
 *   globals, fake timers, assignments to globals) gets a fresh runtime: workerd with empty storage and a fresh
 *   copy of every module.
 * - bindings: a file that, or a module of tests/ it imports, imports `cloudflare:test` or `cloudflare:workers`
 *   (bindings, the Worker's exports, Durable Objects), or that loads the Worker itself (worker/index.ts) or a
 *   Durable Object class, shares one runtime per vitest worker with the other such files. Before each file,
 *   tests/setup.ts empties every binding, migrates D1 and forgets the isolate's in-memory copies; the Worker
 *   and the server build stay loaded, which spares each file their load.
 * - shared: every other file is pure (it calls functions and renders components with plain inputs) and shares
 *   a runtime without bindings set-up.
 *
 * Each shared runtime still gives every file a fresh copy of its own test module.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { filesUnder, moduleImports, resolveModule } from "./imports.ts";

/** What a test file may not do in a runtime it shares with other files. */
const SHARED_STATE = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|\bvi\.spyOn\(\s*(?:globalThis|console|Date|Math|crypto|performance)\b|\bglobalThis\.[\w$]+\s*=(?!=)/u;

/** Modules that are the Worker or a Durable Object: loading one in a shared runtime shares its state. */
const RUNTIME_MODULES = [/^worker\/index\.tsx?$/u, /^worker\/objects\//u];

/** Sorts the test files under `testsDir` (paths relative to `root`) by the runtime they run in. */
export function testRuntimes(root: string, testsDir = "tests"): { own: string[]; bindings: string[]; shared: string[] } {
  // Only "needs the bindings" is remembered across test files: a "no" found while an import cycle was cut short may
  // not hold for a file reached another way.
  const needing = new Set<string>();
  const sources = new Map<string, string>();
  const source = (file: string) => sources.get(file) ?? sources.set(file, readFileSync(file, "utf8")).get(file)!;
  const needsRuntime = (file: string, seen: Set<string>): boolean => {
    if (needing.has(file)) return true;
    if (seen.has(file)) return false;
    seen.add(file);
    const rel = relative(root, file).split("\\").join("/");
    const inTests = rel.startsWith(`${testsDir}/`);
    let result = RUNTIME_MODULES.some((re) => re.test(rel));
    for (const spec of moduleImports(source(file), { dynamic: true })) {
      if (result) break;
      // The source modules never import bindings themselves (they are given `env`): only tests/ modules count.
      if (spec.startsWith("cloudflare:")) result = inTests;
      else if (spec.startsWith(".")) {
        const target = resolveModule(file, spec);
        if (target && !target.includes(`${join("node_modules", "")}`)) result = needsRuntime(target, seen);
      }
    }
    if (result) needing.add(file);
    return result;
  };
  const own: string[] = [];
  const bindings: string[] = [];
  const shared: string[] = [];
  for (const file of filesUnder(join(root, testsDir), (name) => /\.test\.tsx?$/u.test(name)).sort()) {
    const rel = relative(root, file).split("\\").join("/");
    if (SHARED_STATE.test(source(file))) own.push(rel);
    else if (needsRuntime(file, new Set())) bindings.push(rel);
    else shared.push(rel);
  }
  return { own, bindings, shared };
}
