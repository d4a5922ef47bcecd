/**
 * spec section 2: every indexable page type carries one absolute, unique canonical URL, a meta
 * description, and JSON-LD that parses with absolute URLs; filtered/sorted variants are noindex with the
 * base category as canonical; pages about the shopper are noindex. Rendered through the real Worker.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CategoryListing, Product, ProductTile } from "../../../app/lib/api/types/catalog";
import { META_DESCRIPTION_MAX } from "../../../app/lib/seo.server";
import { blogArticles, catalogData, json, seedCatalog, servicePages } from "../../helpers/catalog";
import { browserGet, ORIGIN, worker } from "../../helpers/http";
import { clearKv } from "../../helpers/kv";
import { seedD1 } from "../../helpers/seed";

const decode = (s: string) =>
  s.replace(/&quot;/gu, '"').replace(/&#x27;/gu, "'").replace(/&#39;/gu, "'").replace(/&lt;/gu, "<").replace(/&gt;/gu, ">").replace(/&amp;/gu, "&");

/** The attributes of every `<tag ...>` in the document head. */
function tags(head: string, tag: "meta" | "link"): Record<string, string>[] {
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)/?>`, "gu"))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/gu)].map((a) => [a[1]!, decode(a[2]!)])),
  );
}

interface Seo {
  status: number;
  canonicals: string[];
  description: string | undefined;
  robots: string | undefined;
  meta: (key: string) => string | undefined;
  jsonLd: Record<string, unknown>[];
}

async function seoOf(path: string): Promise<Seo> {
  const res = await browserGet(path);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = tags(head, "meta");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gsu)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    status: res.status,
    canonicals: tags(head, "link")
      .filter((l) => l.rel === "canonical")
      .map((l) => l.href!),
    description: metas.find((m) => m.name === "description")?.content,
    robots: metas.find((m) => m.name === "robots")?.content,
    meta: (key) => metas.find((m) => m.property === key || m.name === key)?.content,
    jsonLd,
  };
}

/** Every URL-valued field (url, item, image, logo, @id, mainEntityOfPage) anywhere in the JSON-LD. */
function ldUrls(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["url", "item", "image", "logo", "@id", "mainEntityOfPage"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => ldUrls(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => ldUrls(v, k));
  return [];
}

/** A JSON-LD object of one @type, its fields read as the assertions need them. */
type Ld = Record<string, unknown> & { itemListElement?: unknown[]; contactPoint?: unknown; offers?: unknown; aggregateRating?: unknown; image?: unknown };
const ofType = (seo: Seo, type: string) => seo.jsonLd.find((d) => d["@type"] === type) as Ld | undefined;

let product: Product;
let filteredPath: string;
let sortedPath: string;

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
  await clearKv();
  const rated = catalogData.products.find((p) => (catalogData.reviews as unknown as { product_id: number }[]).some((r) => r.product_id === p.id)) ?? catalogData.products[0]!;
  product = (await json<{ data: Product }>(await worker(`/v1/catalog/product/${rated.slug}`))).data;
  const cat = (await json<{ data: CategoryListing }>(await worker("/v1/catalog/overview/category?path=matrassen"))).data;
  filteredPath = cat.filters.find((f) => f.url_key === "merk")!.attributes[0]!.url;
  sortedPath = cat.sort_fields.find((s) => !s.is_selected)!.url;
  // The first render of a test worker compiles the route modules: done here, not inside a test's time.
  await (await browserGet("/")).text();
}, 60_000);

const article = blogArticles[0]!;
const service = servicePages[0]!;

/** Indexable pages and the canonical path each must carry. */
const INDEXABLE: [string, () => string, () => string][] = [
  ["home", () => "/", () => "/"],
  ["category", () => "/matrassen/", () => "/matrassen/"],
  ["product", () => product.url, () => product.url],
  ["blog article", () => `/blog/${article.slug}/`, () => `/blog/${article.slug}/`],
  ["blog index", () => "/blog/", () => "/blog/"],
  ["service page", () => `/service/${service.slug}/`, () => `/service/${service.slug}/`],
  ["service index", () => "/service/", () => "/service/"],
  ["brand", () => `/brands/${catalogData.brands[0]!.slug}/`, () => `/brands/${catalogData.brands[0]!.slug}/`],
  ["brands", () => "/brands/", () => "/brands/"],
  ["text page", () => "/textpage/", () => "/textpage/"],
  ["sitemap", () => "/sitemap/", () => "/sitemap/"],
  ["inspiration", () => "/inspiratie/", () => "/inspiratie/"],
  ["content overview", () => "/cop/", () => "/cop/"],
  ["product overview", () => "/pop/", () => "/pop/"],
  ["discount code", () => "/kortingscode/", () => "/kortingscode/"],
];

describe("indexable pages", () => {
  it.each(INDEXABLE)("%s: one absolute canonical, a description, JSON-LD with absolute URLs, indexable", async (_name, path, canonical) => {
    const seo = await seoOf(path());
    expect(seo.status).toBe(200);
    expect(seo.canonicals).toEqual([`${ORIGIN}${canonical()}`]);
    expect(seo.description?.length ?? 0).toBeGreaterThan(30);
    expect(seo.description!.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(seo.robots ?? "").not.toMatch(/noindex/u);
    for (const d of seo.jsonLd) expect(d["@context"]).toBe("https://schema.org");
    for (const url of ldUrls(seo.jsonLd)) expect(url).toMatch(new RegExp(`^${ORIGIN.replace(/\./gu, "\\.")}/`, "u"));
  });

  it("every indexable page has its own canonical", async () => {
    const canonicals = await Promise.all(INDEXABLE.map(async ([, path]) => (await seoOf(path())).canonicals[0]));
    expect(new Set(canonicals).size).toBe(INDEXABLE.length);
  });
});

describe("home page", () => {
  it("has a description, Organization with logo and contact point, and share tags", async () => {
    const seo = await seoOf("/");
    const org = ofType(seo, "Organization")!;
    expect(org).toMatchObject({ name: "Droomnest", url: `${ORIGIN}/`, logo: `${ORIGIN}/icons/icon-512.png` });
    expect(org.contactPoint).toMatchObject({ "@type": "ContactPoint", telephone: "+31850604050", contactType: "customer service" });
    expect(seo.meta("og:url")).toBe(`${ORIGIN}/`);
  });
});

describe("product page", () => {
  it("Product JSON-LD: offer with price in euros, EUR, availability and url; brand; rating figures; absolute images", async () => {
    const seo = await seoOf(product.url);
    const ld = ofType(seo, "Product")!;
    expect(ld.name).toBe(product.title);
    expect(ld.brand).toEqual({ "@type": "Brand", name: product.brand.name });
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: (product.price.price / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: product.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url: `${ORIGIN}${product.url}`,
    });
    expect(ld.image).toEqual(product.images.map((i) => `${ORIGIN}${i.src}`));
    expect(product.rating.count).toBeGreaterThan(0);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: product.rating.average, reviewCount: product.rating.count });
  });

  it("BreadcrumbList ends with the product; Open Graph and Twitter card tags are absolute", async () => {
    const seo = await seoOf(product.url);
    const crumbs = ofType(seo, "BreadcrumbList")!.itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs.at(-1)).toMatchObject({ position: crumbs.length, name: product.title, item: `${ORIGIN}${product.url}` });
    expect(seo.meta("og:type")).toBe("product");
    expect(seo.meta("og:title")).toBe(product.title);
    expect(seo.meta("og:url")).toBe(`${ORIGIN}${product.url}`);
    expect(seo.meta("og:image")).toBe(`${ORIGIN}${product.images[0]!.src}`);
    expect(seo.meta("og:description")).toBe(seo.description);
    expect(seo.meta("twitter:card")).toBe("summary_large_image");
    expect(seo.meta("twitter:image")).toBe(`${ORIGIN}${product.images[0]!.src}`);
  });
});

describe("category pages", () => {
  it("the base category: BreadcrumbList and share tags", async () => {
    const seo = await seoOf("/matrassen/");
    expect(ofType(seo, "BreadcrumbList")).toBeDefined();
    expect(seo.meta("og:url")).toBe(`${ORIGIN}/matrassen/`);
    expect(seo.meta("og:image")).toMatch(new RegExp(`^${ORIGIN.replace(/\./gu, "\\.")}/`, "u"));
    expect(seo.meta("twitter:card")).toBe("summary_large_image");
  });

  it.each([
    ["filtered", () => filteredPath],
    ["sorted", () => sortedPath],
  ])("a %s variant is 'noindex, follow' with the base category as canonical", async (_kind, path) => {
    expect(path()).not.toBe("/matrassen/");
    const seo = await seoOf(path());
    expect(seo.status).toBe(200);
    expect(seo.robots).toBe("noindex, follow");
    expect(seo.canonicals).toEqual([`${ORIGIN}/matrassen/`]);
  });
});

describe("blog article", () => {
  it("BlogPosting and BreadcrumbList with absolute URLs, article share tags", async () => {
    const seo = await seoOf(`/blog/${article.slug}/`);
    expect(ofType(seo, "BlogPosting")).toMatchObject({ headline: article.title, url: `${ORIGIN}/blog/${article.slug}/` });
    expect(ofType(seo, "BreadcrumbList")!.itemListElement).toHaveLength(3);
    expect(seo.meta("og:type")).toBe("article");
    // The seed's blog articles carry their image (the helper's type names only what other tests read).
    expect(seo.meta("og:image")).toBe(`${ORIGIN}${(article as unknown as { image: { src: string } }).image.src}`);
  });
});

describe("pages that are not indexed", () => {
  it.each(["/cart/", "/favorieten/", "/zoeken/matras/", "/account/login/", "/een-pagina-die-niet-bestaat/"])("%s is noindex", async (path) => {
    const seo = await seoOf(path);
    expect(seo.robots).toMatch(/noindex/u);
  });
});

describe("a long description", () => {
  it("is trimmed at a word boundary to at most the limit", async () => {
    const tiles = (await json<{ data: ProductTile[] }>(await worker("/v1/catalog/featured-products"))).data;
    const seo = await seoOf(tiles[0]!.url);
    expect(seo.description!.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(seo.description).not.toMatch(/\s…$/u);
  });
});
