import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Product, ProductTile, QuickView, Reviews } from "../../../app/lib/api/types/catalog";
import { catalogData, json, seedCatalog, seedDate, seedProduct, type ApiErrorBody } from "../../helpers/catalog";
import { worker } from "../../helpers/http";

type SeedProduct = (typeof catalogData.products)[number];

async function product(key: string, query = ""): Promise<Product> {
  const res = await worker(`/v1/catalog/product/${key}${query}`);
  const body = await json<{ data: Product }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data;
}

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
  const body = await json<ApiErrorBody>(res);
  expect(body).toEqual({ error: { code: code ?? expect.any(String), message: expect.any(String) } });
}

/** The seed product whose options match `test`, failing when the seed has none. */
function findSeed(test: (p: SeedProduct) => boolean, what: string): SeedProduct {
  const p = catalogData.products.find(test);
  if (!p) throw new Error(`the seed has no product with ${what}`);
  return p;
}

beforeAll(async () => {
  await seedCatalog();
});

describe("GET /v1/catalog/product/{slug} and /{id}", () => {
  const seed = seedProduct(10001);
  let bySlug: Product;
  beforeAll(async () => {
    bySlug = await product(seed.slug);
  });

  it("answers the same product by slug and by id", async () => {
    expect(await product(String(seed.id))).toEqual(bySlug);
  });

  it("has slug, sku, title, brand, main category, delivery, availability and specifications from the catalogue", () => {
    const brand = catalogData.brands.find((b) => b.slug === seed.brand)!;
    const main = catalogData.categories.find((c) => c.slug === seed.main_category)!;
    expect(bySlug).toMatchObject({
      id: seed.id,
      slug: seed.slug,
      url: `/${seed.slug}.html`,
      sku: seed.sku,
      title: seed.title,
      brand: { name: brand.name, slug: brand.slug },
      main_category: { title: main.title, slug: main.slug, url: `/${main.slug}/` },
      delivery: seed.delivery,
      available: seed.available,
      specifications: seed.specifications,
      description: seed.description,
    });
    expect(Array.isArray(bySlug.custom_fields)).toBe(true);
  });

  it("has options whose values have titles, and the variants with a default variant_id", () => {
    expect(bySlug.options).toEqual(seed.options.map((o) => ({ code: o.code, title: o.title, values: o.values })));
    expect(bySlug.variants.map((v) => v.id).sort((a, b) => a - b)).toEqual(seed.variants.map((v) => v.id).sort((a, b) => a - b));
    const chosen = bySlug.variants.find((v) => v.id === bySlug.variant_id);
    expect(chosen).toBeDefined();
    expect(chosen!.available).toBe(true);
    expect(bySlug.price).toEqual(chosen!.price);
    for (const v of bySlug.variants) {
      const s = seed.variants.find((x) => x.id === v.id)!;
      expect(v.option_value_ids).toEqual(s.option_value_ids);
      expect(v.available).toBe(seed.available && s.stock > 0);
    }
    // a variant out of stock is never the default
    expect(seed.variants.some((v) => v.stock === 0)).toBe(true);
  });

  it("has a price in cents with price, price_old and price_incl", () => {
    expect(Number.isInteger(bySlug.price.price)).toBe(true);
    expect(bySlug.price.price_incl).toBe(bySlug.price.price);
    expect(bySlug.price.price_old === null || Number.isInteger(bySlug.price.price_old)).toBe(true);
  });

  it("has at least two images with width and height", () => {
    expect(bySlug.images.length).toBeGreaterThanOrEqual(2);
    expect(bySlug.images).toEqual(seed.images);
    for (const img of bySlug.images) {
      expect(img.width).toBeGreaterThan(0);
      expect(img.height).toBeGreaterThan(0);
    }
  });

  it("has a stock score and the breadcrumbs down to the product", () => {
    expect(bySlug.stock_score).toEqual({ score: 3, label: "Ruim op voorraad" });
    expect(bySlug.breadcrumbs).toEqual([
      { title: "Home", url: "/" },
      { title: "Matrassen", url: "/matrassen/" },
      { title: seed.title, url: `/${seed.slug}.html` },
    ]);
  });

  it("an unavailable product says so, with stock score 0 and no available variant", async () => {
    const seedOff = findSeed((p) => !p.available, "available false");
    const p = await product(seedOff.slug);
    expect(p.available).toBe(false);
    expect(p.stock_score.score).toBe(0);
    expect(p.variants.every((v) => !v.available)).toBe(true);
  });
});

describe("breadcrumbs of a product in a sub-category", () => {
  it("run from the top category down to the main category, then the product", async () => {
    const seed = seedProduct(10001);
    const sub = catalogData.categories.find((c) => c.slug === "matrassen/pocketvering")!;
    const parent = catalogData.categories.find((c) => c.slug === sub.parent)!;
    const main = await env.DB.prepare("SELECT main_category_id FROM products WHERE id = ?1").bind(seed.id).first<{ main_category_id: number }>();
    await env.DB.prepare("UPDATE products SET main_category_id = (SELECT id FROM categories WHERE slug = ?1) WHERE id = ?2").bind(sub.slug, seed.id).run();
    try {
      const p = await product(seed.slug);
      expect(p.main_category).toEqual({ title: sub.title, slug: sub.slug, url: `/${sub.slug}/` });
      expect(p.breadcrumbs).toEqual([
        { title: "Home", url: "/" },
        { title: parent.title, url: `/${parent.slug}/` },
        { title: sub.title, url: `/${sub.slug}/` },
        { title: seed.title, url: `/${seed.slug}.html` },
      ]);
    } finally {
      await env.DB.prepare("UPDATE products SET main_category_id = ?1 WHERE id = ?2").bind(main!.main_category_id, seed.id).run();
    }
  });
});

describe("the 0x0 rule", () => {
  const isZero = (t: string) => t === "0x0";

  it("with two options, the 0x0 value (and so its option) is dropped", async () => {
    const seed = findSeed((p) => p.options.length === 2 && p.options.some((o) => o.values.some((v) => isZero(v.title))), "two options, one with 0x0");
    const p = await product(seed.slug);
    expect(p.options.flatMap((o) => o.values).some((v) => isZero(v.title))).toBe(false);
    const kept = seed.options.filter((o) => !o.values.every((v) => isZero(v.title)));
    expect(p.options.map((o) => o.code)).toEqual(kept.map((o) => o.code));
    expect(p.options[0]!.values.map((v) => v.title)).toEqual(kept[0]!.values.map((v) => v.title));
    // the variants are all still there
    expect(p.variants).toHaveLength(seed.variants.length);
  });

  it("a single 0x0 option is kept", async () => {
    const seed = findSeed((p) => p.options.length === 1 && p.options[0]!.values.some((v) => isZero(v.title)), "a single 0x0 option");
    const p = await product(seed.slug);
    expect(p.options).toHaveLength(1);
    expect(p.options[0]!.values.map((v) => v.title)).toContain("0x0");
  });
});

describe("quick view (debug=quickview)", () => {
  it("has the quick-view shape: price, options, variants, delivery, stock score; no description or specifications", async () => {
    const seed = seedProduct(10001);
    const q = (await product(seed.slug, "?debug=quickview")) as unknown as QuickView & Record<string, unknown>;
    expect(q).toMatchObject({ id: seed.id, slug: seed.slug, sku: seed.sku, title: seed.title, delivery: seed.delivery });
    expect(q.images.length).toBeGreaterThanOrEqual(2);
    expect(q.images.length).toBeLessThanOrEqual(3);
    expect(q.stock_score).toEqual(expect.objectContaining({ score: expect.any(Number), label: expect.any(String) }));
    expect(q.variant_id).toEqual(expect.any(Number));
    expect(q).not.toHaveProperty("description");
    expect(q).not.toHaveProperty("specifications");
    expect(q).not.toHaveProperty("breadcrumbs");
    const full = await product(seed.slug);
    expect(q.price).toEqual(full.price);
    expect(q.options).toEqual(full.options);
  });

  it.each(["other", "", "QUICKVIEW"])("debug=%j -> 400", async (debug) => {
    await expectError(await worker(`/v1/catalog/product/${seedProduct(10001).slug}?debug=${debug}`), 400, "invalid_debug");
  });
});

describe("unknown or malformed product keys", () => {
  it.each(["bestaat-niet-dit-product", "9999999", "0"])("%s -> 404", async (key) => {
    await expectError(await worker(`/v1/catalog/product/${key}`), 404, "product_not_found");
  });

  it.each(["Hoofd_Kussen", "abc%27%3B--", "-abc", "abc%20def", "%E2%82%AC", "abc%zz", "a".repeat(300), "12345678901"])("%s -> 404, not 500", async (key) => {
    const res = await worker(`/v1/catalog/product/${key}`);
    await expectError(res, 404);
  });
});

// ---------------------------------------------------------------------------------------------------
// price_old: an independent implementation of the reference-price rule on calendar dates.

const DAY = 86_400_000;
const dateMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The price history as dated entries; the reference price is the lowest price in effect on any of the 30
 * calendar days before the current price took effect, shown only when the current price is below it.
 */
function expectedPrice(seed: SeedProduct): { price: number; price_old: number | null } {
  const dated = seed.price_history.map((h) => ({ from: seedDate(h.days_ago), price: h.price })).sort((a, b) => a.from.localeCompare(b.from));
  const current = dated.at(-1)!;
  const inEffectOn = (day: string) => dated.filter((d) => d.from <= day).at(-1)?.price;
  const seen: number[] = [];
  for (let i = 1; i <= 30; i++) {
    const p = inEffectOn(isoOf(dateMs(current.from) - i * DAY));
    if (p !== undefined) seen.push(p);
  }
  const lowest = seen.length ? Math.min(...seen) : null;
  return { price: current.price, price_old: lowest !== null && current.price < lowest ? lowest : null };
}

const byRecency = (p: SeedProduct) => [...p.price_history].sort((a, b) => a.days_ago - b.days_ago);

async function tiles(ids: number[]): Promise<ProductTile[]> {
  const res = await worker(`/v1/catalog/suggested-products?ids=${ids.join(",")}`);
  expect(res.status).toBe(200);
  return (await json<{ data: ProductTile[] }>(res)).data;
}

describe("price_old follows the reference-price rule", () => {
  const cases: [string, (p: SeedProduct) => boolean][] = [
    ["a discounted product", (p) => expectedPrice(p).price_old !== null],
    [
      "a discount after a temporary increase (the lowest price of the window counts)",
      (p) => {
        const [cur, prev, before] = byRecency(p);
        return !!before && prev!.price > before.price && cur!.price < before.price && expectedPrice(p).price_old === before.price;
      },
    ],
    [
      "a price drop with a lower price within 30 days (no price_old)",
      (p) => {
        const [cur, prev] = byRecency(p);
        return !!prev && cur!.price < prev.price && expectedPrice(p).price_old === null;
      },
    ],
    [
      "a price rise (no price_old)",
      (p) => {
        const [cur, prev] = byRecency(p);
        return !!prev && cur!.price > prev.price;
      },
    ],
  ];

  it.each(cases)("%s: tile and product page agree with the rule", async (_name, pick) => {
    const seed = findSeed(pick, _name);
    const expected = expectedPrice(seed);
    const [tile] = await tiles([seed.id]);
    expect(tile!.price.price).toBe(expected.price);
    expect(tile!.price.price_old).toBe(expected.price_old);

    const p = await product(seed.slug);
    const delta = seed.variants.find((v) => v.id === p.variant_id)!.price_delta;
    expect(p.price.price).toBe(expected.price + delta);
    expect(p.price.price_old).toBe(expected.price_old === null ? null : expected.price_old + delta);
    if (expected.price_old !== null) expect(p.price.price_old!).toBeGreaterThan(p.price.price);
  });

  it("every tile of the catalogue has the expected price and price_old", async () => {
    const all = catalogData.products;
    let discounted = 0;
    for (let i = 0; i < all.length; i += 24) {
      const chunk = all.slice(i, i + 24);
      const got = await tiles(chunk.map((p) => p.id));
      expect(got.map((t) => t.id)).toEqual(chunk.map((p) => p.id));
      for (const [j, t] of got.entries()) {
        const expected = expectedPrice(chunk[j]!);
        expect({ id: t.id, price: t.price.price, price_old: t.price.price_old }).toEqual({ id: chunk[j]!.id, ...expected });
        if (expected.price_old !== null) discounted++;
      }
    }
    expect(discounted).toBeGreaterThan(0);
    expect(discounted).toBeLessThan(all.length);
  });
});

// ---------------------------------------------------------------------------------------------------

describe("GET /v1/catalog/product/{id}/reviews", () => {
  const reviewsOf = (id: number) => catalogData.reviews.filter((r) => r.product_id === id);
  const most = [...new Set(catalogData.reviews.map((r) => r.product_id))].sort((a, b) => reviewsOf(b).length - reviewsOf(a).length)[0]!;

  it("has the average, the count and the reviews newest first", async () => {
    const seeded = reviewsOf(most);
    expect(seeded.length).toBeGreaterThan(1);
    const res = await worker(`/v1/catalog/product/${most}/reviews`);
    expect(res.status).toBe(200);
    const r = (await json<{ data: Reviews }>(res)).data;
    expect(r.count).toBe(seeded.length);
    expect(r.average).toBe(Math.round((seeded.reduce((s, x) => s + x.score, 0) / seeded.length) * 10) / 10);
    expect(r.reviews.map((x) => x.id).sort((a, b) => a - b)).toEqual(seeded.map((x) => x.id).sort((a, b) => a - b));
    expect(r.pagination).toEqual({ total: seeded.length, page: 1, pages: 1, page_size: 10 });
    const dates = r.reviews.map((x) => x.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates.map((d) => d.slice(0, 10))).size).toBeGreaterThan(1);
    // the newest review of the seed (smallest days_ago) comes first
    const newest = Math.min(...seeded.map((x) => x.days_ago));
    expect(r.reviews[0]!.created_at.slice(0, 10)).toBe(seedDate(newest));
    for (const x of r.reviews) {
      expect(x).toEqual({ id: expect.any(Number), display_name: expect.any(String), title: expect.any(String), content: expect.any(String), score: expect.any(Number), created_at: expect.any(String), verified: false, reply: null });
      expect(x.score).toBeGreaterThanOrEqual(1);
      expect(x.score).toBeLessThanOrEqual(5);
    }
  });

  describe("with more than one page of reviews", () => {
    const EXTRA = 7;
    beforeAll(async () => {
      // newer than every seeded review, plus one pending review that must not show
      const stmts = Array.from({ length: EXTRA }, (_, i) =>
        env.DB.prepare("INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status) VALUES (?1, ?2, 'Extra', 'Extra review', ?3, ?4, 'published')").bind(
          most,
          `Extra ${i}`,
          (i % 5) + 1,
          `2999-01-${String(i + 1).padStart(2, "0")}T10:00:00.000Z`,
        ),
      );
      stmts.push(
        env.DB.prepare("INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status) VALUES (?1, 'Pending', 'Nog niet', 'Wacht op moderatie', 1, '2999-12-31T10:00:00.000Z', 'pending')").bind(most),
      );
      await env.DB.batch(stmts);
    });

    it("pages by 10, newest first, page=2 continuing where page 1 stopped; pending reviews do not count", async () => {
      const total = reviewsOf(most).length + EXTRA;
      const p1 = (await json<{ data: Reviews }>(await worker(`/v1/catalog/product/${most}/reviews`))).data;
      const p2 = (await json<{ data: Reviews }>(await worker(`/v1/catalog/product/${most}/reviews?page=2`))).data;
      expect(p1.count).toBe(total);
      expect(p1.reviews).toHaveLength(10);
      expect(p1.reviews[0]!.display_name).toBe(`Extra ${EXTRA - 1}`);
      expect(p1.reviews.some((x) => x.display_name === "Pending")).toBe(false);
      expect(p1.pagination).toEqual({ total, page: 1, pages: Math.ceil(total / 10), page_size: 10 });
      expect(p2.pagination.page).toBe(2);
      expect(p2.reviews).toHaveLength(total - 10);
      expect(p1.reviews.some((a) => p2.reviews.some((b) => b.id === a.id))).toBe(false);
      expect(p2.reviews[0]!.created_at <= p1.reviews.at(-1)!.created_at).toBe(true);
    });
  });

  it("a product without reviews has average 0 and count 0", async () => {
    const without = findSeed((p) => reviewsOf(p.id).length === 0, "no reviews");
    const r = (await json<{ data: Reviews }>(await worker(`/v1/catalog/product/${without.id}/reviews`))).data;
    expect(r).toMatchObject({ average: 0, count: 0, reviews: [] });
  });

  it.each([
    ["abc", "", 400],
    ["12a", "", 400],
    [String(10001), "?page=0", 400],
    [String(10001), "?page=abc", 400],
    ["9999999", "", 404],
  ])("/product/%s/reviews%s -> %i", async (id, query, status) => {
    await expectError(await worker(`/v1/catalog/product/${id}/reviews${query}`), status);
  });
});
