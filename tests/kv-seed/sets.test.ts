import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import discounts from "../../kv-seed/catalog/discounts.json";
import type { DiscountData } from "../../kv-seed/catalog/discounts-sql";
import synonyms from "../../kv-seed/content/search-synonyms.json";
import postcodes from "../../kv-seed/postcodes.json";
import type { PostcodeData } from "../../kv-seed/postcodes-sql";
import { CONTENT_TABLES, contentStatements, DEMO_TABLES, demoStatements, tablesWritten, type ContentInput } from "../../kv-seed/sets";
import wizards from "../../kv-seed/wizards/wizards.json";
import type { SeedWizard } from "../../kv-seed/wizards/wizards-sql";
import { catalogData, SEED_DAY } from "../helpers/catalog";
import { configuratorFiles } from "../helpers/configurator";
import { seedContent } from "../helpers/seed";

/** The service pages and blog articles keyed as kv-seed/pages-sql.ts keys them. */
function pages(): Record<string, unknown> {
  const files = import.meta.glob<{ slug: string }>(["../../kv-seed/content/service/*.json", "../../kv-seed/content/blog/*.json"], { eager: true, import: "default" });
  return Object.fromEntries(Object.entries(files).map(([path, page]) => [`${path.includes("/blog/") ? "blog" : "service"}:${page.slug}`, page]));
}

const contentInput: ContentInput = { documents: seedContent, pages: pages(), synonyms };
const demoInput = {
  catalog: catalogData,
  today: SEED_DAY,
  discounts: discounts as DiscountData,
  postcodes: (postcodes as PostcodeData).ranges,
  wizards: wizards as unknown as SeedWizard[],
  configurator: configuratorFiles,
};

async function run(statements: string[]): Promise<void> {
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
}

async function count(table: string): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
}

describe("npm run content and npm run demo write separate tables", () => {
  it("content writes only content tables, never a demo table", () => {
    const statements = contentStatements(contentInput);
    expect(statements.length).toBeGreaterThan(20);
    const tables = new Set(statements.flatMap(tablesWritten));
    expect([...tables].sort()).toEqual([...CONTENT_TABLES].sort());
    expect([...tables].filter((t) => (DEMO_TABLES as readonly string[]).includes(t))).toEqual([]);
  });

  it("demo writes only demo tables (and the search lexicon version), never a content document", () => {
    const tables = new Set(demoStatements(demoInput).flatMap(tablesWritten));
    expect(tables.has("content")).toBe(false);
    expect(tables.has("search_synonyms")).toBe(false);
    for (const t of ["products", "reviews", "discount_codes", "postcodes", "wizards", "configurators"]) expect(tables.has(t), t).toBe(true);
    expect([...tables].filter((t) => t !== "search_meta" && !(DEMO_TABLES as readonly string[]).includes(t))).toEqual([]);
  });

  it("content on an empty D1 leaves no demo rows: no products, reviews, discount codes, postcodes, wizards or configurators", async () => {
    await run(contentStatements(contentInput));
    expect(await count("content")).toBe(Object.keys(seedContent).length + Object.keys(contentInput.pages).length);
    expect(await count("search_synonyms")).toBeGreaterThan(0);
    expect(await count("chat_passages")).toBeGreaterThan(0);
    for (const t of DEMO_TABLES) expect(await count(t), t).toBe(0);
    // the demo codes that must never go live unasked
    expect(await env.DB.prepare("SELECT code FROM discount_codes WHERE code IN ('GRATISBEZORGD', 'WELKOM5', 'SLAAP10')").all()).toMatchObject({ results: [] });
  });

  it("content keeps a synonym the shop edited; a second run changes nothing", async () => {
    await run(contentStatements(contentInput));
    const term = (await env.DB.prepare("SELECT term FROM search_synonyms ORDER BY term LIMIT 1").first<{ term: string }>())!.term;
    await env.DB.prepare("UPDATE search_synonyms SET alternatives = '[\"eigen woord\"]' WHERE term = ?1").bind(term).run();
    await run(contentStatements(contentInput));
    expect(await env.DB.prepare("SELECT alternatives FROM search_synonyms WHERE term = ?1").bind(term).first()).toEqual({ alternatives: '["eigen woord"]' });
  });

  it("content then demo loads the shop as npm run seed does", async () => {
    await run(contentStatements(contentInput));
    await run(demoStatements(demoInput));
    expect(await count("products")).toBe(catalogData.products.length);
    expect(await count("discount_codes")).toBe((discounts as DiscountData).discount_codes.length);
    expect(await count("wizards")).toBe(wizards.length);
    expect(await count("configurators")).toBeGreaterThan(0);
  });

  it("demo seeds the back office's owner and member of staff, and keeps a role the shop changed", async () => {
    await run(demoStatements(demoInput));
    const staff = () => env.DB.prepare("SELECT email, name, role, active FROM staff ORDER BY id").all().then((r) => r.results);
    expect(await staff()).toEqual([
      { email: "eva@droomnest.nl", name: "Eva de Vries", role: "eigenaar", active: 1 },
      { email: "sem@droomnest.nl", name: "Sem Jansen", role: "medewerker", active: 1 },
    ]);
    await env.DB.prepare("UPDATE staff SET role = 'eigenaar' WHERE email = 'sem@droomnest.nl'").run();
    await run(demoStatements(demoInput));
    expect(await staff()).toMatchObject([{ role: "eigenaar" }, { email: "sem@droomnest.nl", role: "eigenaar" }]);
  });
});

describe("tablesWritten", () => {
  it.each([
    ["INSERT INTO products (id) VALUES (1);", ["products"]],
    ["INSERT OR IGNORE INTO reviews SELECT 1;", ["reviews"]],
    ["DELETE FROM chat_passages WHERE id NOT IN ('x');", ["chat_passages"]],
    ["UPDATE search_meta SET version = 'x' WHERE id = 1", ["search_meta"]],
    ["INSERT INTO content (key, body) VALUES ('a', 'b') ON CONFLICT (key) DO UPDATE SET body = excluded.body;", ["content"]],
    ["INSERT INTO wizards (id, category_id) VALUES (1, (SELECT id FROM categories WHERE slug = 'x'))", ["wizards"]],
  ])("%s", (sql, tables) => {
    expect(tablesWritten(sql)).toEqual(tables);
  });
});
