/**
 * A catalogue change reaches shoppers at once (docs/decisions/039): with the page cache, the KV response cache
 * and the render memo warm, a changed price is on the product page and on the category tile of the next
 * anonymous request, while pages that do not show the product stay cached.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../../worker/edge/cache";
import { PAGE_CACHE_HEADER } from "../../../worker/edge/page-cache";
import { catalogChanged } from "../../../worker/edge/catalog-change";
import { catalogScopeOf } from "../../../worker/edge/catalog-version";
import { priceChangeStatements } from "../../../worker/store/catalog/price-change";
import { formatEuro } from "../../../app/lib/format";
import { browserGet, untilCacheHit, untilPageCacheHit, worker } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";
import { seedCatalog } from "../../helpers/catalog";
import { beheerFetch } from "../../helpers/staff";
import type { BeheerProductDetail } from "../../../app/lib/beheer/types/products";

const state = (res: Response) => res.headers.get(PAGE_CACHE_HEADER);

interface Tile {
  id: number;
  slug: string;
  title: string;
  price: { price: number; price_old: number | null };
}

const LISTING = "/v1/catalog/overview/category?path=matrassen&querystring=";

let version = 0;
beforeAll(async () => {
  await seedD1();
  await seedCatalog();
}, 60_000);
beforeEach(async () => {
  await env.CACHE.put(SEED_VERSION_KEY, `catalog-change-${++version}`);
  resetCacheVersionMemo();
});

describe("catalogChanged", () => {
  it("a changed price is on the product page and the category tile at the next anonymous request", async () => {
    const listing = (await (await untilCacheHit(() => worker(LISTING))).json()) as { data: { products: Tile[] } };
    const tile = listing.data.products[0]!;
    const product = `/${tile.slug}.html`;
    // Warm every layer: the pages in the page cache, the listing in KV, the home page as a bystander.
    for (const path of [product, "/matrassen/", "/matrassen/?p=1", "/"]) expect(state(await untilPageCacheHit(() => browserGet(path)))).toBe("hit");
    expect((await untilCacheHit(() => worker(LISTING))).headers.get("X-Cache")).toBe("HIT");
    const suggest = `/v1/catalog/search/suggestions?search_term=${encodeURIComponent(tile.title.toLowerCase().split(" ").slice(0, 2).join(" "))}`;
    const suggested = async (res: Response) => ((await res.json()) as { data: { products: { id: number; price: number }[] } }).data.products.find((p) => p.id === tile.id);
    expect(await suggested(await untilCacheHit(() => worker(suggest)))).toBeDefined();

    const base = (await env.DB.prepare("SELECT price FROM products WHERE id = ?1").bind(tile.id).first<{ price: number }>())!.price;
    const raise = 12_345;
    await env.DB.batch(priceChangeStatements(env.DB, tile.id, base + raise, new Date().toISOString().slice(0, 10)));
    const shown = formatEuro(tile.price.price + raise);
    // Without the call, every layer still answers the old copy.
    expect(await (await browserGet(product)).text()).not.toContain(shown);

    await catalogChanged(env, { productIds: [tile.id] });

    const page = await browserGet(product);
    expect(state(page)).toBe("miss");
    expect(await page.text()).toContain(shown);
    const category = await browserGet("/matrassen/");
    expect(state(category)).toBe("miss");
    expect(await category.text()).toContain(shown);
    const filtered = await browserGet("/matrassen/?p=1");
    expect(state(filtered)).toBe("miss");
    const api = await worker(LISTING);
    expect(api.headers.get("X-Cache")).toBe("MISS");
    expect(((await api.json()) as { data: { products: Tile[] } }).data.products.find((p) => p.id === tile.id)?.price.price).toBe(tile.price.price + raise);
    const suggestion = await worker(suggest);
    expect(suggestion.headers.get("X-Cache")).toBe("MISS");
    expect((await suggested(suggestion))?.price).toBe(base + raise);
    // A page that does not show the product keeps its copy.
    expect(state(await browserGet("/"))).toBe("hit");
  });

  it("a product taken out of a category leaves that category's page at the next request", async () => {
    const sale = (await env.DB.prepare("SELECT id FROM categories WHERE slug = 'acties/sale'").first<number>("id"))!;
    const tiles = ((await (await worker("/v1/catalog/overview/category?path=acties%2Fsale&querystring=")).json()) as { data: { products: Tile[] } }).data.products;
    const mains = await env.DB.prepare("SELECT id, main_category_id AS main FROM products WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(tiles.map((t) => t.id))).all<{ id: number; main: number }>();
    const product = tiles.find((t) => mains.results.some((m) => m.id === t.id && m.main !== sale));
    const link = `href="/${product!.slug}.html"`;
    const warm = await untilPageCacheHit(() => browserGet("/acties/sale/"));
    expect(state(warm)).toBe("hit");
    expect(await warm.text()).toContain(link);
    const d = ((await (await beheerFetch(`/beheer/api/products/${product!.id}`)).json()) as { data: BeheerProductDetail }).data;
    const kept = d.category_ids.filter((c) => c !== sale && c !== d.main_category_id);
    const res = await beheerFetch(`/beheer/api/products/${product!.id}`, {
      method: "PUT",
      body: JSON.stringify({ title: d.title, description: d.description, delivery: d.delivery, specifications: d.specifications, available: d.available, low_stock_threshold: d.low_stock_threshold, main_category_id: d.main_category_id, category_ids: kept }),
    });
    expect(res.status).toBe(200);
    const after = await browserGet("/acties/sale/");
    expect(state(after)).toBe("miss");
    expect(await after.text()).not.toContain(link);
  });

  it("knows which pages and answers show products", () => {
    const scope = (path: string) => catalogScopeOf(new URL(`https://droomnest.test${path}`));
    expect(scope("/boxspring-deluxe.html")).toBe("p:boxspring-deluxe");
    expect(scope("/acties/sale/merk:auping/?p=2")).toBe("c:acties/sale");
    expect(scope("/v1/catalog/overview/category?path=matrassen%2Fmerk%3Ax%2F&querystring=")).toBe("c:matrassen");
    expect(scope("/v1/catalog/product/12/reviews")).toBe("p:12");
    expect(scope("/v1/catalog/search/suggestions?q=bed")).toBe("s");
    expect(scope("/")).toBeNull();
    expect(scope("/v1/content/navigation")).toBeNull();
  });
});
