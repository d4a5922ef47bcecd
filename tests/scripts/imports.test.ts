import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, moduleImports, resolveModule } from "../../scripts/lib/imports";

describe("moduleImports", () => {
  const source = [
    'import { env } from "cloudflare:workers";',
    'import type { B } from "../b";',
    'import { type C } from "./c";',
    'export { g } from "./g";',
    'import "./side-effect";',
    'const lazy = () => import("./lazy");',
  ].join("\n");

  it("names packages and relative modules that load, not type-only ones; dynamic imports only when asked", () => {
    expect(moduleImports(source)).toEqual(["cloudflare:workers", "./g", "./side-effect"]);
    expect(moduleImports(source, { dynamic: true })).toEqual(["cloudflare:workers", "./g", "./side-effect", "./lazy"]);
  });
});

describe("resolveModule and filesUnder", () => {
  const dir = mkdtempSync(join(tmpdir(), "imports-"));
  mkdirSync(join(dir, "lib"));
  mkdirSync(join(dir, "+types"));
  writeFileSync(join(dir, "a.ts"), "");
  writeFileSync(join(dir, "lib", "index.tsx"), "");
  writeFileSync(join(dir, "+types", "x.ts"), "");
  const from = join(dir, "main.ts");

  it("finds x.ts, x/index.tsx and a .js specifier's .ts file; null for nothing", () => {
    expect(resolveModule(from, "./a")).toBe(join(dir, "a.ts"));
    expect(resolveModule(from, "./a.js")).toBe(join(dir, "a.ts"));
    expect(resolveModule(from, "./lib")).toBe(join(dir, "lib", "index.tsx"));
    expect(resolveModule(from, "./missing")).toBeNull();
  });

  it("lists the files a filter keeps, leaving out +types folders", () => {
    expect(filesUnder(dir, (name) => name.endsWith(".ts")).sort()).toEqual([join(dir, "a.ts")]);
  });
});
