import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrandListing, ProductTile } from "../../../app/lib/api/types/catalog";
import { catalogData, json, seedCatalog, servicePages, type ApiErrorBody } from "../../helpers/catalog";
import { worker } from "../../helpers/http";

async function ok<T>(path: string): Promise<T> {
  const res = await worker(path);
  const body = await json<{ data: T }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data;
}

async function expectError(path: string, status: number, code?: string) {
  const res = await worker(path);
  expect(res.status).toBe(status);
  expect(await json<ApiErrorBody>(res)).toEqual({ error: { code: code ?? expect.any(String), message: expect.any(String) } });
}

const expectTile = (t: ProductTile) => {
  expect(t).toMatchObject({ id: expect.any(Number), slug: expect.any(String), url: `/${t.slug}.html`, title: expect.any(String), available: expect.any(Boolean) });
  expect(t.images[0]!.src).toMatch(/^\/img\/p\//u);
  expect(Number.isInteger(t.price.price)).toBe(true);
};

beforeAll(async () => {
  await seedCatalog();
});

describe("GET /v1/catalog/suggested-products", () => {
  it("?ids= answers the tiles in the order asked (e.g. last viewed), duplicates once, unknown ids left out", async () => {
    const ids = [10200, 10001, 10350, 10042];
    const tiles = await ok<ProductTile[]>(`/v1/catalog/suggested-products?ids=${[...ids, 10001, 9999999].join(",")}`);
    expect(tiles.map((t) => t.id)).toEqual(ids);
    tiles.forEach(expectTile);
  });

  it("without ids answers the most popular available products", async () => {
    const tiles = await ok<ProductTile[]>("/v1/catalog/suggested-products");
    const top = [...catalogData.products].filter((p) => p.available).sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    expect(tiles.map((t) => t.id)).toEqual(top.slice(0, tiles.length).map((p) => p.id));
    expect(tiles.length).toBeGreaterThan(0);
  });

  it.each(["abc", "1,,2", "1;2", "", "1,-2", "1.5", Array.from({ length: 25 }, (_, i) => 10001 + i).join(",")])("ids=%s -> 400", async (ids) => {
    await expectError(`/v1/catalog/suggested-products?ids=${encodeURIComponent(ids)}`, 400, "invalid_ids");
  });
});

describe("GET /v1/catalog/suggested-products/{id}", () => {
  it("answers available products of the same main category, never the product itself", async () => {
    const seed = catalogData.products.find((p) => p.main_category === "dekbed")!;
    const tiles = await ok<ProductTile[]>(`/v1/catalog/suggested-products/${seed.id}`);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(8);
    expect(tiles.map((t) => t.id)).not.toContain(seed.id);
    const rows = await env.DB.prepare(
      "SELECT DISTINCT c.slug FROM products p JOIN categories c ON c.id = p.main_category_id WHERE p.id IN (SELECT value FROM json_each(?1))",
    )
      .bind(JSON.stringify(tiles.map((t) => t.id)))
      .all<{ slug: string }>();
    expect(rows.results.map((r) => r.slug)).toEqual(["dekbed"]);
    expect(tiles.every((t) => t.available)).toBe(true);
    tiles.forEach(expectTile);
  });

  it.each([
    ["abc", 400],
    ["9999999", 404],
  ])("/suggested-products/%s -> %i", async (id, status) => {
    await expectError(`/v1/catalog/suggested-products/${id}`, status);
  });
});

describe("GET /v1/catalog/featured-products", () => {
  it("answers the most popular available products as tiles", async () => {
    const tiles = await ok<ProductTile[]>("/v1/catalog/featured-products");
    const top = [...catalogData.products].filter((p) => p.available).sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    expect(tiles.map((t) => t.id)).toEqual(top.slice(0, 8).map((p) => p.id));
    tiles.forEach(expectTile);
  });
});

describe("GET /v1/catalog/brands", () => {
  it("lists every brand with its url and product count", async () => {
    const brands = await ok<{ slug: string; name: string; description: string; products: number; url: string }[]>("/v1/catalog/brands");
    expect(brands.map((b) => b.slug).sort()).toEqual(catalogData.brands.map((b) => b.slug).sort());
    for (const b of brands) {
      expect(b.url).toBe(`/brands/${b.slug}/`);
      expect(b.products).toBe(catalogData.products.filter((p) => p.brand === b.slug).length);
    }
    const names = brands.map((b) => b.name);
    expect(names).toEqual([...names].sort());
  });
});

describe("GET /v1/catalog/overview/brand/products", () => {
  const brand = catalogData.brands.find((b) => b.slug === "nachtwacht")!;
  const ofBrand = catalogData.products.filter((p) => p.brand === brand.slug);

  it("lists the brand's products with breadcrumbs, filters and paging", async () => {
    const l = await ok<BrandListing>(`/v1/catalog/overview/brand/products?brand=${brand.slug}`);
    expect(l.brand).toEqual({ slug: brand.slug, name: brand.name, description: brand.description });
    expect(l.breadcrumbs).toEqual([
      { title: "Home", url: "/" },
      { title: "Merken", url: "/brands/" },
      { title: brand.name, url: `/brands/${brand.slug}/` },
    ]);
    expect(l.pagination.total).toBe(ofBrand.length);
    expect(l.products.length).toBe(Math.min(24, ofBrand.length));
    expect(l.filters.length).toBeGreaterThan(0);
    expect(l.page_links.range).toBe(`/brands/${brand.slug}/?range=1-1`);
  });

  it("filters work: maat:90x200 keeps the brand's products in that size", async () => {
    const expected = ofBrand.filter((p) => (p.attributes.maat ?? []).some((a) => a.slug === "90x200"));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(ofBrand.length);
    const l = await ok<BrandListing>(
      `/v1/catalog/overview/brand/products?brand=${brand.slug}&path=${encodeURIComponent("maat:90x200/")}&querystring=${encodeURIComponent("range=1-5")}`,
    );
    expect(l.pagination.total).toBe(expected.length);
    expect(l.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    const maat = l.filters.find((f) => f.url_key === "maat")!;
    expect(maat.attributes.find((a) => a.value === "90x200")).toMatchObject({ is_selected: true, url: `/brands/${brand.slug}/` });
  });

  it.each([
    ["unknown brand", "brand=bestaat-niet", 404],
    ["bad brand", "brand=Nacht%20Wacht", 400],
    ["missing brand", "", 400],
    ["malformed filter", "brand=nachtwacht&path=merk%3A", 400],
    ["unknown filter key", "brand=nachtwacht&path=bestaatniet%3Ax", 400],
    ["bad page", "brand=nachtwacht&querystring=page%3D0", 400],
    ["page beyond the last", "brand=nachtwacht&querystring=page%3D99", 404],
  ])("%s (%s) -> %i", async (_name, query, status) => {
    await expectError(`/v1/catalog/overview/brand/products?${query}`, status);
  });
});

describe("GET /v1/catalog/category/path", () => {
  it.each([
    ["matrassen", [["Home", "/"], ["Matrassen", "/matrassen/"]]],
    ["/matrassen/", [["Home", "/"], ["Matrassen", "/matrassen/"]]],
    ["matrassen/pocketvering", [["Home", "/"], ["Matrassen", "/matrassen/"], ["Pocketvering matrassen", "/matrassen/pocketvering/"]]],
    ["acties/sale", [["Home", "/"], ["Acties", "/acties/"], ["Sale", "/acties/sale/"]]],
  ])("path=%s has the breadcrumbs", async (path, crumbs) => {
    const data = await ok<{ slug: string; title: string; breadcrumbs: { title: string; url: string }[] }>(`/v1/catalog/category/path?path=${encodeURIComponent(path)}`);
    expect(data.breadcrumbs).toEqual(crumbs.map(([title, url]) => ({ title, url })));
    expect(data.slug).toBe(path.replace(/^\/|\/$/gu, ""));
  });

  it.each([
    ["bestaat-niet", 404],
    ["Matrassen", 400],
    ["", 400],
    ["matrassen/merk:x", 400],
  ])("path=%s -> %i", async (path, status) => {
    await expectError(`/v1/catalog/category/path?path=${encodeURIComponent(path)}`, status);
  });
});

describe("GET /v1/catalog/sitemap", () => {
  type Sitemap = Record<string, { title: string; url: string }[]>;

  it("lists the categories, brands and service pages by default", async () => {
    const s = await ok<Sitemap>("/v1/catalog/sitemap");
    expect(Object.keys(s).sort()).toEqual(["brands", "categories", "services"]);
    expect(s.categories!.map((c) => c.url).sort()).toEqual(catalogData.categories.map((c) => `/${c.slug}/`).sort());
    expect(s.categories).toContainEqual({ title: "Matrassen", url: "/matrassen/" });
    expect(s.brands!.map((b) => b.url).sort()).toEqual(catalogData.brands.map((b) => `/brands/${b.slug}/`).sort());
    expect(s.services!.map((p) => p.url).sort()).toEqual(servicePages.map((p) => `/service/${p.slug}/`).sort());
    for (const p of s.services!) expect(p.title.length).toBeGreaterThan(0);
  });

  it("components picks the parts", async () => {
    const s = await ok<Sitemap>("/v1/catalog/sitemap?components=brands");
    expect(Object.keys(s)).toEqual(["brands"]);
  });

  it.each(["onbekend", "categories,onbekend"])("components=%s -> 400", async (components) => {
    await expectError(`/v1/catalog/sitemap?components=${components}`, 400, "invalid_component");
  });
});
