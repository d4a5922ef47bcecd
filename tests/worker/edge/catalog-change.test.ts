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
import { browserGet, worker } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";
import { seedCatalog } from "../../helpers/catalog";

const state = (res: Response) => res.headers.get(PAGE_CACHE_HEADER);

async function untilHit(request: () => Promise<Response>): Promise<Response> {
  let res = await request();
  for (let i = 0; i < 50 && state(res) !== "hit"; i++) {
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    res = await request();
  }
  return res;
}

async function untilKvHit(path: string): Promise<Response> {
  let res = await worker(path);
  for (let i = 0; i < 50 && res.headers.get("X-Cache") !== "HIT"; i++) {
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    res = await worker(path);
  }
  return res;
}

interface Tile {
  id: number;
  slug: string;
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
    const listing = (await (await untilKvHit(LISTING)).json()) as { data: { products: Tile[] } };
    const tile = listing.data.products[0]!;
    const product = `/${tile.slug}.html`;
    // Warm every layer: the pages in the page cache, the listing in KV, the home page as a bystander.
    for (const path of [product, "/matrassen/", "/matrassen/?p=1", "/"]) expect(state(await untilHit(() => browserGet(path)))).toBe("hit");
    expect((await untilKvHit(LISTING)).headers.get("X-Cache")).toBe("HIT");

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
    // A page that does not show the product keeps its copy.
    expect(state(await browserGet("/"))).toBe("hit");
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
