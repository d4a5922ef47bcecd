/**
 * The isolate memo's parts: a copy of a /v1 answer kept in the isolate under the KV layer's seed + deploy
 * version (and, where the caller names it so, the catalogue version of docs/decisions/039), least recently
 * stored out first. Used by the render memo (worker/ssr-memo.ts) and the search suggestions
 * (worker/edge/suggestions-memo.ts); the maps themselves belong to those modules (docs/caching.md).
 */
import { envCacheVersion } from "./cache";
import { catalogScopedName } from "./catalog-version";
import type { Env } from "../env";

export interface MemoEntry {
  body: string;
  contentType: string;
  expiresAt: number;
  /** The body parsed (and frozen), once, for memoisedShellData. */
  parsed?: unknown;
}

export interface MemoDeps {
  env: Pick<Env, "CACHE" | "CF_VERSION_METADATA">;
  now?: () => number;
}

/** The seed + deploy version of the KV layer's keys; null when KV cannot say (then nothing is memoised). */
export async function memoVersion(deps: MemoDeps): Promise<string | null> {
  try {
    return await envCacheVersion(deps.env, deps.now);
  } catch {
    return null;
  }
}

/** A memo name with its catalogue version (docs/decisions/039); null when KV cannot say (nothing memoised). */
export async function scopedOrNull(deps: MemoDeps, url: URL, name: string): Promise<string | null> {
  try {
    return await catalogScopedName(deps.env.CACHE, url, name, deps.now?.());
  } catch {
    return null;
  }
}

/** A fresh copy under this key, or null (an expired one is dropped). */
export function fresh(key: string, now: number, entries: Map<string, MemoEntry>): MemoEntry | null {
  const hit = entries.get(key);
  if (hit && now < hit.expiresAt) return hit;
  if (hit) entries.delete(key);
  return null;
}

function keep(key: string, entry: MemoEntry, entries: Map<string, MemoEntry>, max: number): void {
  entries.set(key, entry);
  while (entries.size > max) entries.delete(entries.keys().next().value!);
}

/** Where a kind of answer is kept, and for how long. */
export interface Keeping {
  entries: Map<string, MemoEntry>;
  max: number;
  /** Headers of an answer from the memo besides its Content-Type. */
  hitHeaders?: Record<string, string>;
  /** Headers added to a loaded answer that is kept. */
  missHeaders?: Record<string, string>;
  /** How long a loaded 200 answer without Set-Cookie may be kept, in ms; 0 or less: not kept. */
  keepMs: (res: Response) => number;
}

/**
 * The answer kept under `name` (within the seed + deploy version) while it is fresh, else `load`'s, kept for
 * `keeping.keepMs` when it is a 200 without Set-Cookie. Without a version (KV cannot say) nothing is kept.
 */
export async function keptOrLoaded(deps: MemoDeps, name: string, keeping: Keeping, load: () => Promise<Response>): Promise<Response> {
  const now = deps.now?.() ?? Date.now();
  const version = await memoVersion(deps);
  if (version === null) return load();
  const key = `${version}|${name}`;
  const hit = fresh(key, now, keeping.entries);
  if (hit) return new Response(hit.body, { status: 200, headers: { "Content-Type": hit.contentType, ...keeping.hitHeaders } });
  const res = await load();
  if (res.status !== 200 || res.headers.has("Set-Cookie")) return res;
  const keepMs = keeping.keepMs(res);
  if (!(keepMs > 0)) return res;
  const body = await res.text();
  keep(key, { body, contentType: res.headers.get("Content-Type") ?? "application/json", expiresAt: now + keepMs }, keeping.entries, keeping.max);
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(keeping.missHeaders ?? {})) headers.set(name, value);
  return new Response(body, { status: res.status, headers });
}

