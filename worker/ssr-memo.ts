/**
 * Isolate memo of the in-process /v1 GETs that the KV cache layer serves (navigation, footer, USPs, promo
 * banner, category overviews, sub-navigation): a render that finds a fresh copy here skips the KV read, the
 * entry's JSON parse and the /v1 routing (docs/decisions/023-server-render-cost.md).
 * A copy is kept only while the KV entry it came from is fresh (its policy's freshS minus the entry's Age),
 * under the same version as the KV key (seed version + deploy), so a render never sees anything the KV
 * layer would not answer as HIT; a seed or a deploy starts a new key space here too.
 * The first step of a guided-selling wizard (a POST, not in the KV layer) is kept the same way, for the
 * category policy's freshness (memoisedWizardStart).
 * A product page's reads (the product, its reviews, its related products) are kept for the page cache's
 * freshness, so a logged-in shopper's render is at most as old as an anonymous shopper's cached page
 * (memoisedProductRead, docs/measurements/023-server-render-cost.md "Product page, third pass").
 */
import { cachePolicyFor, isShellContent } from "./api";
import { CACHE_POLICIES } from "./edge/cache";
import { fresh, keptOrLoaded, memoVersion, scopedOrNull, type MemoDeps, type MemoEntry } from "./edge/isolate-memo";
import { PAGE_CACHE_FRESH_S } from "./edge/page-cache";

export type { MemoDeps } from "./edge/isolate-memo";

/** POST /v1/catalog/guided-selling: its first step (no answers) is the same for everybody. */
export const GUIDED_SELLING_PATH = "/v1/catalog/guided-selling";

/** Enough for the shell's documents and the busiest category overviews; the oldest copy goes first. */
export const RENDER_MEMO_MAX_ENTRIES = 200;

/**
 * Product page reads: a product, a page of its reviews and its related products each (about 2-8 KB). Room for
 * the busiest few hundred products; the oldest copy goes first. Kept apart from the shell's copies, so a
 * crawl through the assortment never pushes the navigation or the footer out.
 */
export const PRODUCT_MEMO_MAX_ENTRIES = 600;

const memo = new Map<string, MemoEntry>();
const productMemo = new Map<string, MemoEntry>();

/** For tests: forget every copy (as a new isolate, or the freshness window's end, would). */
export function resetRenderMemo(): void {
  memo.clear();
  productMemo.clear();
}

/** Freezes a parsed JSON value and everything in it: one copy is read by every render of the isolate. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * A shell content document (navigation, footer, USPs, notification, promo banner, home page) straight from the
 * memo as parsed data: no Request, no Response, no JSON parse per render. Every render reads these, so this is
 * a good part of a page's in-process work (docs/measurements/023-server-render-cost.md, "Shell data parsed once"). The data is parsed
 * once per memo entry and frozen, so no render can change what the next one reads. Null when the memo has no
 * fresh copy (the caller then goes through memoisedV1Get, which loads and keeps one) or the path is not a
 * shell document.
 */
export async function memoisedShellData(deps: MemoDeps, path: string): Promise<{ parsed: unknown } | null> {
  // A string check first: every in-process GET of a render asks here, most of them for something else.
  if (!isShellContent(path)) return null;
  const version = await memoVersion(deps);
  if (version === null) return null;
  // A shell document's memo key is its path (cachePolicyFor names it so).
  const hit = fresh(`${version}|${path}`, deps.now?.() ?? Date.now(), memo);
  if (!hit || !hit.contentType.includes("application/json")) return null;
  if (!("parsed" in hit)) {
    try {
      hit.parsed = deepFreeze(JSON.parse(hit.body) as unknown);
    } catch {
      return null;
    }
  }
  return { parsed: hit.parsed };
}

/**
 * Answers a GET from the memo, or from `load` (the KV cache layer in front of /v1) and keeps a fresh 200
 * answer without cookies. Any other request, answer or failure goes to `load` unchanged.
 */
export async function memoisedV1Get(deps: MemoDeps, request: Request, load: () => Promise<Response>): Promise<Response> {
  if (request.method !== "GET") return load();
  const url = new URL(request.url);
  const cacheable = cachePolicyFor(url);
  if (!cacheable) return load();
  const name = await scopedOrNull(deps, url, cacheable.name);
  if (name === null) return load();
  return keptOrLoaded(
    deps,
    name,
    {
      entries: memo,
      max: RENDER_MEMO_MAX_ENTRIES,
      hitHeaders: { "X-Cache": "HIT" },
      keepMs: (res) => {
        // Only what the KV layer answered (HIT or MISS), for what is left of the KV entry's freshness. Age is
        // whole seconds rounded down: count one more so the copy never outlives it.
        const state = res.headers.get("X-Cache");
        if (state !== "HIT" && state !== "MISS") return 0;
        const ageS = Number(res.headers.get("Age") ?? 0) + 1;
        return (cacheable.policy.freshS - ageS) * 1000;
      },
    },
    load,
  );
}

/** The memo key (code and category id) of a guided-selling body without answers; null for anything else. */
export function wizardStartKey(body: unknown): string | null {
  if (typeof body !== "string") return null;
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof input !== "object" || input === null) return null;
  const { code, category_id, qs, ...rest } = input as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof code !== "string") return null;
  if (category_id !== undefined && !Number.isInteger(category_id)) return null;
  if (qs !== undefined && (typeof qs !== "object" || qs === null || Object.keys(qs).length > 0)) return null;
  return JSON.stringify([code, category_id ?? null]);
}

/**
 * The first step of a guided-selling wizard (POST without answers: the quick wizard of every mattress, duvet
 * and pillow category render) from the memo, else from `load`. Its questions change with a seed, its count
 * with the catalogue as the category listing's does: a 200 answer without cookies is kept as long as the
 * category policy keeps a listing fresh, under the seed + deploy version. Anything else goes to `load`.
 */
export async function memoisedWizardStart(deps: MemoDeps, request: Request, body: unknown, load: () => Promise<Response>): Promise<Response> {
  if (request.method !== "POST" || new URL(request.url).pathname !== GUIDED_SELLING_PATH) return load();
  const start = wizardStartKey(body);
  if (start === null) return load();
  return keptOrLoaded(deps, `wizard-start|${start}`, { entries: memo, max: RENDER_MEMO_MAX_ENTRIES, keepMs: () => CACHE_POLICIES.category.freshS * 1000 }, load);
}

/**
 * The reads of a product page render, by path: the product by slug or id (no query), a page of its reviews
 * (page and sort only) and its related products. Other product calls (quick view, tiles by ids) are not.
 */
const PRODUCT_READ = /^\/v1\/catalog\/(?:product\/[a-z0-9-]{1,200}|product\/\d{1,10}\/reviews|suggested-products\/\d{1,10})$/u;
const REVIEW_QUERY_KEYS = new Set(["page", "sort"]);

/** The memo key of a product page read, or null for any other request. */
export function productReadKey(url: URL): string | null {
  if (!PRODUCT_READ.test(url.pathname)) return null;
  const reviews = url.pathname.endsWith("/reviews");
  const keys = [...url.searchParams.keys()];
  if (reviews ? keys.some((k) => !REVIEW_QUERY_KEYS.has(k)) : keys.length > 0) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * A product page's reads (product, reviews, related products: three D1 round trips and most of a product
 * render's data cost) from the memo, else from `load`. A 200 answer without cookies is kept for the page
 * cache's freshness (PAGE_CACHE_FRESH_S) under the seed + deploy version: what an anonymous shopper's cached
 * page already shows, now also for logged-in shoppers' renders. Prices, stock and codes are not taken from
 * here by anything that charges: the cart and the checkout read D1 on every write. Page form posts (add to
 * cart, a review) and the page cache's own renders pass by (worker/ssr.ts): the page after a post shows D1
 * as it is, and a stored copy's age never adds to the memo's.
 */
export async function memoisedProductRead(deps: MemoDeps, request: Request, load: () => Promise<Response>): Promise<Response> {
  if (request.method !== "GET") return load();
  const url = new URL(request.url);
  const read = productReadKey(url);
  if (read === null) return load();
  const name = await scopedOrNull(deps, url, read);
  if (name === null) return load();
  return keptOrLoaded(deps, name, { entries: productMemo, max: PRODUCT_MEMO_MAX_ENTRIES, keepMs: () => PAGE_CACHE_FRESH_S * 1000 }, load);
}
