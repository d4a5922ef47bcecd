/**
 * The render's isolate memo of KV-cached /v1 answers (docs/decisions/023-server-render-cost.md): a copy is
 * used only while its KV entry is fresh, under the same seed/deploy version, and only for fresh 200 answers.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { cachePolicyFor } from "../../worker/api";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../worker/edge/cache";
import { PAGE_CACHE_FRESH_S } from "../../worker/edge/page-cache";
import { memoisedProductRead, memoisedShellData, memoisedV1Get, memoisedWizardStart, productReadKey, resetRenderMemo, wizardStartKey } from "../../worker/ssr-memo";
import { createCoreClient } from "../../app/lib/api/client";
import { catalogData, seedCatalog } from "../helpers/catalog";
import { clearKv } from "../helpers/kv";
import { browserGet, browserPost, decodeHtml } from "../helpers/http";
import { seedContent, seedD1 } from "../helpers/seed";

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const get = (path: string, method = "GET") => new Request(`http://localhost${path}`, { method });

/** A source answering like the KV cache layer, counting its calls. */
function source(state = "HIT", init: { status?: number; age?: number; cookie?: boolean } = {}) {
  let calls = 0;
  const load = async () => {
    calls++;
    const headers: Record<string, string> = { "Content-Type": "application/json", "X-Cache": state, Age: String(init.age ?? 0) };
    if (init.cookie) headers["Set-Cookie"] = "a=b";
    return new Response(JSON.stringify({ data: { call: calls } }), { status: init.status ?? 200, headers });
  };
  return { load, calls: () => calls };
}

beforeEach(async () => {
  await clearKv();
  resetRenderMemo();
});

describe("render memo", () => {
  it("answers the navigation from the isolate while the KV entry is fresh, then asks again", async () => {
    let now = T0;
    const deps = { env, now: () => now };
    const src = source("HIT", { age: 20 });
    const first = await memoisedV1Get(deps, get("/v1/content/navigation"), src.load);
    now += 30_000;
    const second = await memoisedV1Get(deps, get("/v1/content/navigation"), src.load);
    expect(await first.json()).toEqual({ data: { call: 1 } });
    expect(await second.json()).toEqual({ data: { call: 1 } });
    expect(second.headers.get("Content-Type")).toBe("application/json");
    expect(src.calls()).toBe(1);
    // 20 s old + 1 s rounding + 40 s: past the content policy's 60 s freshness.
    now += 10_000;
    expect(await (await memoisedV1Get(deps, get("/v1/content/navigation"), src.load)).json()).toEqual({ data: { call: 2 } });
  });

  it("asks again after a seed (a new seed version)", async () => {
    const deps = { env, now: () => T0 };
    const src = source("MISS");
    await memoisedV1Get(deps, get("/v1/content/footer"), src.load);
    await env.CACHE.put(SEED_VERSION_KEY, "after-a-seed");
    resetCacheVersionMemo();
    expect(await (await memoisedV1Get(deps, get("/v1/content/footer"), src.load)).json()).toEqual({ data: { call: 2 } });
  });

  it("keeps no stale, failed, cookie-setting, non-GET or uncached answer", async () => {
    const deps = { env, now: () => T0 };
    const cases = [
      { path: "/v1/content/navigation", src: source("STALE") },
      { path: "/v1/content/usps", src: source("HIT", { status: 404 }) },
      { path: "/v1/content/footer", src: source("HIT", { cookie: true }) },
      { path: "/v1/catalog/product/abc", src: source("HIT") },
      { path: "/v1/content/promo-banner", src: source("HIT"), method: "POST" },
    ];
    for (const c of cases) {
      await memoisedV1Get(deps, get(c.path, c.method), c.src.load);
      await memoisedV1Get(deps, get(c.path, c.method), c.src.load);
      expect(c.src.calls(), c.path).toBe(2);
    }
  });

  it("covers every content document a render of the shell or the home page reads, and no other", () => {
    for (const key of ["navigation", "footer", "usps", "promo-banner", "notification", "homepage"]) {
      expect(cachePolicyFor(new URL(`http://localhost/v1/content/${key}`))?.name, key).toBe(`/v1/content/${key}`);
    }
    for (const key of ["newsletter-popup", "textpage", "cart-promo"]) expect(cachePolicyFor(new URL(`http://localhost/v1/content/${key}`)), key).toBeNull();
  });

  it("covers a category's sub-navigation (with and without the trailing slash, one key per category)", async () => {
    const withSlash = cachePolicyFor(new URL("http://localhost/v1/content/sub-navigation/?path=matrassen"));
    const without = cachePolicyFor(new URL("http://localhost/v1/content/sub-navigation?path=matrassen"));
    expect(withSlash?.name).toBe("/v1/content/sub-navigation/?path=matrassen");
    expect(without?.name).toBe(withSlash?.name);
    expect(cachePolicyFor(new URL("http://localhost/v1/content/sub-navigation/?path=dekbed"))?.name).not.toBe(withSlash?.name);
  });

  it("keeps a wizard's first step (no answers) per code and category, for the category policy's 60 s, and asks again after a seed", async () => {
    let now = T0;
    const deps = { env, now: () => now };
    const post = () => new Request("http://localhost/v1/catalog/guided-selling", { method: "POST" });
    const src = source("none");
    const start = JSON.stringify({ code: "matras-snelkeuze", category_id: 2 });
    expect(await (await memoisedWizardStart(deps, post(), start, src.load)).json()).toEqual({ data: { call: 1 } });
    now += 59_000;
    expect(await (await memoisedWizardStart(deps, post(), start, src.load)).json()).toEqual({ data: { call: 1 } });
    // Another category is another key.
    await memoisedWizardStart(deps, post(), JSON.stringify({ code: "matras-snelkeuze", category_id: 3 }), src.load);
    expect(src.calls()).toBe(2);
    now += 2_000;
    expect(await (await memoisedWizardStart(deps, post(), start, src.load)).json()).toEqual({ data: { call: 3 } });
    await env.CACHE.put(SEED_VERSION_KEY, "after-a-seed");
    resetCacheVersionMemo();
    expect(await (await memoisedWizardStart(deps, post(), start, src.load)).json()).toEqual({ data: { call: 4 } });
  });

  it("never keeps a wizard step with answers, a failed or cookie-setting answer, or another POST", async () => {
    const deps = { env, now: () => T0 };
    const wizard = "http://localhost/v1/catalog/guided-selling";
    const cases = [
      { url: wizard, body: JSON.stringify({ code: "matrasadvies", qs: { "101": 1011 } }), src: source("none") },
      { url: wizard, body: JSON.stringify({ code: "matrasadvies" }), src: source("none", { status: 404 }) },
      { url: wizard, body: JSON.stringify({ code: "matrasadvies" }), src: source("none", { cookie: true }) },
      { url: "http://localhost/v1/cart/item", body: JSON.stringify({ code: "matrasadvies" }), src: source("none") },
    ];
    for (const c of cases) {
      await memoisedWizardStart(deps, new Request(c.url, { method: "POST" }), c.body, c.src.load);
      await memoisedWizardStart(deps, new Request(c.url, { method: "POST" }), c.body, c.src.load);
      expect(c.src.calls(), c.body).toBe(2);
    }
    expect(wizardStartKey(JSON.stringify({ code: "matrasadvies", qs: {} }))).toBe(wizardStartKey(JSON.stringify({ code: "matrasadvies" })));
    for (const body of ["{", "null", JSON.stringify({ code: 1 }), JSON.stringify({ code: "a", category_id: "2" }), JSON.stringify({ code: "a", extra: 1 }), undefined]) {
      expect(wizardStartKey(body), String(body)).toBeNull();
    }
  });

  it("a rendered page still shows content changed by a seed", async () => {
    await seedD1();
    const before = await (await browserGet("/", { session: "x" })).text();
    expect(before).toContain(seedContent.footer.help_text.title);
    const footer = { ...seedContent.footer, help_text: { ...seedContent.footer.help_text, title: "Hulp nodig bij het slapen?" } };
    await env.DB.prepare("UPDATE content SET body = ?1 WHERE key = 'footer'").bind(JSON.stringify(footer)).run();
    await clearKv();
    const after = await (await browserGet("/", { session: "x" })).text();
    expect(after).toContain("Hulp nodig bij het slapen?");
    await env.DB.prepare("UPDATE content SET body = ?1 WHERE key = 'footer'").bind(JSON.stringify(seedContent.footer)).run();
  });
});

describe("shell documents parsed once (the render's fast path)", () => {
  it("hands a kept shell document out parsed, the same frozen copy to every render, only while the memo has it fresh", async () => {
    let now = T0;
    const deps = { env, now: () => now };
    expect(await memoisedShellData(deps, "/v1/content/navigation")).toBeNull();
    const src = source("HIT", { age: 20 });
    await memoisedV1Get(deps, get("/v1/content/navigation"), src.load);
    const first = await memoisedShellData(deps, "/v1/content/navigation");
    const second = await memoisedShellData(deps, "/v1/content/navigation");
    expect(first?.parsed).toEqual({ data: { call: 1 } });
    expect(second?.parsed).toBe(first?.parsed);
    // No render can change what the next one reads.
    const parsed = first?.parsed as { data: { call: number } };
    expect(() => {
      parsed.data.call = 2;
    }).toThrow(TypeError);
    expect(await memoisedShellData(deps, "/v1/content/navigation")).toEqual({ parsed: { data: { call: 1 } } });
    // 20 s old + 1 s rounding + 40 s: past the content policy's 60 s freshness, as for memoisedV1Get.
    now += 40_000;
    expect(await memoisedShellData(deps, "/v1/content/navigation")).toBeNull();
    expect(src.calls()).toBe(1);
  });

  it("has nothing after a seed (a new seed version)", async () => {
    const deps = { env, now: () => T0 };
    await memoisedV1Get(deps, get("/v1/content/footer"), source("MISS").load);
    expect(await memoisedShellData(deps, "/v1/content/footer")).not.toBeNull();
    await env.CACHE.put(SEED_VERSION_KEY, "after-a-seed");
    resetCacheVersionMemo();
    expect(await memoisedShellData(deps, "/v1/content/footer")).toBeNull();
  });

  it("has nothing for a read that is not a shell document, even when the memo keeps it", async () => {
    const deps = { env, now: () => T0 };
    for (const path of ["/v1/catalog/overview/category?path=matrassen", "/v1/content/sub-navigation/?path=matrassen"]) {
      const src = source("HIT");
      await memoisedV1Get(deps, get(path), src.load);
      await memoisedV1Get(deps, get(path), src.load);
      expect(src.calls(), path).toBe(1);
      expect(await memoisedShellData(deps, path), path).toBeNull();
    }
    expect(await memoisedShellData(deps, "/v1/content/navigation?x=1")).toBeNull();
  });

  it("the API client answers from the parsed copy without asking the transport, and asks it when there is none", async () => {
    const asked: string[] = [];
    const client = createCoreClient(
      async (path) => {
        asked.push(path);
        return new Response(JSON.stringify({ data: { from: "transport" } }), { headers: { "Content-Type": "application/json" } });
      },
      { parsed: async (path) => (path === "/v1/content/usps" ? { parsed: { data: { from: "memo" } } } : null) },
    );
    expect(await client.content.usps()).toEqual({ from: "memo" });
    expect(await client.content.footer()).toEqual({ from: "transport" });
    expect(asked).toEqual(["/v1/content/footer"]);
  });

  it("a page rendered twice shows the same shell, and a seed's change, through the parsed copies", async () => {
    await seedD1();
    const first = await (await browserGet("/", { session: "x" })).text();
    const second = await (await browserGet("/", { session: "x" })).text();
    for (const html of [first, second]) {
      expect(html).toContain(seedContent.footer.help_text.title);
      expect(html).toContain(seedContent.navigation.items[0]!.title);
    }
    const footer = { ...seedContent.footer, help_text: { ...seedContent.footer.help_text, title: "Hulp nodig bij het slapen?" } };
    await env.DB.prepare("UPDATE content SET body = ?1 WHERE key = 'footer'").bind(JSON.stringify(footer)).run();
    await env.CACHE.put(SEED_VERSION_KEY, "after-a-content-change");
    resetCacheVersionMemo();
    expect(await (await browserGet("/", { session: "x" })).text()).toContain("Hulp nodig bij het slapen?");
    await env.DB.prepare("UPDATE content SET body = ?1 WHERE key = 'footer'").bind(JSON.stringify(seedContent.footer)).run();
  });
});

describe("render memo of a product page's reads", () => {
  const product = "/v1/catalog/product/dekbed-zomer";

  it("keeps the product, a page of its reviews and its related products for the page cache's freshness, and asks again after a seed", async () => {
    let now = T0;
    const deps = { env, now: () => now };
    for (const path of [product, "/v1/catalog/product/10354", "/v1/catalog/product/10354/reviews?page=2&sort=lowest", "/v1/catalog/suggested-products/10354"]) {
      const src = source("none");
      now = T0;
      expect(await (await memoisedProductRead(deps, get(path), src.load)).json(), path).toEqual({ data: { call: 1 } });
      now += (PAGE_CACHE_FRESH_S - 1) * 1000;
      const again = await memoisedProductRead(deps, get(path), src.load);
      expect(await again.json(), path).toEqual({ data: { call: 1 } });
      expect(again.headers.get("Content-Type")).toBe("application/json");
      now += 1000;
      expect(await (await memoisedProductRead(deps, get(path), src.load)).json(), path).toEqual({ data: { call: 2 } });
      await env.CACHE.put(SEED_VERSION_KEY, `after-a-seed-${path}`);
      resetCacheVersionMemo();
      expect(await (await memoisedProductRead(deps, get(path), src.load)).json(), path).toEqual({ data: { call: 3 } });
    }
    // Another sort or page of the reviews is another copy.
    const src = source("none");
    await memoisedProductRead(deps, get("/v1/catalog/product/10354/reviews?page=1&sort=newest"), src.load);
    await memoisedProductRead(deps, get("/v1/catalog/product/10354/reviews?page=1&sort=highest"), src.load);
    expect(src.calls()).toBe(2);
  });

  it("never keeps a failed or cookie-setting answer, a POST, or another product call (quick view, tiles by ids, an unknown query)", async () => {
    const deps = { env, now: () => T0 };
    const cases = [
      { path: product, src: source("none", { status: 404 }) },
      { path: product, src: source("none", { status: 500 }) },
      { path: product, src: source("none", { cookie: true }) },
      { path: product, src: source("none"), method: "POST" },
      { path: `${product}?debug=quickview`, src: source("none") },
      { path: "/v1/catalog/suggested-products?ids=1,2", src: source("none") },
      { path: "/v1/catalog/product/10354/reviews?page=1&sort=newest&x=1", src: source("none") },
      { path: "/v1/catalog/product/10354/review", src: source("none") },
      { path: "/v1/cart", src: source("none") },
    ];
    for (const c of cases) {
      await memoisedProductRead(deps, get(c.path, c.method), c.src.load);
      await memoisedProductRead(deps, get(c.path, c.method), c.src.load);
      expect(c.src.calls(), `${c.method ?? "GET"} ${c.path}`).toBe(2);
    }
    expect(productReadKey(new URL(`http://localhost${product}`))).toBe(product);
    expect(productReadKey(new URL("http://localhost/v1/catalog/product/a%20b"))).toBeNull();
  });

  it("a logged-in shopper's product page shows D1 as it was up to 60 s ago; after a form post and in a copy for the page cache, D1 as it is", async () => {
    await seedD1();
    await seedCatalog();
    const item = catalogData.products.find((p) => p.available)!;
    const path = `/${item.slug}.html`;
    const renamed = `${item.title} (nieuwe editie)`;
    const shows = async (res: Response) => decodeHtml(await res.text()).includes(renamed);
    const session = "not-a-live-session";
    expect(await shows(await browserGet(path, { session }))).toBe(false);
    await env.DB.prepare("UPDATE products SET title = ?2 WHERE id = ?1").bind(item.id, renamed).run();
    // Within the page cache's freshness: the copy (what an anonymous shopper's cached page shows too).
    expect(await shows(await browserGet(path, { session }))).toBe(false);
    // A form post (here a review without its fields: 422) renders the page from D1.
    const posted = await browserPost(`${path}?review=schrijven`, { intent: "review", js: "" }, { session, ip: "192.0.2.201" });
    expect(posted.status).toBe(422);
    expect(await shows(posted)).toBe(true);
    // A copy for the page cache (an anonymous shopper's miss) is rendered from D1 as it is, not from the
    // memo, so the stored page does not add the memo's age to its own.
    const anonymous = await browserGet(path);
    expect(anonymous.headers.get("X-Page-Cache")).toBe("miss");
    expect(await shows(anonymous)).toBe(true);
    // After the freshness window (or in a new isolate): D1 as it is.
    resetRenderMemo();
    expect(await shows(await browserGet(path, { session }))).toBe(true);
    await env.DB.prepare("UPDATE products SET title = ?2 WHERE id = ?1").bind(item.id, item.title).run();
  });

  it("with its reads in the memo, a product page writes its reviews and related products in place instead of streaming them", async () => {
    await seedD1();
    await seedCatalog();
    const reviewed = new Set(catalogData.reviews.map((r) => r.product_id));
    const item = catalogData.products.find((p) => p.available && reviewed.has(p.id))!;
    const path = `/${item.slug}.html`;
    resetRenderMemo();
    /** Whether `part` is written in place: before the first segment React streams after the shell. */
    const inPlace = (html: string, part: string) => {
      const at = html.indexOf(part);
      const firstStreamed = html.indexOf('<div hidden id="S:');
      return at >= 0 && (firstStreamed < 0 || at < firstStreamed);
    };
    // A first render reads D1 (streamed after the shell when the reads take longer than the shell: see
    // tests/app/deferred-page.test.ts).
    const first = await (await browserGet(path, { session: "x" })).text();
    expect(first).toContain('class="reviews__list');
    expect(first).toContain('class="related"');
    // The next render has them at once: written in place. (The footer still streams: see app/root.tsx.)
    const second = await (await browserGet(path, { session: "x" })).text();
    expect(inPlace(second, 'class="reviews__list')).toBe(true);
    expect(inPlace(second, 'class="related"')).toBe(true);
    expect(second).toContain(seedContent.footer.help_text.title);
  });
});
