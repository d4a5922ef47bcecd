import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResults, Suggestions } from "../../../app/lib/api/types/catalog";
import { catalogData, json, seedCatalog, type ApiErrorBody } from "../../helpers/catalog";
import { untilCacheHit, worker } from "../../helpers/http";

const searchUrl = (term: string, path = "", querystring = "") =>
  `/v1/catalog/search?${new URLSearchParams({ search_term: term, ...(path ? { path } : {}), ...(querystring ? { querystring } : {}) })}`;

async function search(term: string, path = "", querystring = "range=1-20"): Promise<SearchResults> {
  const res = await worker(searchUrl(term, path, querystring));
  const body = await json<{ data: SearchResults }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data;
}

const idsOf = (r: SearchResults) => r.products.map((p) => p.id).sort((a, b) => a - b);

/** Lowercase without accents, as a shopper would not care about them. */
const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const titleWords = (title: string) => plain(title).split(/[^a-z0-9]+/u);

beforeAll(async () => {
  await seedCatalog();
});

describe("search term length (3 to 100 characters)", () => {
  const cases: [string, string, string][] = [
    ["two characters", "ma", "search_term_too_short"],
    ["padded two characters", "  ma  ", "search_term_too_short"],
    ["empty", "", "search_term_too_short"],
    ["101 characters", "a".repeat(101), "search_term_too_long"],
  ];
  it.each(cases)("search: %s -> 400", async (_name, term, code) => {
    const res = await worker(searchUrl(term));
    expect(res.status).toBe(400);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code, message: expect.any(String) } });
  });
  it.each(cases)("suggestions: %s -> 400", async (_name, term, code) => {
    const res = await worker(`/v1/catalog/search/suggestions?search_term=${encodeURIComponent(term)}`);
    expect(res.status).toBe(400);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code, message: expect.any(String) } });
  });
  it("a missing search_term -> 400", async () => {
    expect((await worker("/v1/catalog/search")).status).toBe(400);
    expect((await worker("/v1/catalog/search/suggestions")).status).toBe(400);
  });
  it.each(["mat", "a".repeat(100)])("%s is accepted", async (term) => {
    expect((await worker(searchUrl(term))).status).toBe(200);
  });
});

describe("matching forgives case, accents and Dutch plurals", () => {
  it("'matras', 'MATRAS', 'Matrassen', 'matrassen' and 'matrás' find the same mattresses", async () => {
    const base = await search("matras");
    expect(base.pagination.total).toBeGreaterThan(24);
    expect(base.products).toHaveLength(base.pagination.total);
    for (const term of ["MATRAS", "Matrassen", "matrassen", "matrás", "  matras  "]) {
      expect(idsOf(await search(term)), term).toEqual(idsOf(base));
    }
    // every product with a (compound) matras word in its title is found
    const expected = catalogData.products.filter((p) => titleWords(p.title).some((w) => w.endsWith("matras") || w.endsWith("matrassen")));
    expect(expected.length).toBeGreaterThan(10);
    const found = new Set(base.products.map((p) => p.id));
    for (const p of expected) expect(found.has(p.id), p.title).toBe(true);
  });

  it("'dekbed', 'DEKBED', 'dekbedden' and 'dekbéd' find the same products, the ones titled with 'Dekbed' among them", async () => {
    const base = await search("dekbed");
    expect(base.products).toHaveLength(base.pagination.total);
    for (const term of ["DEKBED", "dekbedden", "Dekbedden", "dekbéd"]) {
      expect(idsOf(await search(term)), term).toEqual(idsOf(base));
    }
    const titled = catalogData.products.filter((p) => titleWords(p.title).includes("dekbed"));
    expect(titled.length).toBeGreaterThan(5);
    const found = new Set(base.products.map((p) => p.id));
    for (const p of titled) expect(found.has(p.id), p.title).toBe(true);
    // and every result is about dekbedden: in its title or in a category titled so
    const categoryTitles = new Map(catalogData.categories.map((c) => [c.slug, c.title]));
    for (const r of base.products) {
      const seed = catalogData.products.find((p) => p.id === r.id)!;
      const text = plain([seed.title, ...seed.categories.map((c) => categoryTitles.get(c)!)].join(" "));
      expect(text, seed.title).toMatch(/dekbed/u);
    }
  });

  it("a brand name finds that brand's products", async () => {
    const r = await search("Nachtwacht");
    const expected = catalogData.products.filter((p) => p.brand === "nachtwacht").map((p) => p.id).sort((a, b) => a - b);
    expect(idsOf(r)).toEqual(expected);
  });

  it("every word must match: 'matras nachtwacht' only finds Nachtwacht mattresses", async () => {
    const both = await search("matras nachtwacht");
    const matras = new Set((await search("matras")).products.map((p) => p.id));
    const brand = new Set(catalogData.products.filter((p) => p.brand === "nachtwacht").map((p) => p.id));
    expect(both.pagination.total).toBeGreaterThan(0);
    for (const p of both.products) {
      expect(matras.has(p.id)).toBe(true);
      expect(brand.has(p.id)).toBe(true);
    }
  });

  it("no match is an empty result, not an error", async () => {
    const r = await search("xyzzyqwv");
    expect(r.pagination.total).toBe(0);
    expect(r.products).toEqual([]);
    expect(r.page_links.next).toBeNull();
  });

  it.each(['matras"', "dekbed OR", "NEAR(matras", "***", "matras AND NOT", "'; DROP TABLE products; --", "%_\\"])(
    "FTS syntax in the term (%s) is harmless",
    async (term) => {
      const res = await worker(searchUrl(term));
      expect(res.status).toBe(200);
      const sug = await worker(`/v1/catalog/search/suggestions?search_term=${encodeURIComponent(term)}`);
      expect(sug.status).toBe(200);
    },
  );
});

describe("search results are a listing", () => {
  it("carries the term, filters, sort fields and page links with tn_q", async () => {
    const r = await search("dekbed", "", "");
    expect(r.search_term).toBe("dekbed");
    expect(r.products).toHaveLength(Math.min(24, r.pagination.total));
    expect(r.pagination.total).toBeGreaterThan(24);
    expect(r.page_links.next).toBe("/zoeken/?tn_q=dekbed&page=2");
    expect(r.filters.length).toBeGreaterThan(0);
    expect(r.sort_fields.find((s) => s.value === "prijs-oplopend")!.url).toBe("/zoeken/sorteer:prijs-oplopend/?tn_q=dekbed");
  });

  it("filters narrow the results (merk), with the other groups counted under the selection", async () => {
    const all = await search("dekbed");
    const merk = all.filters.find((f) => f.url_key === "merk")!;
    const brand = merk.attributes[0]!;
    const r = await search("dekbed", `merk:${brand.value}`);
    expect(r.pagination.total).toBe(brand.count);
    const brandName = catalogData.brands.find((b) => b.slug === brand.value)!.name;
    expect(r.products.every((p) => p.brand === brandName)).toBe(true);
    expect(r.filters.find((f) => f.url_key === "merk")!.attributes.map((a) => a.count)).toEqual(merk.attributes.map((a) => a.count));
  });

  it("sorting by price works on search results", async () => {
    const r = await search("dekbed", "sorteer:prijs-oplopend");
    const prices = r.products.map((p) => p.price.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ["a malformed filter", "merk:", ""],
    ["an unknown filter", "bestaatniet:x", ""],
    ["a bad page", "", "page=0"],
  ])("%s -> 400", async (_name, path, querystring) => {
    const res = await worker(searchUrl("dekbed", path, querystring));
    expect(res.status).toBe(400);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});

describe("GET /v1/catalog/search/suggestions", () => {
  it("returns products, categories, brands and a search_url", async () => {
    const res = await worker("/v1/catalog/search/suggestions?search_term=matras");
    expect(res.status).toBe(200);
    const s = (await json<{ data: Suggestions }>(res)).data;
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(6);
    for (const p of s.products) {
      expect(p).toEqual({ id: expect.any(Number), title: expect.any(String), url: expect.stringMatching(/^\/[a-z0-9-]+\.html$/u), price: expect.any(Number) });
    }
    expect(s.categories).toContainEqual({ title: "Matrassen", url: "/matrassen/" });
    expect(s.brands).toEqual([]);
    expect(s.search_url).toBe("/zoeken/?tn_q=matras");
  });

  it("suggests brands by name, case-insensitively", async () => {
    const s = (await json<{ data: Suggestions }>(await worker("/v1/catalog/search/suggestions?search_term=NACHTWACHT"))).data;
    expect(s.brands).toEqual([{ title: "Nachtwacht", url: "/brands/nachtwacht/" }]);
    expect(s.search_url).toBe("/zoeken/?tn_q=NACHTWACHT");
  });

  it("lists the most popular products whose title matches first (a compound ending in the word counts)", async () => {
    const s = (await json<{ data: Suggestions }>(await worker("/v1/catalog/search/suggestions?search_term=Matrás"))).data;
    const expected = [...catalogData.products]
      .filter((p) => titleWords(p.title).some((w) => w.startsWith("matras") || w.endsWith("matras")))
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .slice(0, 6)
      .map((p) => p.id);
    expect(expected).toHaveLength(6);
    expect(s.products.map((p) => p.id)).toEqual(expected);
  });

  it("fills up from brand, category and product terms when fewer than six titles match", async () => {
    const inBadtextiel = new Set(catalogData.products.filter((p) => p.categories.includes("badtextiel")).map((p) => p.id));
    expect(catalogData.products.some((p) => titleWords(p.title).includes("badtextiel"))).toBe(false);
    const s = (await json<{ data: Suggestions }>(await worker("/v1/catalog/search/suggestions?search_term=badtextiel"))).data;
    expect(s.products).toHaveLength(6);
    for (const p of s.products) expect(inBadtextiel.has(p.id)).toBe(true);
    expect(s.categories).toContainEqual({ title: "Badtextiel", url: "/badtextiel/" });
  });

  it("matches the last word as a prefix while typing ('matr')", async () => {
    const s = (await json<{ data: Suggestions }>(await worker("/v1/catalog/search/suggestions?search_term=matr"))).data;
    expect(s.products.length).toBeGreaterThan(0);
  });

  it("encodes the term in the search_url", async () => {
    const s = (await json<{ data: Suggestions }>(await worker(`/v1/catalog/search/suggestions?search_term=${encodeURIComponent("dekbed & kussen")}`))).data;
    expect(s.search_url).toBe("/zoeken/?tn_q=dekbed%20%26%20kussen");
  });
});

describe("suggestions through the KV cache layer", () => {
  it("the same term (in any case) is answered from KV the second time, with the same suggestions", async () => {
    const first = await worker("/v1/catalog/search/suggestions?search_term=hoeslaken");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const second = await untilCacheHit(() => worker("/v1/catalog/search/suggestions?search_term=HOESLAKEN"));
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(await second.json()).toEqual(await first.json());
  });

  it("a rejected term is not cached", async () => {
    const first = await worker("/v1/catalog/search/suggestions?search_term=ab");
    const second = await worker("/v1/catalog/search/suggestions?search_term=ab");
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
    expect(second.headers.get("X-Cache")).toBeNull();
  });
});
