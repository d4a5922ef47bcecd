/**
 * The page cache through the real Worker (ADR 022): anonymous pages answered from
 * the Cache API, a fresh nonce per response, nothing of one shopper in another shopper's page.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COOKIE_CONSENT_NAME, STRINGS } from "../../../app/lib/constants";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../../worker/edge/cache";
import { PAGE_CACHE_HEADER } from "../../../worker/edge/page-cache";
import { CART_COOKIE } from "../../../worker/api/cart";
import { findVariant, seedCart, Shopper } from "../../helpers/cart";
import { browserGet, untilPageCacheHit, worker } from "../../helpers/http";
import { insertSession, seedD1 } from "../../helpers/seed";

const state = (res: Response) => res.headers.get(PAGE_CACHE_HEADER);

/** The nonce of the CSP header and every nonce attribute of the document. */
function nonces(res: Response, html: string): { header: string; attributes: string[] } {
  const header = /'nonce-([^']+)'/u.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
  return { header, attributes: [...html.matchAll(/\snonce="([^"]*)"/gu)].map((m) => m[1]!) };
}

let version = 0;
beforeAll(async () => {
  await seedD1();
  await seedCart();
});

beforeEach(async () => {
  // Every test starts a key space of its own (as `npm run seed` does).
  await env.CACHE.put(SEED_VERSION_KEY, `page-test-${++version}`);
  resetCacheVersionMemo();
});

const productPath = () => `/${findVariant((p) => p.available !== false).product.slug}.html`;

describe("page cache: anonymous pages", () => {
  it("a first request is a miss, the next ones are hits with the same page", async () => {
    const first = await browserGet("/");
    expect(first.status).toBe(200);
    expect(state(first)).toBe("miss");
    const firstHtml = await first.text();
    const hit = await untilPageCacheHit(() => browserGet("/"));
    expect(state(hit)).toBe("hit");
    expect(hit.headers.get("Content-Type")).toMatch(/^text\/html/u);
    const html = await hit.text();
    expect(html).toContain("Shop per categorie");
    // Same document apart from the nonces (the rewriter writes a rewritten void tag's end as " />").
    const strip = (s: string) => s.replace(/\s?nonce="[^"]*"/gu, "").replace(/\s*\/>/gu, "/>");
    expect(strip(html)).toBe(strip(firstHtml));
  }, 30_000);

  it("a product and a category page are cached too", async () => {
    for (const path of [productPath(), "/matrassen/"]) {
      expect(state(await browserGet(path))).toBe("miss");
      expect(state(await untilPageCacheHit(() => browserGet(path)))).toBe("hit");
    }
  });

  it("a new seed version is a new key space: the next request renders again", async () => {
    await untilPageCacheHit(() => browserGet("/"));
    expect(state(await browserGet("/"))).toBe("hit");
    await env.CACHE.put(SEED_VERSION_KEY, `page-test-${++version}`);
    resetCacheVersionMemo();
    expect(state(await browserGet("/"))).toBe("miss");
  });

  it("two answers of one cached page carry different nonces, each matching its own CSP header", async () => {
    await untilPageCacheHit(() => browserGet("/"));
    const a = await browserGet("/");
    const b = await browserGet("/");
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    expect([state(a), state(b)]).toEqual(["hit", "hit"]);
    const na = nonces(a, htmlA);
    const nb = nonces(b, htmlB);
    expect(na.header).toMatch(/^[A-Za-z0-9+/]{22}==$/u);
    expect(na.header).not.toBe(nb.header);
    // Every inline script of the document (consent defaults, hydration data, the module bootstrap) has one.
    expect(na.attributes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(na.attributes)).toEqual(new Set([na.header]));
    expect(new Set(nb.attributes)).toEqual(new Set([nb.header]));
    expect(htmlB).not.toContain(na.header);
    // No inline script or style element without the response's nonce.
    for (const tag of htmlA.matchAll(/<(script|style)\b[^>]*>/gu)) {
      // External scripts are allowed by 'strict-dynamic'; JSON-LD is data, never run.
      if (/\ssrc=|type="application\/ld\+json"/u.test(tag[0])) continue;
      expect(tag[0]).toContain(`nonce="${na.header}"`);
    }
  });

  it("the consent choice is part of the key: the cookie bar shows only to who has not chosen", async () => {
    const accepted = `${COOKIE_CONSENT_NAME}=${encodeURIComponent(JSON.stringify({ time: 1763900000000, accepted: 1 }))}`;
    await untilPageCacheHit(() => browserGet("/"));
    const chosen = await untilPageCacheHit(() => browserGet("/", { cookie: accepted }));
    expect(state(chosen)).toBe("hit");
    // The bar's element (the inlined stylesheet names its class on every page).
    const bar = 'aria-label="Cookie-instellingen"';
    expect(await chosen.text()).not.toContain(bar);
    const open = await browserGet("/");
    expect(state(open)).toBe("hit");
    expect(await open.text()).toContain(bar);
  });
});

describe("page cache: never for what depends on the shopper", () => {
  it("a request with a session cookie is rendered for that shopper and never stored", async () => {
    const token = await insertSession({ firstName: "Annabel" });
    const mine = await browserGet("/", { session: token });
    expect(state(mine)).toBe("bypass");
    expect(await mine.text()).toContain("Annabel");
    const again = await browserGet("/", { session: token });
    expect(state(again)).toBe("bypass");
    await again.arrayBuffer();
    // The anonymous shopper's page (rendered and stored after the logged-in requests) has no name in it.
    const theirs = await untilPageCacheHit(() => browserGet("/"));
    const html = await theirs.text();
    expect(html).not.toContain("Annabel");
    expect(html).toContain(`<span class="header-link__label">${STRINGS.login}</span>`);
  });

  it("shopper A's cart cookie does not reach the copy shopper B gets: B sees an empty counter", async () => {
    const a = new Shopper();
    const { variant } = findVariant((p, v) => p.available !== false && (v.stock ?? 0) > 3);
    await a.addOk(variant.id, 3);
    const path = productPath();
    // A's request renders the shared copy (a miss): it is rendered without A's cookies.
    const forA = await browserGet(path, { cookie: `${CART_COOKIE}=${a.cart}` });
    expect(state(forA)).toBe("miss");
    const htmlA = await forA.text();
    expect(htmlA).not.toContain(a.cart!);
    const forB = await untilPageCacheHit(() => browserGet(path));
    const htmlB = await forB.text();
    expect(htmlB).not.toContain(a.cart!);
    const counter = />Winkelwagen, (\d+) producten?</u.exec(htmlB);
    expect(counter?.[1]).toBe("0");
    expect(forB.headers.getSetCookie()).toEqual([]);
  });

  it("cart, checkout, account, favourites and search pages are never cached", async () => {
    for (const path of ["/cart/", "/favorieten/", "/zoeken/?tn_q=matras", "/account/login/", "/checkout/"]) {
      for (let i = 0; i < 2; i++) {
        const res = await browserGet(path);
        await res.arrayBuffer();
        expect(state(res), path).toBe("bypass");
      }
    }
  });

  it("a page with a Set-Cookie or another status than 200 is answered but not stored", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await browserGet("/bestaat-niet-xyz/");
      await missing.arrayBuffer();
      expect(missing.status).toBe(404);
      expect(state(missing)).toBe("bypass");
    }
  });

  it("React Router's data requests and HEAD requests pass the cache by", async () => {
    const data = await worker("/matrassen.data", { headers: { "User-Agent": "Mozilla/5.0" } });
    await data.arrayBuffer();
    expect(state(data)).toBe("bypass");
    const head = await worker("/", { method: "HEAD" });
    expect(state(head)).toBe("bypass");
  });
});
