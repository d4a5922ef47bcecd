/**
 * What the seed commands share on Node: wrangler against wrangler.toml itself (never a build's redirected
 * config), the SQL runner, the KV seed version and the files of kv-seed/.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { contentSchemas, type ContentKey } from "../app/lib/schemas/content.ts";
import type { CatalogData } from "./catalog/catalog-sql.ts";
import type { DiscountData } from "./catalog/discounts-sql.ts";
import { generateCatalog } from "./catalog/generate.ts";
import { loadConfiguratorFiles } from "./configurator/files.ts";
import { loadPages } from "./pages-sql.ts";
import type { PostcodeData } from "./postcodes-sql.ts";
import type { ContentInput, DemoInput } from "./sets.ts";
import { targetArgs, type SeedTarget } from "./target.ts";
import type { SeedWizard } from "./wizards/wizards-sql.ts";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const config = join(root, "wrangler.toml");
const read = <T>(...path: string[]) => JSON.parse(readFileSync(join(root, "kv-seed", ...path), "utf8")) as T;

/** Runs wrangler with the target's environment; stdout is dropped (d1 execute prints every statement's result). */
export function wrangler(t: SeedTarget, ...rest: string[]): void {
  execFileSync(join(root, "node_modules", ".bin", "wrangler"), [...rest, "--config", config, ...(t.env ? ["--env", t.env] : [])], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" },
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** The ENVIRONMENT var of the target's environment, as wrangler.toml resolves it. */
export function targetEnvironment(t: SeedTarget): string | undefined {
  const vars = unstable_readConfig({ config, env: t.env }, { hideWarnings: true }).vars as Record<string, unknown>;
  return typeof vars.ENVIRONMENT === "string" ? vars.ENVIRONMENT : undefined;
}

export function applyMigrations(t: SeedTarget): void {
  wrangler(t, "d1", "migrations", "apply", "DB", ...targetArgs(t));
}

/** Executes the statements in one file, as one `wrangler d1 execute`. */
export function executeSql(t: SeedTarget, statements: readonly string[]): void {
  const dir = mkdtempSync(join(tmpdir(), "droomnest-seed-"));
  try {
    const file = join(dir, "seed.sql");
    writeFileSync(file, statements.join("\n"));
    wrangler(t, "d1", "execute", "DB", ...targetArgs(t), "--file", file, "--yes");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the cache version made of `sources` (KV meta:seed-version): changed files start a new key space. */
export function writeSeedVersion(t: SeedTarget, script: string, ...sources: string[]): void {
  const hash = createHash("sha256");
  for (const s of sources) hash.update(s);
  const version = hash.digest("hex").slice(0, 16);
  console.log(`${script}: cache version ${version}`);
  wrangler(t, "kv", "key", "put", "meta:seed-version", version, "--binding", "CACHE", ...targetArgs(t));
}

export function loadContent(): Record<ContentKey, unknown> {
  const out = {} as Record<ContentKey, unknown>;
  for (const key of Object.keys(contentSchemas) as ContentKey[]) {
    const parsed = contentSchemas[key].safeParse(read<unknown>("content", `${key}.json`));
    if (!parsed.success) {
      throw new Error(`kv-seed/content/${key}.json is not valid:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
    }
    out[key] = parsed.data;
  }
  return out;
}

export function loadCatalog(): CatalogData {
  return { brands: read("catalog", "brands.json"), categories: read("catalog", "categories.json"), products: read("catalog", "products.json"), reviews: read("catalog", "reviews.json") };
}

export function loadContentInput(): ContentInput {
  return { documents: loadContent(), pages: loadPages(root), synonyms: read("content", "search-synonyms.json") };
}

/** The demo files; `products` replaces the demo catalogue by the benchmark's generated assortment of that size. */
export function loadDemoInput(products?: string): DemoInput {
  return {
    catalog: products ? generateCatalog(Number(products), 20251121) : loadCatalog(),
    today: new Date().toISOString().slice(0, 10),
    discounts: read<DiscountData>("catalog", "discounts.json"),
    postcodes: read<PostcodeData>("postcodes.json").ranges,
    wizards: read<SeedWizard[]>("wizards", "wizards.json"),
    configurator: loadConfiguratorFiles(),
  };
}

/** Runs a command's main, ending with its name and the message on an error (no stack for a refusal). */
export function runMain(script: string, main: () => void): void {
  try {
    main();
  } catch (err) {
    const e = err as { stderr?: unknown; message?: string };
    console.error(`${script}: ${e.message ?? String(err)}${e.stderr ? `\n${String(e.stderr).trim()}` : ""}`);
    process.exit(1);
  }
}
