/**
 * GET /v1/catalog/search never ends in a dead end: a term that matches no product (before filters)
 * answers a fallback of related categories and popular products and is counted once per first-page
 * request (worker/store/search-misses.ts, counted after the response); a term with results has no
 * fallback and is not counted.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "../../../app/lib/api/types/catalog";
import { setLogSink } from "../../../app/lib/log";
import { relatedCategories } from "../../../worker/store/catalog/related-categories";
import { catalogData, json, seedCatalog } from "../../helpers/catalog";
import { browserGet, decodeHtml, worker } from "../../helpers/http";

const searchUrl = (term: string, querystring = "", path = "") =>
  `/v1/catalog/search?${new URLSearchParams({ search_term: term, ...(path ? { path } : {}), ...(querystring ? { querystring } : {}) })}`;

async function search(term: string, querystring = "", path = ""): Promise<SearchResults> {
  const res = await worker(searchUrl(term, querystring, path));
  const body = await json<{ data: SearchResults }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data;
}

const today = () => new Date().toISOString().slice(0, 10);

async function missCount(query: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count FROM search_misses WHERE day = ?1 AND query = ?2").bind(today(), query).first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * Counting runs after the response (waitUntil): a fresh nonsense search is sent and awaited until counted,
 * so every count asked for by an earlier request has been written by then.
 */
let marker = 0;
async function afterEarlierCounts(): Promise<void> {
  const term = `zzmarker ${"q".repeat(++marker)}`;
  await search(term);
  await expect.poll(() => missCount(term)).toBe(1);
}

const topLevel = () =>
  catalogData.categories
    .filter((c) => !c.parent && c.kind === "overview")
    .sort((a, b) => a.position - b.position)
    .slice(0, 6)
    .map((c) => ({ title: c.title, url: `/${c.slug}/` }));

beforeAll(async () => {
  await seedCatalog();
});

describe("a term that matches nothing", () => {
  it("answers no products, a fallback of the main categories and 8 popular available products, and counts the miss once", async () => {
    const r = await search("Xqzvbnm");
    expect(r.pagination.total).toBe(0);
    expect(r.products).toEqual([]);
    expect(r.fallback).not.toBeNull();
    const fallback = r.fallback!;
    expect(fallback.did_you_mean).toBeNull();
    expect(fallback.categories).toEqual(topLevel());
    expect(fallback.products).toHaveLength(8);
    const popular = catalogData.products
      .filter((p) => p.available !== false)
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id)
      .slice(0, 8)
      .map((p) => p.id);
    expect(fallback.products.map((p) => p.id)).toEqual(popular);
    for (const tile of fallback.products) expect(tile.url).toMatch(/^\/.+\.html$/u);

    await expect.poll(() => missCount("xqzvbnm")).toBe(1);
    await search("xqzvbnm");
    await expect.poll(() => missCount("xqzvbnm")).toBe(2);
    await afterEarlierCounts();
    expect(await missCount("xqzvbnm"), "once per request").toBe(2);
  });

  it("relates categories to the words typed: a product word next to nonsense shows that word's categories first", async () => {
    const r = await search("matras xqzvbnm");
    expect(r.pagination.total).toBe(0);
    const urls = r.fallback!.categories.map((c) => c.url);
    expect(urls[0]).toBe("/matrassen/");
    expect(urls).toEqual(expect.arrayContaining(["/matrassen/pocketvering/", "/matrassen/koudschuim/", "/matrassen/traagschuim/"]));
    expect(urls.length).toBeLessThanOrEqual(6);
  });

  it("a page past the first is not counted (and has no fallback: it does not exist)", async () => {
    const res = await worker(searchUrl("qwxzplk", "page=2"));
    expect(res.status).toBe(404);
    await afterEarlierCounts();
    expect(await missCount("qwxzplk")).toBe(0);
  });

  it("a term that looks like personal data gets the fallback but is not stored", async () => {
    const r = await search("sanne@droomnest.nl");
    expect(r.fallback!.products).toHaveLength(8);
    await afterEarlierCounts();
    const { results } = await env.DB.prepare("SELECT query FROM search_misses WHERE query LIKE '%sanne%' OR query LIKE '%droomnest%'").all();
    expect(results).toEqual([]);
  });
});

describe("a term with results", () => {
  it("has no fallback and is not counted, also when its filters leave nothing", async () => {
    const r = await search("matras");
    expect(r.pagination.total).toBeGreaterThan(0);
    expect(r.fallback).toBeNull();
    const filtered = await search("matras", "", "ae-prijs:1-2");
    expect(filtered.pagination.total).toBe(0);
    expect(filtered.fallback).toBeNull();
    await afterEarlierCounts();
    expect(await missCount("matras")).toBe(0);
  });
});

describe("relatedCategories", () => {
  it("falls back to the top-level product categories in menu order when no word relates, and ignores words under 3 letters", async () => {
    const expected = topLevel().map((c) => c.url);
    expect((await relatedCategories(env.DB, ["xqzvbnm"])).map((c) => `/${c.slug}/`)).toEqual(expected);
    expect((await relatedCategories(env.DB, ["de", "xl"])).map((c) => `/${c.slug}/`)).toEqual(expected);
    expect((await relatedCategories(env.DB, [])).map((c) => `/${c.slug}/`)).toEqual(expected);
    // a 100-letter word is no catalogue word (and longer than D1 allows a LIKE pattern)
    expect((await relatedCategories(env.DB, ["a".repeat(100)])).map((c) => `/${c.slug}/`)).toEqual(expected);
  });

  it("a category titled with the word comes before categories that only hold products with it", async () => {
    const related = await relatedCategories(env.DB, ["hoofdkussen"]);
    expect(related[0]).toEqual({ slug: "hoofdkussen", title: "Hoofdkussens" });
  });
});

describe("/zoeken/ renders the fallback on the server", () => {
  it("the message, the related categories and the popular products are in the served HTML, headings in order", async () => {
    const res = await browserGet("/zoeken/?tn_q=xqzvbnm");
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain("We hebben niets gevonden voor ‘xqzvbnm’.");
    expect(html).not.toContain("Geen producten gevonden");
    const headings = [...html.matchAll(/<h([1-3])[^>]*>(.*?)<\/h\1>/gsu)].map((m) => `h${m[1]} ${m[2]!.replace(/<[^>]+>/gu, "")}`);
    const main = headings.slice(headings.findIndex((h) => h.startsWith("h1 Zoekresultaten")));
    expect(main.slice(0, 3)).toEqual(["h1 Zoekresultaten voor ‘xqzvbnm’", "h2 Misschien vind je het hier", "h2 Populaire producten"]);
    const fallback = html.slice(html.indexOf('class="search-fallback"'));
    const links = [...fallback.slice(0, fallback.indexOf("Populaire producten")).matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/gu)].map((m) => ({ url: m[1], title: m[2] }));
    expect(links).toEqual(topLevel());
    expect(main.filter((h) => h.startsWith("h3"))).toHaveLength(8);
  });
});

describe("a failing count never reaches the shopper", () => {
  it("with the table gone, the answer is still the fallback (200) and the failure is logged", async () => {
    const lines: string[] = [];
    const restoreSink = setLogSink((line) => lines.push(line));
    await env.DB.prepare("ALTER TABLE search_misses RENAME TO search_misses_away").run();
    try {
      const r = await search("vbnmxqz");
      expect(r.fallback!.products).toHaveLength(8);
      await expect.poll(() => lines.filter((l) => l.includes("search miss count failed")).length).toBe(1);
      expect(JSON.parse(lines.find((l) => l.includes("search miss count failed"))!)).toMatchObject({ level: "error", error: expect.stringContaining("search_misses") });
    } finally {
      await env.DB.prepare("ALTER TABLE search_misses_away RENAME TO search_misses").run();
      restoreSink();
    }
  });
});
