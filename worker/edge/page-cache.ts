/**
 * Page cache: server-rendered HTML for shoppers without a session, kept in the Workers Cache API
 * (caches.default, per data centre) with stale-while-revalidate. See docs/decisions/022-page-cache.md.
 *
 * - fresh (younger than PAGE_CACHE_FRESH_S): answered from the cache            X-Page-Cache: hit
 * - stale (up to PAGE_CACHE_STALE_S more): answered from the cache, and rendered
 *   again once per key and isolate in ctx.waitUntil                             X-Page-Cache: stale
 * - miss: rendered, streamed to the shopper, a copy (tee) stored in waitUntil   X-Page-Cache: miss
 * - bypass: rendered as before, nothing read or stored                          X-Page-Cache: bypass
 * A copy is rendered from a request without cookies (only the consent choice, normalised), so nothing
 * of one shopper can reach the HTML another shopper gets. Every answer from the cache gets the nonce of
 * its own response (the middleware's CSP header carries the same one): worker/edge/page-entry.ts.
 * A fresh copy is also kept in the isolate's memory, so the most read pages skip the Cache API read.
 * Keys carry the seed version and the deployed version (as the KV cache layer's keys), for product and
 * category pages the catalogue version (worker/edge/catalog-version.ts), a variant (bot or browser, consent
 * choice) and the page's URL.
 */
import { COOKIE_CONSENT_NAME, SESSION_COOKIE } from "../../app/lib/constants";
import { parseCookieSetting, readCookie } from "../../app/lib/cookies";
import { isbot } from "isbot";
import { createLogger, type Logger } from "../http/log";
import { PERSONAL_PAGE_PREFIXES } from "../http/personal";
import { redactPath } from "../../app/lib/log-redact";
import { cacheVersion } from "./cache";
import { catalogVersionFor } from "./catalog-version";
import { joinWith, pageEntry, recall, remember, type PageEntry } from "./page-entry";

/** Seconds a stored page is answered as it is. */
export const PAGE_CACHE_FRESH_S = 60;
/** Seconds after that in which a stored page is answered while it is rendered again. */
export const PAGE_CACHE_STALE_S = 600;

export const PAGE_CACHE_HEADER = "X-Page-Cache";
export type PageCacheState = "hit" | "stale" | "miss" | "bypass";

/** Whether a response was answered from a stored copy (hit or stale), by its X-Page-Cache header. */
export function answeredFromCache(res: Response): boolean {
  const state = res.headers.get(PAGE_CACHE_HEADER);
  return state === "hit" || state === "stale";
}

/**
 * Pages that depend on the shopper or carry a token: never read from or written to the cache. The pages with
 * personal data (account, cart, checkout) come from worker/http/personal.ts, which also gives them no-store.
 */
export const PRIVATE_PAGE_PREFIXES = [
  ...PERSONAL_PAGE_PREFIXES,
  "/favorieten/",
  "/zoeken/",
  "/nieuwsbrief/",
  "/login/",
  "/redirect/",
  "/dev/",
] as const;

/** Headers of a stored copy only (removed on the way out). */
const STORED_AT = "X-Page-Cache-Stored-At";
const STORED_NONCE = "X-Page-Cache-Nonce";
const STORED_CACHE_CONTROL = "X-Page-Cache-Cache-Control";

/** What the renderer reports while it renders: anything that makes the page unfit for other shoppers. */
export interface RenderHooks {
  /** Called for each in-process /v1 answer; a 5xx or a Set-Cookie keeps the page out of the cache. */
  onApiResponse?: (path: string, res: Response) => void;
  /**
   * The render is a copy for the cache (served to others for its own freshness): it reads the product's
   * data as it is, not the render memo's copy, so a stored page never adds the memo's age to its own.
   */
  shared?: boolean;
}

export type Render = (request: Request, nonce: string, hooks: RenderHooks) => Promise<Response>;

export interface PageCacheDeps {
  cache: Cache;
  kv: KVNamespace;
  waitUntil: (p: Promise<unknown>) => void;
  /** Deployed version id (CF_VERSION_METADATA.id); "" locally. */
  deployVersion?: string;
  now?: () => number;
  logger?: Logger;
  /** A fresh nonce for a render in the background (the refresh of a stale page). */
  makeNonce: () => string;
}

/** The data centre's cache (caches.default; the DOM typings of the project do not know it). */
export function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** Why a request is not served from the cache; null when it may be. */
export function bypassReason(request: Request): string | null {
  if (request.method !== "GET") return "method";
  const { pathname } = new URL(request.url);
  // React Router's data requests are answered as before (see the ADR: not proven the same for everybody).
  if (pathname.endsWith(".data")) return "data";
  if (PRIVATE_PAGE_PREFIXES.some((p) => pathname === p.slice(0, -1) || pathname.startsWith(p))) return "private page";
  const cookie = request.headers.get("Cookie");
  if (readCookie(cookie, SESSION_COOKIE) !== undefined) return "session";
  if (request.headers.has("Authorization")) return "authorization";
  return null;
}

/** "n": no choice yet (the cookie bar shows), "1" accepted, "0" refused. */
function consentVariant(request: Request): "n" | "0" | "1" {
  const setting = parseCookieSetting(readCookie(request.headers.get("Cookie"), COOKIE_CONSENT_NAME));
  return setting ? (String(setting.accepted) as "0" | "1") : "n";
}

/** Bots get the whole document at once, people a stream: two copies. */
function agentVariant(request: Request): "b" | "p" {
  return isbot(request.headers.get("User-Agent") ?? "") ? "b" : "p";
}

/** The cache key: a URL on the shop's own origin (so a purge by hostname reaches it). */
export function pageKey(request: Request, version: string): Request {
  const url = new URL(request.url);
  const variant = `${agentVariant(request)}${consentVariant(request)}`;
  return new Request(`${url.origin}/__page-cache/${encodeURIComponent(version)}/${variant}${url.pathname}${url.search}`);
}

/**
 * The request a shared copy is rendered from: no cookies except the consent choice (without its time),
 * no authorization. What is left is the same for every shopper of this key.
 */
export function anonymousRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  headers.delete("Authorization");
  const consent = consentVariant(request);
  if (consent !== "n") headers.set("Cookie", `${COOKIE_CONSENT_NAME}=${encodeURIComponent(JSON.stringify({ time: 0, accepted: Number(consent) }))}`);
  return new Request(request.url, { method: "GET", headers });
}

function marked(res: Response, state: PageCacheState): Response {
  const out = new Response(res.body, res);
  out.headers.set(PAGE_CACHE_HEADER, state);
  return out;
}

/** A rendered page that may be stored: a 200 HTML document without cookies and not marked private. */
function storable(res: Response): boolean {
  const cc = res.headers.get("Cache-Control") ?? "";
  return (
    res.status === 200 &&
    res.body !== null &&
    (res.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    res.headers.getSetCookie().length === 0 &&
    !/\b(?:private|no-store)\b/iu.test(cc)
  );
}

/** Renders with a tracker; resolves whether the API answers during the render allowed sharing the page. */
function tracker(): { hooks: RenderHooks; spoiled: () => string | null } {
  let reason: string | null = null;
  return {
    hooks: {
      shared: true,
      onApiResponse(path, res) {
        if (res.status >= 500) reason ??= `api ${res.status} ${path}`;
        else if (res.headers.getSetCookie().length > 0) reason ??= `api set-cookie ${path}`;
      },
    },
    spoiled: () => reason,
  };
}

/** Reads the stored branch to its end and puts the copy, unless the render turned out unfit. */
async function putCopy(deps: PageCacheDeps, key: Request, res: Response, body: ReadableStream, nonce: string, spoiled: () => string | null): Promise<void> {
  const log = deps.logger ?? createLogger();
  try {
    const bytes = await new Response(body).arrayBuffer();
    const reason = spoiled();
    if (reason) {
      log.info("page cache: copy not stored", { key: redactPath(key.url, true), reason });
      return;
    }
    const storedAt = deps.now?.() ?? Date.now();
    remember(key.url, pageEntry(bytes, nonce, storedAt, 200, answerHeaders(res.headers)));
    const headers = new Headers(res.headers);
    headers.set(STORED_AT, String(storedAt));
    headers.set(STORED_NONCE, nonce);
    const original = res.headers.get("Cache-Control");
    if (original) headers.set(STORED_CACHE_CONTROL, original);
    headers.set("Cache-Control", `public, max-age=${PAGE_CACHE_FRESH_S + PAGE_CACHE_STALE_S}`);
    await deps.cache.put(key, new Response(bytes, { status: 200, headers }));
  } catch (err) {
    log.warn("page cache write failed", { key: redactPath(key.url, true), error: String(err) });
  }
}

/** Renders a shared copy: the shopper's branch of the stream, and the storing of the other one (null: not storable). */
async function renderShared(deps: PageCacheDeps, key: Request, request: Request, nonce: string, render: Render): Promise<{ res: Response; storing: Promise<void> | null }> {
  const { hooks, spoiled } = tracker();
  const res = await render(anonymousRequest(request), nonce, hooks);
  if (!storable(res) || spoiled()) return { res, storing: null };
  const [mine, copy] = res.body!.tee();
  return { res: new Response(mine, res), storing: putCopy(deps, key, res, copy, nonce, spoiled) };
}

/** The headers a stored copy is answered with: the internal ones removed, the render's Cache-Control back. */
function answerHeaders(stored: Headers): Headers {
  const headers = new Headers(stored);
  for (const h of [STORED_AT, STORED_NONCE, STORED_CACHE_CONTROL, "Cache-Control", "Age", "CF-Cache-Status", "Expires", "ETag", "Last-Modified", "Content-Length"]) headers.delete(h);
  const original = stored.get(STORED_CACHE_CONTROL);
  if (original) headers.set("Cache-Control", original);
  return headers;
}

/** A copy read from the Cache API, split at its nonce and kept in memory. */
async function entryOf(key: Request, stored: Response): Promise<PageEntry> {
  const entry = pageEntry(await stored.arrayBuffer(), stored.headers.get(STORED_NONCE) ?? "", Number(stored.headers.get(STORED_AT) ?? 0), stored.status, answerHeaders(stored.headers));
  remember(key.url, entry);
  return entry;
}

/** A copy on its way out: this response's nonce wherever the render's was. */
function answer(entry: PageEntry, state: PageCacheState, nonce: string, ageS: number): Response {
  const headers = new Headers(entry.headers);
  headers.set(PAGE_CACHE_HEADER, state);
  headers.set("Age", String(Math.max(0, Math.floor(ageS))));
  return new Response(joinWith(entry, nonce), { status: entry.status, headers });
}

const inflight = new Map<string, Promise<void>>();
/** When each key was last refreshed in this isolate: stale answers that raced the refresh do not start another. */
const refreshedAt = new Map<string, number>();
const REFRESHED_MEMO_MAX = 1000;

function refreshDue(key: string, now: number): boolean {
  if (inflight.has(key)) return false;
  const at = refreshedAt.get(key);
  return at === undefined || now - at >= PAGE_CACHE_FRESH_S * 1000;
}

/**
 * Answers a page request from the cache or by rendering it (see the file comment). `nonce` is the one
 * the security headers put in this response's CSP.
 */
export async function cachedPage(deps: PageCacheDeps, request: Request, nonce: string, render: Render): Promise<Response> {
  if (bypassReason(request)) return marked(await render(request, nonce, {}), "bypass");
  const log = deps.logger ?? createLogger();
  const now = deps.now?.() ?? Date.now();
  const ageOf = (e: PageEntry | undefined) => (e ? (now - e.storedAt) / 1000 : Infinity);
  let key: Request;
  let stored: PageEntry | undefined;
  try {
    const [version, catalog] = await Promise.all([
      cacheVersion({ kv: deps.kv, waitUntil: deps.waitUntil, deployVersion: deps.deployVersion, now: deps.now, logger: log }),
      // The catalogue version of the page's products or category (docs/decisions/039): a change renews the key.
      catalogVersionFor(deps.kv, new URL(request.url), now),
    ]);
    key = pageKey(request, catalog ? `${version}~${catalog}` : version);
    // Memory first; a copy that is no longer fresh there is looked up again (another isolate may have renewed it).
    stored = recall(key.url);
    if (ageOf(stored) >= PAGE_CACHE_FRESH_S) {
      const match = await deps.cache.match(key);
      if (match) stored = await entryOf(key, match);
    }
  } catch (err) {
    log.warn("page cache read failed", { error: String(err) });
    return marked(await render(request, nonce, {}), "bypass");
  }
  const ageS = ageOf(stored);
  if (stored && ageS < PAGE_CACHE_FRESH_S) return answer(stored, "hit", nonce, ageS);
  if (stored && ageS < PAGE_CACHE_FRESH_S + PAGE_CACHE_STALE_S) {
    if (refreshDue(key.url, now)) {
      const refresh = (async () => {
        try {
          const { res, storing } = await renderShared(deps, key, request, deps.makeNonce(), render);
          // Nobody reads the shopper's branch of a refresh: cancelled, so the tee does not buffer it.
          const drop = res.body?.cancel();
          if (storing) await storing;
          else log.warn("page cache refresh kept the stale copy", { key: redactPath(key.url, true), status: res.status });
          await drop;
        } catch (err) {
          log.warn("page cache refresh failed", { key: redactPath(key.url, true), error: String(err) });
        } finally {
          inflight.delete(key.url);
          if (refreshedAt.size >= REFRESHED_MEMO_MAX) refreshedAt.clear();
          refreshedAt.set(key.url, now);
        }
      })();
      inflight.set(key.url, refresh);
      deps.waitUntil(refresh);
    }
    return answer(stored, "stale", nonce, ageS);
  }
  const { res, storing } = await renderShared(deps, key, request, nonce, render);
  if (storing) deps.waitUntil(storing);
  return marked(res, storing ? "miss" : "bypass");
}
