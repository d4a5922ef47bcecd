import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { catalogSql, daysBefore } from "../../kv-seed/catalog/catalog-sql";
import { reindexProducts } from "../../worker/store/catalog/search-index";
import { contentSql } from "../../kv-seed/content-sql";
import { catalogData, SEED_DAY } from "../helpers/catalog";
import { seedContent } from "../helpers/seed";

/** Runs statements in batches and returns how many rows they changed. */
async function run(statements: string[]): Promise<number> {
  let changes = 0;
  for (let i = 0; i < statements.length; i += 25) {
    const results = await env.DB.batch(statements.slice(i, i + 25).map((s) => env.DB.prepare(s)));
    for (const r of results) changes += r.meta.changes ?? 0;
  }
  return changes;
}

describe("npm run seed is idempotent", () => {
  it("a second run of the same seed changes nothing, also on a later day", async () => {
    const content = contentSql(seedContent).split("\n");
    const first = (await run(content)) + (await run(catalogSql(catalogData, SEED_DAY)));
    expect(first).toBeGreaterThan(1000);
    const second = (await run(content)) + (await run(catalogSql(catalogData, SEED_DAY)));
    expect(second).toBe(0);
    const weekLater = daysBefore(SEED_DAY, -7);
    expect(await run(catalogSql(catalogData, weekLater))).toBe(0);
    const products = await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first<{ n: number }>();
    expect(products?.n).toBe(catalogData.products.length);
  });

  it("a changed product is re-indexed alone: its row follows its popularity and words, the other rows stay", async () => {
    await run(catalogSql(catalogData, SEED_DAY));
    const rows = async () => (await env.DB.prepare("SELECT rowid AS row, product_id FROM search_fts ORDER BY rowid").all<{ row: number; product_id: number }>()).results;
    const before = await rows();
    expect(before).toHaveLength(catalogData.products.length);
    const other = catalogData.products.find((p) => p.id !== before[0]!.product_id)!;
    await env.DB.prepare("UPDATE products SET popularity = 999999, title = 'Zwanenveer Wolkendekbed' WHERE id = ?1").bind(other.id).run();
    const version = await env.DB.prepare("SELECT version FROM search_meta").first<{ version: string }>();
    await reindexProducts(env.DB, [other.id]);
    const after = await rows();
    expect(after[0]!.product_id).toBe(other.id);
    expect(after).toHaveLength(before.length);
    // every other product keeps its row
    expect(after.slice(1)).toEqual(before.filter((r) => r.product_id !== other.id));
    const found = await env.DB.prepare("SELECT product_id FROM search_fts WHERE search_fts MATCH 'zwanenveer'").all<{ product_id: number }>();
    expect(found.results).toEqual([{ product_id: other.id }]);
    // the suggestions' title index follows: same rows, the new title
    const titles = await env.DB.prepare("SELECT rowid AS row FROM search_primary_fts ORDER BY rowid").all<{ row: number }>();
    expect(titles.results.map((r) => r.row)).toEqual(after.map((r) => r.row));
    expect(await env.DB.prepare("SELECT rowid AS row FROM search_primary_fts WHERE search_primary_fts MATCH 'wolkendekbed'").first()).toEqual({ row: after[0]!.row });
    expect(await env.DB.prepare("SELECT term FROM search_vocab WHERE term = 'wolkendekbed'").first()).toEqual({ term: "wolkendekbed" });
    // a new word: the lexicon's version is renewed, so every isolate reloads it
    expect(await env.DB.prepare("SELECT version FROM search_meta").first<{ version: string }>()).not.toEqual(version);
    // the old title's words no longer find it
    const old = await env.DB.prepare("SELECT product_id FROM search_fts WHERE search_fts MATCH ?1").bind(`{title} : "${other.title.split(" ")[0]!.toLowerCase()}"`).all<{ product_id: number }>();
    expect(old.results.map((r) => r.product_id)).not.toContain(other.id);
  });

  it("a changed content document is written again", async () => {
    await run(contentSql(seedContent).split("\n"));
    const changed = { ...seedContent, notification: { ...seedContent.notification, notification: "Gewijzigde melding" } };
    expect(await run(contentSql(changed).split("\n"))).toBe(1);
  });
});
