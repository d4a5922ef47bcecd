/**
 * Loads kv-seed into D1 and KV: applies the D1 migrations, writes the content documents (validated with
 * the shared zod schemas) and sets the cache version in KV so cached responses of an older seed are no
 * longer used. Idempotent: a second run with the same files changes nothing.
 *
 *   npm run seed                          local D1/KV (.wrangler/state), as `npm start` uses them
 *   npm run seed -- --persist-to DIR      local state in DIR (the e2e suite uses its own)
 *   npm run seed -- --remote --env production
 *   npm run seed -- --persist-to DIR --products 20000   the benchmark's generated assortment
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { contentSchemas, type ContentKey } from "../app/lib/schemas/content.ts";
import { catalogSql, type CatalogData } from "./catalog/catalog-sql.ts";
import { discountsSql, type DiscountData } from "./catalog/discounts-sql.ts";
import { generateCatalog } from "./catalog/generate.ts";
import { contentSql } from "./content-sql.ts";
import { loadPages, pagesSql } from "./pages-sql.ts";
import { chatPassagesSql } from "./chat-passages-sql.ts";
import { postcodesSql, type PostcodeData } from "./postcodes-sql.ts";
import { searchSynonymsSql } from "./search-synonyms-sql.ts";
import { configuratorSql } from "./configurator/configurator-sql.ts";
import { loadConfiguratorFiles } from "./configurator/files.ts";
import { wizardsSql, type SeedWizard } from "./wizards/wizards-sql.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const remote = flag("--remote");
const env = option("--env");
const persistTo = option("--persist-to");
if (remote && persistTo) throw new Error("--persist-to is for local state only");

const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
const envArgs = env ? ["--env", env] : [];
// Seed against wrangler.toml itself, never a build's redirected config.
const configArgs = ["--config", join(root, "wrangler.toml")];

function wrangler(...rest: string[]): void {
  const bin = join(root, "node_modules", ".bin", "wrangler");
  execFileSync(bin, [...rest, ...configArgs, ...envArgs], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" },
    // d1 execute prints every statement's result: a large seed writes megabytes to stdout.
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function loadContent(): Record<ContentKey, unknown> {
  const out = {} as Record<ContentKey, unknown>;
  for (const key of Object.keys(contentSchemas) as ContentKey[]) {
    const raw = JSON.parse(readFileSync(join(root, "kv-seed", "content", `${key}.json`), "utf8")) as unknown;
    const parsed = contentSchemas[key].safeParse(raw);
    if (!parsed.success) {
      throw new Error(`kv-seed/content/${key}.json is not valid:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
    }
    out[key] = parsed.data;
  }
  return out;
}

export function loadCatalog(): CatalogData {
  const read = <T>(name: string) => JSON.parse(readFileSync(join(root, "kv-seed", "catalog", name), "utf8")) as T;
  return {
    brands: read("brands.json"),
    categories: read("categories.json"),
    products: read("products.json"),
    reviews: read("reviews.json"),
  };
}

function main() {
  const content = loadContent();
  const products = option("--products");
  const catalog = products ? generateCatalog(Number(products), 20251121) : loadCatalog();
  const today = new Date().toISOString().slice(0, 10);
  const catalogStatements = catalogSql(catalog, today);
  const discounts = JSON.parse(readFileSync(join(root, "kv-seed", "catalog", "discounts.json"), "utf8")) as DiscountData;
  const postcodes = postcodesSql((JSON.parse(readFileSync(join(root, "kv-seed", "postcodes.json"), "utf8")) as PostcodeData).ranges);
  const synonyms = JSON.parse(readFileSync(join(root, "kv-seed", "content", "search-synonyms.json"), "utf8")) as Record<string, string[]>;
  const sql = [contentSql(content), pagesSql(root), ...searchSynonymsSql(synonyms), ...catalogStatements, ...discountsSql(discounts), ...postcodes, ...chatPassagesSql(loadPages(root)), ...wizardsSql(JSON.parse(readFileSync(join(root, "kv-seed", "wizards", "wizards.json"), "utf8")) as SeedWizard[]), ...configuratorSql(catalog.products, loadConfiguratorFiles())].join("\n");
  // The version follows the files, not the day: the catalogue SQL's relative dates are left out.
  const version = createHash("sha256")
    .update(contentSql(content))
    .update(pagesSql(root))
    .update(JSON.stringify(catalog))
    .update(JSON.stringify(discounts))
    .update(JSON.stringify(synonyms))
    .update(postcodes.join("\n"))
    .digest("hex")
    .slice(0, 16);
  const where = remote ? `remote${env ? ` (${env})` : ""}` : `local${persistTo ? ` (${persistTo})` : ""}`;

  console.log(`seed: applying D1 migrations (${where})`);
  wrangler("d1", "migrations", "apply", "DB", ...target);

  const dir = mkdtempSync(join(tmpdir(), "droomnest-seed-"));
  try {
    const file = join(dir, "seed.sql");
    writeFileSync(file, sql);
    console.log(`seed: writing ${Object.keys(content).length} content documents, pages and ${catalog.products.length} products`);
    wrangler("d1", "execute", "DB", ...target, "--file", file, "--yes");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(`seed: cache version ${version}`);
  wrangler("kv", "key", "put", "meta:seed-version", version, "--binding", "CACHE", ...target);
  console.log("seed: done");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
