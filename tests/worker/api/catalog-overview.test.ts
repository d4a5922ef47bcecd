import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CategoryListing, Filter } from "../../../app/lib/api/types/catalog";
import { resetCacheVersionMemo } from "../../../worker/edge/cache";
import { json, seedCatalog, type ApiErrorBody } from "../../helpers/catalog";
import { untilCacheHit, worker } from "../../helpers/http";
import { clearKv } from "../../helpers/kv";

/** GET /v1/catalog/overview/category with path and (optional) querystring, both URL-encoded. */
function overview(path: string, querystring?: string): Promise<Response> {
  const qs = querystring === undefined ? "" : `&querystring=${encodeURIComponent(querystring)}`;
  return worker(`/v1/catalog/overview/category?path=${encodeURIComponent(path)}${qs}`);
}

async function listing(path: string, querystring?: string): Promise<CategoryListing> {
  const res = await overview(path, querystring);
  const body = await json<{ data: CategoryListing }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data;
}

const group = (l: CategoryListing, key: string): Filter => {
  const f = l.filters.find((g) => g.url_key === key);
  if (!f) throw new Error(`no filter group ${key}`);
  return f;
};
const countsOf = (f: Filter) => Object.fromEntries(f.attributes.map((a) => [a.value, a.count]));

async function categoryId(slug: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM categories WHERE slug = ?1").bind(slug).first<{ id: number }>();
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/**
 * Facet counts computed straight from D1: per value of `code`, the products of the category that carry
 * every value group in `restrict` (a product matches a group when it has one of its values).
 */
async function d1Counts(
  slug: string,
  code: string,
  restrict: Record<string, string[]> = {},
  priceEuros?: { min: number; max: number },
): Promise<Record<string, number>> {
  const params: unknown[] = [await categoryId(slug), code];
  const where = Object.entries(restrict).map(([key, values]) => {
    params.push(key, JSON.stringify(values));
    return `AND a.product_id IN (SELECT product_id FROM product_attributes WHERE code = ?${params.length - 1} AND value_slug IN (SELECT value FROM json_each(?${params.length})))`;
  });
  if (priceEuros) {
    params.push(priceEuros.min * 100, priceEuros.max * 100);
    where.push(`AND a.product_id IN (SELECT id FROM products WHERE price BETWEEN ?${params.length - 1} AND ?${params.length})`);
  }
  const rows = await env.DB.prepare(
    `SELECT a.value_slug AS value, COUNT(*) AS n FROM product_attributes a
       JOIN product_categories pc ON pc.product_id = a.product_id AND pc.category_id = ?1
      WHERE a.code = ?2 ${where.join(" ")} GROUP BY a.value_slug`,
  )
    .bind(...params)
    .all<{ value: string; n: number }>();
  return Object.fromEntries(rows.results.map((r) => [r.value, r.n]));
}

async function d1ProductIds(slug: string): Promise<number[]> {
  const rows = await env.DB.prepare("SELECT product_id AS id FROM product_categories WHERE category_id = ?1")
    .bind(await categoryId(slug))
    .all<{ id: number }>();
  return rows.results.map((r) => r.id).sort((a, b) => a - b);
}

beforeAll(async () => {
  await clearKv();
  resetCacheVersionMemo();
  await seedCatalog();
});

describe("GET /v1/catalog/overview/category: shape (matrassen, no selection)", () => {
  let l: CategoryListing;
  beforeAll(async () => {
    l = await listing("matrassen");
  });

  it("has the category with its filter_count and the breadcrumbs", () => {
    expect(l.category).toMatchObject({ slug: "matrassen", title: "Matrassen", kind: "overview", filter_count: 3 });
    expect(l.breadcrumbs).toEqual([
      { title: "Home", url: "/" },
      { title: "Matrassen", url: "/matrassen/" },
    ]);
  });

  it("answers the first 24 product tiles with slug, id, url, availability, overlay, title, image and price in cents", async () => {
    expect(l.products).toHaveLength(24);
    const ids = l.products.map((p) => p.id);
    const rows = await env.DB.prepare("SELECT id, slug, title, price, available FROM products WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify(ids))
      .all<{ id: number; slug: string; title: string; price: number; available: number }>();
    const byId = new Map(rows.results.map((r) => [r.id, r]));
    for (const tile of l.products) {
      const row = byId.get(tile.id);
      expect(row, `tile ${tile.id}`).toBeDefined();
      expect(tile.slug).toBe(row!.slug);
      expect(tile.title).toBe(row!.title);
      expect(tile.url).toBe(`/${row!.slug}.html`);
      expect(tile.available).toBe(row!.available === 1);
      expect(tile.overlay).toBe(tile.available ? null : expect.any(String));
      expect(tile.images[0]!.src).toMatch(/^\/img\/p\/[a-z]+\/[0-9a-f]{6}\/1\.svg$/u);
      expect(tile.images[0]!.width).toBeGreaterThan(0);
      expect(tile.images[0]!.height).toBeGreaterThan(0);
      expect(Number.isInteger(tile.price.price)).toBe(true);
      expect(tile.price.price).toBe(row!.price);
    }
    expect(new Set(ids).size).toBe(24);
  });

  it("has pagination (total, subtotal) and page links (next, range)", async () => {
    const all = await d1ProductIds("matrassen");
    expect(l.pagination.total).toBe(all.length);
    expect(l.pagination.subtotal).toBe(24);
    expect(l.page_links).toEqual({ next: "/matrassen/?page=2", range: "/matrassen/?range=1-1" });
  });

  it("has filter groups with title, url_key, selection type, collapse flags, info text and attributes", () => {
    expect(l.filters.map((f) => f.url_key)).toEqual(["soort", "maat", "hardheid", "merk", "materiaal"]);
    for (const f of l.filters) {
      expect(f.title).toMatch(/^[A-Z]/u);
      expect(["checkbox", "color"]).toContain(f.selection_type);
      expect(f.is_collapsible).toBe(true);
      expect(f.nr_of_attributes_selected).toBe(0);
      expect(f.info_text === null || typeof f.info_text === "string").toBe(true);
      expect(f.attributes.length).toBeGreaterThan(0);
      for (const a of f.attributes) {
        expect(a.title.length).toBeGreaterThan(0);
        expect(a.raw_url).toBe(`${f.url_key}:${a.value}`);
        expect(a.url).toBe(`/matrassen/${f.url_key}:${a.value}/`);
        expect(a.is_selected).toBe(false);
        expect(a.count).toBeGreaterThan(0);
      }
    }
    expect(group(l, "maat").title).toBe("Maat");
    expect(group(l, "maat").info_text).toContain("breedte x lengte");
    expect(group(l, "hardheid").info_text).not.toBeNull();
  });

  it("collapses the groups beyond the category's filter_count (3)", () => {
    expect(l.filters.map((f) => f.is_collapsed)).toEqual([false, false, false, true, true]);
  });

  it("sizes are in natural order (80x200 before 140x200)", () => {
    const sizes = group(l, "maat").attributes.map((a) => a.value);
    expect(sizes.indexOf("80x200")).toBeGreaterThanOrEqual(0);
    expect(sizes.indexOf("80x200")).toBeLessThan(sizes.indexOf("140x200"));
    expect(sizes.indexOf("90x200")).toBeLessThan(sizes.indexOf("140x200"));
  });

  it("facet counts without a selection equal the counts in D1", async () => {
    for (const f of l.filters) expect(countsOf(f), f.url_key).toEqual(await d1Counts("matrassen", f.url_key));
  });

  it("has the price filter 'ae-prijs' spanning the category's prices in whole euros", async () => {
    const range = await env.DB.prepare(
      "SELECT MIN(p.price) AS min, MAX(p.price) AS max FROM products p JOIN product_categories pc ON pc.product_id = p.id WHERE pc.category_id = ?1",
    )
      .bind(await categoryId("matrassen"))
      .first<{ min: number; max: number }>();
    expect(l.price_filter).toMatchObject({
      key: "ae-prijs",
      url_key: "ae-prijs",
      minrange: Math.floor(range!.min / 100),
      maxrange: Math.ceil(range!.max / 100),
      min: Math.floor(range!.min / 100),
      max: Math.ceil(range!.max / 100),
      is_selected: false,
    });
  });

  it("has the sort fields with label, value, raw_url and url; the default sort is selected and left out of its url", () => {
    expect(l.sort_fields.map((s) => s.value)).toEqual(["populariteit", "prijs-oplopend", "prijs-aflopend", "nieuwste", "beoordeling"]);
    for (const s of l.sort_fields) {
      expect(s.display_title).toBe(s.label);
      expect(s.label.length).toBeGreaterThan(0);
      expect(s.raw_url).toBe(`sorteer:${s.value}`);
      expect(s.url).toBe(s.value === "populariteit" ? "/matrassen/" : `/matrassen/sorteer:${s.value}/`);
      expect(s.is_selected).toBe(s.value === "populariteit");
    }
  });
});

describe("facet counts reflect the other selected filters", () => {
  const BRAND = "polderrust";
  const FIRMNESS = "medium";

  it("selecting merk:X leaves the merk counts unchanged and restricts the other groups to brand X", async () => {
    const unfiltered = await listing("matrassen");
    const l = await listing(`matrassen/merk:${BRAND}`);
    const merk = group(l, "merk");
    expect(countsOf(merk)).toEqual(countsOf(group(unfiltered, "merk")));
    expect(merk.nr_of_attributes_selected).toBe(1);
    expect(merk.attributes.filter((a) => a.is_selected).map((a) => a.value)).toEqual([BRAND]);
    // the selected value's url removes it again; another value's url adds it in canonical form
    expect(merk.attributes.find((a) => a.value === BRAND)!.url).toBe("/matrassen/");
    expect(merk.attributes.find((a) => a.value === "nachtwacht")!.url).toBe(`/matrassen/merk:nachtwacht,${BRAND}/`);

    const maat = countsOf(group(l, "maat"));
    expect(maat).toEqual(await d1Counts("matrassen", "maat", { merk: [BRAND] }));
    expect(maat).not.toEqual(countsOf(group(unfiltered, "maat")));
    expect(countsOf(group(l, "hardheid"))).toEqual(await d1Counts("matrassen", "hardheid", { merk: [BRAND] }));

    expect(l.pagination.total).toBe((await d1Counts("matrassen", "merk"))[BRAND]);
  });

  it("with two groups selected, each group counts under the other one only", async () => {
    const l = await listing(`matrassen/hardheid:${FIRMNESS}/merk:${BRAND}`);
    expect(countsOf(group(l, "merk"))).toEqual(await d1Counts("matrassen", "merk", { hardheid: [FIRMNESS] }));
    expect(countsOf(group(l, "hardheid"))).toEqual(await d1Counts("matrassen", "hardheid", { merk: [BRAND] }));
    expect(countsOf(group(l, "maat"))).toEqual(await d1Counts("matrassen", "maat", { merk: [BRAND], hardheid: [FIRMNESS] }));
    const both = await d1Counts("matrassen", "merk", { hardheid: [FIRMNESS] });
    expect(l.pagination.total).toBe(both[BRAND]);
  });

  it("with a price range and a brand selected, every group counts under the others and the price", async () => {
    const price = { min: 300, max: 900 };
    const l = await listing(`matrassen/merk:${BRAND}/ae-prijs:${price.min}-${price.max}`);
    expect(countsOf(group(l, "merk"))).toEqual(await d1Counts("matrassen", "merk", {}, price));
    expect(countsOf(group(l, "maat"))).toEqual(await d1Counts("matrassen", "maat", { merk: [BRAND] }, price));
    expect(countsOf(group(l, "soort"))).toEqual(await d1Counts("matrassen", "soort", { merk: [BRAND] }, price));
    expect(l.pagination.total).toBe((await d1Counts("matrassen", "merk", {}, price))[BRAND]);
  });

  it("filtered counts keep the value titles of the unfiltered ones", async () => {
    const unfiltered = await listing("matrassen");
    const l = await listing(`matrassen/hardheid:${FIRMNESS}/merk:${BRAND}`);
    const titles = (x: CategoryListing) => Object.fromEntries(x.filters.flatMap((f) => f.attributes.map((a) => [`${f.url_key}:${a.value}`, a.title])));
    const all = titles(unfiltered);
    const some = titles(l);
    expect(Object.keys(some).length).toBeGreaterThan(10);
    for (const [key, title] of Object.entries(some)) expect(title).toBe(all[key]);
  });

  it("every listed product carries the selected brand (two values of one group match either)", async () => {
    const l = await listing("matrassen/merk:nachtwacht,polderrust", "range=1-3");
    const counts = await d1Counts("matrassen", "merk");
    expect(l.pagination.total).toBe(counts.nachtwacht! + counts.polderrust!);
    const brands = await env.DB.prepare(
      "SELECT DISTINCT value_slug AS v FROM product_attributes WHERE code = 'merk' AND product_id IN (SELECT value FROM json_each(?1))",
    )
      .bind(JSON.stringify(l.products.map((p) => p.id)))
      .all<{ v: string }>();
    expect(brands.results.map((r) => r.v).sort()).toEqual(["nachtwacht", "polderrust"]);
    expect(l.products).toHaveLength(l.pagination.total);
  });

  it("a selected group beyond the filter_count is not collapsed", async () => {
    const l = await listing(`matrassen/merk:${BRAND}`);
    expect(l.filters.map((f) => [f.url_key, f.is_collapsed])).toEqual([
      ["soort", false],
      ["maat", false],
      ["hardheid", false],
      ["merk", false],
      ["materiaal", true],
    ]);
  });
});

describe("price range filter", () => {
  it("ae-prijs:300-600 lists exactly the products priced from 300 to 600 euros", async () => {
    const l = await listing("matrassen/ae-prijs:300-600", "range=1-4");
    const expected = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM products p JOIN product_categories pc ON pc.product_id = p.id WHERE pc.category_id = ?1 AND p.price BETWEEN 30000 AND 60000",
    )
      .bind(await categoryId("matrassen"))
      .first<{ n: number }>();
    expect(expected!.n).toBeGreaterThan(0);
    expect(l.pagination.total).toBe(expected!.n);
    expect(l.products).toHaveLength(expected!.n);
    for (const p of l.products) {
      expect(p.price.price).toBeGreaterThanOrEqual(30000);
      expect(p.price.price).toBeLessThanOrEqual(60000);
    }
    const unfiltered = await listing("matrassen");
    expect(l.price_filter).toMatchObject({
      min: 300,
      max: 600,
      is_selected: true,
      url: "/matrassen/",
      minrange: unfiltered.price_filter.minrange,
      maxrange: unfiltered.price_filter.maxrange,
    });
    expect(l.sort_fields.find((s) => s.value === "prijs-oplopend")!.url).toBe("/matrassen/ae-prijs:300-600/sorteer:prijs-oplopend/");
  });

  it("the slider's bounds follow the other filters (merk:X gives brand X's price range)", async () => {
    const l = await listing("matrassen/merk:polderrust");
    const range = await env.DB.prepare(
      `SELECT MIN(p.price) AS min, MAX(p.price) AS max FROM products p JOIN product_categories pc ON pc.product_id = p.id
        WHERE pc.category_id = ?1 AND p.id IN (SELECT product_id FROM product_attributes WHERE code = 'merk' AND value_slug = 'polderrust')`,
    )
      .bind(await categoryId("matrassen"))
      .first<{ min: number; max: number }>();
    expect(l.price_filter).toMatchObject({ minrange: Math.floor(range!.min / 100), maxrange: Math.ceil(range!.max / 100), is_selected: false });
    const unfiltered = await listing("matrassen");
    expect([l.price_filter.minrange, l.price_filter.maxrange]).not.toEqual([unfiltered.price_filter.minrange, unfiltered.price_filter.maxrange]);
  });

  it("a range below every price gives no products, not an error", async () => {
    const l = await listing("matrassen/ae-prijs:0-1");
    expect(l.pagination.total).toBe(0);
    expect(l.products).toEqual([]);
    expect(l.page_links.next).toBeNull();
  });
});

describe("sorting", () => {
  it.each([
    ["prijs-oplopend", (a: number, b: number) => a <= b],
    ["prijs-aflopend", (a: number, b: number) => a >= b],
  ] as const)("sorteer:%s orders every product by price", async (sort, inOrder) => {
    const l = await listing(`matrassen/sorteer:${sort}`, "range=1-4");
    expect(l.products).toHaveLength(l.pagination.total);
    const prices = l.products.map((p) => p.price.price);
    for (let i = 1; i < prices.length; i++) expect(inOrder(prices[i - 1]!, prices[i]!), `position ${i}: ${prices[i - 1]} then ${prices[i]}`).toBe(true);
    expect(prices[0]).not.toBe(prices.at(-1));
    expect(l.sort_fields.find((s) => s.is_selected)!.value).toBe(sort);
    expect(l.page_links.range).toBe(`/matrassen/sorteer:${sort}/?range=1-4`);
  });
});

describe("paging", () => {
  it("page=2 returns the next 24, range=1-2 returns 48, the last page has next null", async () => {
    const all = await d1ProductIds("matrassen");
    const pages = Math.ceil(all.length / 24);
    expect(pages).toBeGreaterThanOrEqual(3);

    const p1 = await listing("matrassen");
    const p2 = await listing("matrassen", "page=2");
    const r12 = await listing("matrassen", "range=1-2");
    expect(p2.products).toHaveLength(24);
    expect(r12.products).toHaveLength(48);
    expect(r12.products.map((p) => p.id)).toEqual([...p1.products, ...p2.products].map((p) => p.id));
    expect(p2.pagination.subtotal).toBe(48);
    expect(r12.pagination.subtotal).toBe(48);
    expect(p2.page_links).toEqual({ next: "/matrassen/?page=3", range: "/matrassen/?range=2-2" });
    expect(r12.page_links).toEqual({ next: "/matrassen/?page=3", range: "/matrassen/?range=1-2" });

    const last = await listing("matrassen", `page=${pages}`);
    expect(last.products).toHaveLength(all.length - (pages - 1) * 24);
    expect(last.pagination.subtotal).toBe(all.length);
    expect(last.page_links.next).toBeNull();

    const everything = await listing("matrassen", `range=1-${pages}`);
    expect(everything.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(all);
    expect(everything.page_links.next).toBeNull();
  });

  it("keeps the selection in the page links", async () => {
    const l = await listing("matrassen/maat:90x200/");
    expect(l.pagination.total).toBeGreaterThan(24);
    expect(l.page_links.next).toBe("/matrassen/maat:90x200/?page=2");
    expect(l.canonical).toBe("/matrassen/maat:90x200/");
  });
});

describe("filter_count per category", () => {
  it.each([
    ["matrassen", 3],
    ["badtextiel", 2],
    ["acties/alles-999-op-op", 0],
  ])("%s shows %i groups open, the rest collapsed", async (slug, count) => {
    const l = await listing(slug);
    expect(l.category.filter_count).toBe(count);
    expect(l.filters.length).toBeGreaterThan(count);
    expect(l.filters.map((f) => f.is_collapsed)).toEqual(l.filters.map((_, i) => i >= count));
  });
});

describe("action categories", () => {
  it("acties/3-halen-1-betalen is titled '3 Halen 1 Betalen' under Acties", async () => {
    const l = await listing("acties/3-halen-1-betalen");
    expect(l.category.title).toBe("3 Halen 1 Betalen");
    expect(l.category.kind).toBe("action");
    expect(l.breadcrumbs).toEqual([
      { title: "Home", url: "/" },
      { title: "Acties", url: "/acties/" },
      { title: "3 Halen 1 Betalen", url: "/acties/3-halen-1-betalen/" },
    ]);
  });

  it.each(["acties/sale", "acties/black-friday", "acties/3-halen-1-betalen", "acties/4-gratis-kussens", "acties/alles-999-op-op"])(
    "%s has 'Hoe werkt deze actie?' steps and a header image",
    async (slug) => {
      const l = await listing(slug);
      expect(l.category.steps.length).toBeGreaterThanOrEqual(2);
      for (const step of l.category.steps) {
        expect(step.title.length).toBeGreaterThan(0);
        expect(step.text.length).toBeGreaterThan(0);
      }
      expect(l.category.header_image).toMatchObject({ src: `/img/c/${slug.replace("/", "-")}.svg`, width: 1200, height: 300 });
      expect(l.products.length).toBeGreaterThan(0);
    },
  );

  it("an overview category has no steps and no header image", async () => {
    const l = await listing("matrassen");
    expect(l.category.steps).toEqual([]);
    expect(l.category.header_image).toBeNull();
  });
});

describe("bad input answers 4xx with the error shape, never 500", () => {
  const cases: [string, number, string, string | undefined][] = [
    ["unknown category", 404, "bestaat-niet", undefined],
    ["unknown subcategory", 404, "matrassen/bestaat-niet", undefined],
    ["uppercase category", 404, "Matrassen", undefined],
    ["empty filter value", 400, "matrassen/merk:", undefined],
    ["uppercase filter value", 400, "matrassen/merk:UPPER", undefined],
    ["uppercase filter key", 400, "matrassen/Merk:nachtwacht", undefined],
    ["non-slug price value on an unknown key", 400, "matrassen/prijs:abc", undefined],
    ["malformed price range", 400, "matrassen/ae-prijs:abc", undefined],
    ["price without max", 400, "matrassen/ae-prijs:100-", undefined],
    ["unknown filter key", 400, "matrassen/bestaatniet:x", undefined],
    ["price min above max", 400, "matrassen/ae-prijs:500-100", undefined],
    ["unknown sort", 400, "matrassen/sorteer:willekeurig", undefined],
    ["same filter twice", 400, "matrassen/merk:nachtwacht/merk:polderrust", undefined],
    ["category segment after a filter", 400, "matrassen/merk:nachtwacht/pocketvering", undefined],
    ["undecodable filter segment", 400, "matrassen/merk:%E0%A4%A", undefined],
    ["page=0", 400, "matrassen", "page=0"],
    ["page=999999", 400, "matrassen", "page=999999"],
    ["page=abc", 400, "matrassen", "page=abc"],
    ["page=-1", 400, "matrassen", "page=-1"],
    ["range=5-1", 400, "matrassen", "range=5-1"],
    ["range=abc", 400, "matrassen", "range=abc"],
    ["range spanning too many pages", 400, "matrassen", "range=1-21"],
    ["page and range together", 400, "matrassen", "page=1&range=1-2"],
    ["page beyond the last page", 404, "matrassen", "page=5"],
    ["range beyond the last page", 404, "matrassen", "range=5-6"],
    ["over-long path", 400, `matrassen/${"a".repeat(590)}`, undefined],
    ["over-long querystring", 400, "matrassen", `page=1&x=${"a".repeat(300)}`],
    ["empty path", 400, "", undefined],
  ];

  it.each(cases)("%s -> %i", async (_name, status, path, querystring) => {
    const res = await overview(path, querystring);
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
    const body = await json<ApiErrorBody>(res);
    expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(body.error.message.length).toBeLessThan(200);
  });

  it("missing path -> 400", async () => {
    const res = await worker("/v1/catalog/overview/category");
    expect(res.status).toBe(400);
    expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: "invalid_path", message: expect.any(String) } });
  });

  it("filter errors are explained in Dutch", async () => {
    const body = await json<ApiErrorBody>(await overview("matrassen/ae-prijs:500-100"));
    expect(body.error.message).toBe("De minimumprijs is hoger dan de maximumprijs.");
    const unknown = await json<ApiErrorBody>(await overview("matrassen/bestaatniet:x"));
    expect(unknown.error.message).toContain("Onbekend filter");
  });
});

describe("KV cache layer", () => {
  it("a second identical request answers X-Cache HIT with the same body", async () => {
    const path = "badtextiel/sorteer:nieuwste";
    const first = await overview(path, "page=1");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const second = await untilCacheHit(() => overview(path, "page=1"));
    expect(second.status).toBe(200);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(await second.json()).toEqual(await first.json());
  });

  it("a long but valid selection (cache key over KV's 512-byte key limit) is cached too", async () => {
    const all = await listing("matrassen");
    const values = (key: string) => group(all, key).attributes.map((a) => a.value).join(",");
    const path = `matrassen/soort:${values("soort")}/maat:${values("maat")}/hardheid:${values("hardheid")}/merk:${values("merk")}/ae-prijs:1-5000/sorteer:prijs-aflopend/`;
    expect(path.length).toBeLessThanOrEqual(512);
    const url = `/v1/catalog/overview/category?${new URLSearchParams({ path, querystring: "range=1-2" })}`;
    expect(new TextEncoder().encode(url).length).toBeGreaterThan(512);

    const first = await worker(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const second = await untilCacheHit(() => worker(url));
    expect(second.headers.get("X-Cache")).toBe("HIT");
    const body = await json<{ data: CategoryListing }>(second);
    expect(body.data.pagination.total).toBe(all.pagination.total);
  });

  it("another query is another cache entry; errors are not cached", async () => {
    const other = await overview("badtextiel/sorteer:nieuwste", "page=2");
    expect(other.headers.get("X-Cache")).toBe("MISS");
    for (let i = 0; i < 2; i++) {
      const res = await overview("bestaat-ook-niet");
      expect(res.status).toBe(404);
      expect(res.headers.get("X-Cache")).not.toBe("HIT");
    }
  });
});
