import { beforeAll, describe, expect, it } from "vitest";
import { catalogData, seedCatalog, servicePages } from "../../helpers/catalog";
import { ORIGIN, worker } from "../../helpers/http";

beforeAll(async () => {
  await seedCatalog();
});

/** One seed image per product type, plus every view of the first product. */
const typeImages = [...new Map(catalogData.products.map((p) => [p.type, p.images[0]!.src])).values()];
const firstViews = catalogData.products[0]!.images.map((i) => i.src);

describe("/img/p/{type}/{hex}/{n}.svg", () => {
  it.each([...typeImages, ...firstViews])("%s answers an 800x800 SVG", async (src) => {
    const res = await worker(src);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^image\/svg\+xml/u);
    const body = await res.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800">/u);
    expect(body.endsWith("</svg>")).toBe(true);
    expect(body).not.toMatch(/<script|href=|<text/iu);
  });

  it("draws the product in its colour", async () => {
    const body = await (await worker("/img/p/matras/2f5d8a/1.svg")).text();
    expect(body).toContain("#2f5d8a");
  });

  it.each([
    "/img/p/matras/zzzzzz/1.svg",
    "/img/p/matras/f3ecd/1.svg",
    "/img/p/matras/f3ecdf0/1.svg",
    "/img/p/matras/%23f3ecd/1.svg",
    "/img/p/matras/f3ecdf/0.svg",
    "/img/p/matras/f3ecdf/13.svg",
    "/img/p/matras/f3ecdf/abc.svg",
    "/img/p/matras/f3ecdf/1.png",
    "/img/p/Matras/f3ecdf/1.svg",
    "/img/p/m4tras/f3ecdf/1.svg",
  ])("%s -> 404", async (src) => {
    const res = await worker(src);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type") ?? "").not.toMatch(/svg/u);
  });
});

describe("/robots.txt", () => {
  it("allows the shop, keeps crawlers out of account, cart, checkout and the API, and names the sitemap", async () => {
    const res = await worker("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/u);
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/account/", "/cart/", "/checkout/", "/v1/"]) expect(lines).toContain(`Disallow: ${path}`);
  });
});

describe("/sitemap.xml", () => {
  let locs: string[];
  beforeAll(async () => {
    const res = await worker("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/u);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/gu)].map((m) => m[1]!);
  });

  it("has only absolute URLs on the shop's origin, each once", () => {
    expect(locs.length).toBeGreaterThan(catalogData.products.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists every category, product (.html), brand and service page", () => {
    const set = new Set(locs);
    for (const c of catalogData.categories) expect(set.has(`${ORIGIN}/${c.slug}/`), c.slug).toBe(true);
    for (const p of catalogData.products) expect(set.has(`${ORIGIN}/${p.slug}.html`), p.slug).toBe(true);
    for (const b of catalogData.brands) expect(set.has(`${ORIGIN}/brands/${b.slug}/`), b.slug).toBe(true);
    for (const s of servicePages) expect(set.has(`${ORIGIN}/service/${s.slug}/`), s.slug).toBe(true);
    expect(set.has(`${ORIGIN}/`)).toBe(true);
  });
});
