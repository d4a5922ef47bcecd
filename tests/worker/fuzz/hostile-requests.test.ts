/**
 * A fuzz of hostile requests over the public pages and /v1: odd methods, broken and oversized bodies,
 * wrong content types, junk path segments and query strings. Whatever comes in, the answer is never a 5xx.
 * Deterministic (seeded PRNG), so a failure names a request that can be replayed.
 * The requests go straight to the Worker's Hono app (the module's fetch): the test runner's own
 * `exports.default.fetch` gets slower with every call it has made, which 2 000 calls would feel.
 */

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/index";
import { seedCatalog } from "../../helpers/catalog";
import { ORIGIN } from "../../helpers/http";
import { BROWSER_UA, seedD1 } from "../../helpers/seed";
import { prng } from "./hostile-fuzz";

/**
 * One request to the Worker, read to the end, and its background work (`waitUntil`: page cache stores, KV
 * refreshes, log lines) awaited too: nothing of a request may still be running when the file's runner closes
 * (vitest reports console output after that as an unhandled "Closing rpc" error and fails the run).
 */
async function worker(path: string, init: RequestInit): Promise<{ status: number; body: ArrayBuffer }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), env, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { status: res.status, body };
}

const PAGES = [
  "/", "/matrassen/", "/matrassen/merk:slaapwel/", "/acties/3-halen-1-betalen/", "/zoeken/", "/zoeken/?tn_q=matras",
  "/cart/", "/cart/restore/abc", "/checkout/", "/account/", "/account/login/", "/favorieten/", "/service/",
  "/service/klantenservice-contact/", "/blog/", "/brands/", "/sitemap/", "/kortingscode/", "/nieuwsbrief/",
  "/inspiratie/", "/cop/", "/pop/", "/textpage/", "/redirect/", "/bestaat-niet/", "/een-product.html",
];
const API = [
  "/v1/health", "/v1/cart", "/v1/cart/item", "/v1/cart/discount", "/v1/cart/restore", "/v1/catalog/product/1",
  "/v1/catalog/product/x", "/v1/catalog/overview/category", "/v1/catalog/search", "/v1/catalog/search/suggestions",
  "/v1/catalog/suggested-products/1", "/v1/catalog/featured-products", "/v1/catalog/brands", "/v1/catalog/sitemap",
  "/v1/content/navigation", "/v1/content/footer", "/v1/content/service-page/retourneren", "/v1/content/blog/x",
  "/v1/customer/subscription", "/v1/customer/logout", "/v1/abandon/cart", "/v1/abandon/email", "/v1/contact",
  "/v1/bestaat-niet", "/v1/",
];
const JUNK = ["%00", "%ff", "..%2f..%2f", "<script>", "'\"", "a".repeat(300), "😴", "%E2%82", "%", "\\", "//evil.test", "?", "#"];
const QUERIES = [
  "", "?page=0", "?page=-1", "?page=99999999", "?range=9-1", "?search_term=%", "?search_term=" + "x".repeat(500),
  "?path=../../etc", "?path=matrassen&querystring=page%3D2", "?id=", "?id=%00", "?tn_q=%ff", "?debug=quickview",
  "?deep=2", "?redirect=//evil.test", "?querystring=" + "%".repeat(40), "?brand=../x",
];
const BODIES: { type: string | null; body: () => BodyInit | null }[] = [
  { type: "application/json", body: () => "{" },
  { type: "application/json", body: () => "null" },
  { type: "application/json", body: () => "[]" },
  { type: "application/json", body: () => '{"item_id":"1e309","quantity":-1}' },
  { type: "application/json", body: () => '{"item_id":1,"quantity":1,"price":1}' },
  { type: "application/json", body: () => '{"discount_code":' + '"A'.repeat(10) + "}" },
  { type: "application/json", body: () => JSON.stringify({ token: "x".repeat(2000) }) },
  { type: "application/json", body: () => JSON.stringify({ a: "x".repeat(100_000) }) },
  { type: "text/plain", body: () => "hallo" },
  { type: null, body: () => "zonder type" },
  { type: "application/x-www-form-urlencoded", body: () => "intent=add&item_id=%ff&quantity=%%" },
  { type: "application/x-www-form-urlencoded", body: () => "x=" + "y".repeat(100_000) },
  { type: "multipart/form-data; boundary=zzz", body: () => "--zzz\r\nbroken" },
  { type: "multipart/form-data", body: () => "geen boundary" },
  { type: "application/xml", body: () => "<a/>" },
  { type: "application/json", body: () => new Uint8Array([0xff, 0xfe, 0x00, 0x7b]) },
  { type: "application/json", body: () => null },
];
const METHODS = ["GET", "GET", "GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"];

interface Case {
  method: string;
  path: string;
  type: string | null;
  bodyIndex: number | null;
  sameSite: boolean;
}

function makeCases(count: number, seed: number): Case[] {
  const rnd = prng(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    const method = pick(METHODS);
    let path = rnd() < 0.55 ? pick(API) : pick(PAGES);
    if (rnd() < 0.3) path = path.replace(/\/?$/u, `/${pick(JUNK)}`);
    if (rnd() < 0.4) path += path.includes("?") ? pick(QUERIES).replace("?", "&") : pick(QUERIES);
    const withBody = method !== "GET" && method !== "HEAD" && rnd() < 0.85;
    const bodyIndex = withBody ? Math.floor(rnd() * BODIES.length) : null;
    cases.push({ method, path, type: bodyIndex === null ? null : BODIES[bodyIndex]!.type, bodyIndex, sameSite: rnd() < 0.8 });
  }
  return cases;
}

async function send(c: Case): Promise<number> {
  const headers = new Headers({ "User-Agent": BROWSER_UA, Accept: c.path.startsWith("/v1") ? "application/json" : "text/html" });
  if (c.sameSite) {
    headers.set("Origin", ORIGIN);
    headers.set("Sec-Fetch-Site", "same-origin");
  }
  if (c.type) headers.set("Content-Type", c.type);
  const body = c.bodyIndex === null ? null : BODIES[c.bodyIndex]!.body();
  let url: string;
  try {
    url = new URL(c.path, ORIGIN).pathname + new URL(c.path, ORIGIN).search;
  } catch {
    url = "/";
  }
  // The whole answer is read (worker()), so a failure while streaming counts too.
  return (await worker(url, { method: c.method, headers, body })).status;
}

describe("hostile requests", () => {
  beforeAll(async () => {
    await seedD1();
    await seedCatalog();
    // Thousands of request log lines would only slow the run down; the statuses are what is checked.
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  const cases = makeCases(2000, 20261123);
  const chunks = 8;
  const size = Math.ceil(cases.length / chunks);
  for (let k = 0; k < chunks; k++) {
    const chunk = cases.slice(k * size, (k + 1) * size);
    it(`answers requests ${k * size + 1}-${k * size + chunk.length} of ${cases.length} without a 5xx`, { timeout: 120_000 }, async () => {
      const failures: string[] = [];
      for (const c of chunk) {
        const status = await Promise.race([send(c), new Promise<string>((r) => setTimeout(() => r("no answer in 10 s"), 10_000))]);
        if (typeof status === "string" || status >= 500) failures.push(`${status} ${c.method} ${c.path} type=${c.type ?? "-"} body=${c.bodyIndex ?? "-"}`);
        if (typeof status === "string") break;
      }
      expect(failures).toEqual([]);
    });
  }

  it("answers a 100 KB POST to an unknown /v1 route with a clean 413 and a JSON error", async () => {
    const res = await worker("/v1/bestaat-niet", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ a: "x".repeat(100_000) }),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(new TextDecoder().decode(res.body))).toEqual({ error: { code: "payload_too_large", message: expect.stringContaining("te groot") } });
  });

  it("answers a JSON body posted to a page route with 415, and a broken form with 400", async () => {
    const json = await worker("/nieuwsbrief/", { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN }, body: "{" });
    expect(json.status).toBe(415);
    const broken = await worker("/nieuwsbrief/", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=zzz", Origin: ORIGIN },
      body: "--zzz\r\nbroken",
    });
    expect(broken.status).toBe(400);
    const big = await worker("/nieuwsbrief/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: `email=${"a".repeat(70_000)}`,
    });
    expect(big.status).toBe(413);
  });
});
