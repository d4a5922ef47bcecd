/**
 * What a TypeScript module loads when it runs, read from its source: the specifiers of its value imports and
 * re-exports and its side-effect imports (type-only imports are erased), optionally its dynamic import()s with a
 * literal, and where a relative one lies. Used by the import-cycle check (scripts/check-cycles.ts) and by the
 * split of the test files into runtimes (scripts/lib/test-runtimes.ts).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)([^'"]*?)\s*from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gmu;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/gu;

/** True when every named specifier is `type X` (e.g. `import { type A, type B } from`): erased too. */
function onlyTypes(clause: string): boolean {
  const named = /^\{([^}]*)\}$/u.exec(clause.trim());
  if (!named) return false;
  const parts = named[1]!.split(",").map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith("type "));
}

/** The module specifiers a source loads: at load time, and with `dynamic` also its import("...")s. */
export function moduleImports(source: string, { dynamic = false }: { dynamic?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(STATIC_IMPORT)) {
    if (m[3]) out.push(m[3]);
    else if (m[2] && !onlyTypes(m[1] ?? "")) out.push(m[2]);
  }
  if (dynamic) for (const m of source.matchAll(DYNAMIC_IMPORT)) out.push(m[1]!);
  return out;
}

/** The file a relative specifier names (`./x` as x.ts, x.tsx or x/index.ts(x); `./x.js` as x.ts), or null. */
export function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  if (base.endsWith(".js")) candidates.push(`${base.slice(0, -3)}.ts`, `${base.slice(0, -3)}.tsx`);
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Every file under `dir` whose name `keep` accepts, leaving out node_modules and React Router's `+types`. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith("+") || name === "node_modules" ? [] : filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}
