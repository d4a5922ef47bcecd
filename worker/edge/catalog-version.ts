/**
 * Catalogue versions: the part of a cache key that a change of products renews (docs/decisions/039,
 * docs/caching.md "Catalogue versions"). A page or a /v1 answer that shows products belongs to a scope:
 *
 * - `p:<slug>` a product page (`/<slug>.html`) and its product read by slug; `p:<id>` its reads by id
 *   (the product by id, its reviews);
 * - `c:<category path>` a category page with every filter and page of it (`/matrassen/merk:x/?p=2` is
 *   `c:matrassen`) and its listing (`/v1/catalog/overview/category?path=...`);
 * - `s` every search suggestion.
 *
 * Each scope has a version in KV (`catalog:v:<scope>`), and every scoped key also carries the whole
 * catalogue's version (`catalog:v:all`, renewed by a change of many products at once). The page cache, the KV
 * response cache and the render memo put these versions into their keys, so a renewed version is a new key:
 * old copies are never read again and expire on their own. Versions are read once per 5 s per isolate
 * (`CATALOG_VERSION_MEMO_MS`); the isolate that renews one (worker/edge/catalog-change.ts) knows it at once.
 */

/** KV key prefix of the catalogue versions. */
export const CATALOG_VERSION_PREFIX = "catalog:v:";
/** The scope every scoped key also carries: renewed when many products change at once. */
export const WHOLE_CATALOGUE = "all";
export const SUGGESTIONS_SCOPE = "s";
/** The route of the search suggestions, the one scope `s` covers. */
export const SUGGESTIONS_PATH = "/v1/catalog/search/suggestions";
export const CATALOG_VERSION_MEMO_MS = 5000;
const MEMO_MAX = 5000;

const memo = new Map<string, { value: string; at: number }>();

/** For tests: forget the versions read (as a new isolate would). */
export function resetCatalogVersionMemo(): void {
  memo.clear();
}

export const productScope = (slugOrId: string | number): string => `p:${String(slugOrId)}`;
export const categoryScope = (categorySlug: string): string => `c:${categorySlug.toLowerCase()}`;

/** The category part of a listing path: its segments up to the first filter segment (`merk:x`). */
export function categoryPathOf(path: string): string {
  const segments: string[] = [];
  for (const s of path.split("/")) {
    if (s === "") continue;
    if (s.includes(":")) break;
    segments.push(s);
  }
  return segments.join("/");
}

const PRODUCT_PAGE = /^\/([a-z0-9-]{1,200})\.html$/u;
const PRODUCT_READ = /^\/v1\/catalog\/product\/([a-z0-9-]{1,200})(?:\/reviews)?$/u;

/**
 * The scope of a shop page (a product page or a category page) or a /v1 answer, or null when it shows no
 * product in a way these versions cover. Pages of the catch-all route that are not categories get a
 * category scope that nothing renews: their version stays the same.
 */
export function catalogScopeOf(url: URL): string | null {
  const { pathname } = url;
  if (pathname.startsWith("/v1/")) {
    if (pathname === SUGGESTIONS_PATH) return SUGGESTIONS_SCOPE;
    if (pathname === "/v1/catalog/overview/category") {
      const path = categoryPathOf(url.searchParams.get("path") ?? "");
      return path ? categoryScope(path) : null;
    }
    const read = PRODUCT_READ.exec(pathname);
    return read ? productScope(read[1]!) : null;
  }
  const product = PRODUCT_PAGE.exec(pathname);
  if (product) return productScope(product[1]!);
  let path: string;
  try {
    path = categoryPathOf(decodeURIComponent(pathname));
  } catch {
    return null;
  }
  return path ? categoryScope(path) : null;
}

async function versionOf(kv: KVNamespace, scope: string, now: number): Promise<string> {
  const hit = memo.get(scope);
  if (hit && now - hit.at < CATALOG_VERSION_MEMO_MS) return hit.value;
  const value = (await kv.get(`${CATALOG_VERSION_PREFIX}${scope}`)) ?? "0";
  remember(scope, value, now);
  return value;
}

function remember(scope: string, value: string, now: number): void {
  if (memo.size >= MEMO_MAX && !memo.has(scope)) memo.clear();
  memo.set(scope, { value, at: now });
}

/**
 * The catalogue version of a URL's scope ("" when it has none), to put into a cache key. Throws when KV
 * cannot be read: the caller then answers without its cache, as it does when the seed version fails.
 */
export async function catalogVersionFor(kv: KVNamespace, url: URL, now = Date.now()): Promise<string> {
  const scope = catalogScopeOf(url);
  if (scope === null) return "";
  const [all, own] = await Promise.all([versionOf(kv, WHOLE_CATALOGUE, now), versionOf(kv, scope, now)]);
  return `${all}.${own}`;
}

/** A cache name with the URL's catalogue version (the name itself when the URL has no scope). */
export async function catalogScopedName(kv: KVNamespace, url: URL, name: string, now?: number): Promise<string> {
  const version = await catalogVersionFor(kv, url, now);
  return version ? `${name}|cv=${version}` : name;
}

/** KV takes one write per second per key: a second change of the same scope within it is retried once after this. */
const RETRY_MS = 1100;

async function put(kv: KVNamespace, scope: string, value: string): Promise<void> {
  try {
    await kv.put(`${CATALOG_VERSION_PREFIX}${scope}`, value);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    await kv.put(`${CATALOG_VERSION_PREFIX}${scope}`, value);
  }
}

/**
 * Renews the versions of some scopes: in KV for every isolate, in this isolate's memo at once (also when a
 * KV write failed twice: then it throws after the others are written).
 */
export async function renewCatalogVersions(kv: KVNamespace, scopes: readonly string[], now = Date.now()): Promise<void> {
  const value = `${now.toString(36)}${crypto.randomUUID().slice(0, 8)}`;
  const unique = [...new Set(scopes)];
  for (const scope of unique) remember(scope, value, now);
  const failed = (await Promise.allSettled(unique.map((scope) => put(kv, scope, value)))).find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
}
