import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { catalogSql, daysBefore, suggestIndexSql } from "../../kv-seed/catalog/catalog-sql";
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

  it("the suggestion index follows the products: a product that became the most popular comes first", async () => {
    await run(catalogSql(catalogData, SEED_DAY));
    const first = await env.DB.prepare("SELECT product_id FROM suggest_fts WHERE rowid = 1").first<{ product_id: number }>();
    const other = catalogData.products.find((p) => p.id !== first?.product_id)!;
    await env.DB.prepare("UPDATE products SET popularity = 1000000 WHERE id = ?1").bind(other.id).run();
    expect(await run(suggestIndexSql())).toBeGreaterThan(0);
    const top = await env.DB.prepare("SELECT product_id, title FROM suggest_fts WHERE rowid = 1").first<{ product_id: number; title: string }>();
    expect(top).toEqual({ product_id: other.id, title: other.title });
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM suggest_fts").first<{ n: number }>();
    expect(n?.n).toBe(catalogData.products.length);
    expect(await run(suggestIndexSql())).toBe(0);
  });

  it("a changed content document is written again", async () => {
    await run(contentSql(seedContent).split("\n"));
    const changed = { ...seedContent, notification: { ...seedContent.notification, notification: "Gewijzigde melding" } };
    expect(await run(contentSql(changed).split("\n"))).toBe(1);
  });
});
