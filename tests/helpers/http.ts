import { exports } from "cloudflare:workers";
import { SESSION_COOKIE } from "../../app/lib/constants";
import { PAGE_CACHE_HEADER } from "../../worker/edge/page-cache";
import { BROWSER_UA } from "./seed";

export const ORIGIN = "https://droomnest.test";

/** Calls the real Worker (its default export) without following redirects. */
export function worker(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

/** A browser-like GET (the UA makes React Router stream), optionally logged in with a session token. */
export function browserGet(path: string, opts: { session?: string; cookie?: string } = {}): Promise<Response> {
  return worker(path, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html", ...cookieHeader(opts) } });
}

/** The Cookie header of a session token and/or other cookies ("name=value; ..."), none when neither is given. */
function cookieHeader(opts: { session?: string; cookie?: string }): Record<string, string> {
  const cookies = [opts.session ? `${SESSION_COOKIE}=${opts.session}` : "", opts.cookie ?? ""].filter(Boolean);
  return cookies.length ? { Cookie: cookies.join("; ") } : {};
}

/** What a form post says about where it comes from: a same-origin form of this shop, unless a test sends its own. */
const SAME_ORIGIN = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };

/**
 * A form post of a browser without JavaScript (a route action answers HTML), optionally logged in with a
 * session token, with other cookies (`cookie`: "name=value; ...") and from a given client IP (rate limits
 * count per IP). Same-origin unless `site` gives the Origin / Sec-Fetch-Site headers to send instead
 * (a CSRF test's cross-site post; {} sends neither).
 */
export function browserPost(
  path: string,
  fields: Record<string, string>,
  opts: { session?: string; cookie?: string; ip?: string; site?: Record<string, string> } = {},
): Promise<Response> {
  return worker(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(opts.site ?? SAME_ORIGIN),
      "User-Agent": BROWSER_UA,
      Accept: "text/html",
      ...(opts.ip ? { "CF-Connecting-IP": opts.ip } : {}),
      ...cookieHeader(opts),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Server-rendered HTML with React's escapes of ' " & undone and its text separators (<!-- -->) left out, to find text in. */
export function decodeHtml(html: string): string {
  return html.replace(/<!-- -->/gu, "").replace(/&#x27;/gu, "'").replace(/&quot;/gu, '"').replace(/&amp;/gu, "&");
}

/** The HTML from the first startMarker up to and including the next endMarker ("" when startMarker is absent). */
export function section(html: string, startMarker: string, endMarker: string): string {
  const start = html.indexOf(startMarker);
  if (start < 0) return "";
  const end = html.indexOf(endMarker, start);
  return end < 0 ? html.slice(start) : html.slice(start, end + endMarker.length);
}

/**
 * A cache miss is answered before its copy is stored (the write runs in waitUntil), so the next identical
 * request finds it a moment later: asks again, up to about a second, until `cached` says the answer came from
 * the cache, and returns the last answer either way.
 */
async function untilCached(request: () => Promise<Response>, cached: (res: Response) => boolean): Promise<Response> {
  let res = await request();
  for (let i = 0; i < 50 && !cached(res); i++) {
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
    res = await request();
  }
  return res;
}

/** Until the answer comes from the KV response cache (X-Cache HIT). */
export function untilCacheHit(request: () => Promise<Response>): Promise<Response> {
  return untilCached(request, (res) => res.headers.get("X-Cache") === "HIT");
}

/** Until the page comes from the page cache. */
export function untilPageCacheHit(request: () => Promise<Response>): Promise<Response> {
  return untilCached(request, (res) => res.headers.get(PAGE_CACHE_HEADER) === "hit");
}
