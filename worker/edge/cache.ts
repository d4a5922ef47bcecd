/**
 * KV cache layer: stale-while-revalidate for responses that may be a little stale (navigation, footer,
 * category overviews). See docs/decisions/004-kv-cache-layer.md.
 *
 * - fresh:  served from KV (X-Cache: HIT)
 * - stale:  served from KV (X-Cache: STALE) and refreshed once per key per isolate in ctx.waitUntil
 * - miss:   loaded from the source and answered at once (X-Cache: MISS); the KV write finishes in waitUntil
 * - source fails: the last stored entry is served while it exists in KV (X-Cache: STALE-ERROR)
 * Keys carry a version made of the seed version (written by `npm run seed`) and the deployed Worker
 * version, so a seed or a deploy starts a new key space; old keys expire on their own.
 */
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";

export interface CachePolicy {
  /** Seconds an entry is fresh. */
  freshS: number;
  /** Seconds after freshness in which the entry is served while it is refreshed. */
  staleS: number;
  /** Seconds after that in which the entry is still kept to be served when the source fails. */
  errorS: number;
}

export const CACHE_POLICIES = {
  content: { freshS: 60, staleS: 3600, errorS: 7 * 86400 },
  category: { freshS: 60, staleS: 600, errorS: 86400 },
} as const satisfies Record<string, CachePolicy>;

export const SEED_VERSION_KEY = "meta:seed-version";

interface Entry {
  storedAt: number;
  status: number;
  contentType: string;
  body: string;
}

export type CacheState = "HIT" | "MISS" | "STALE" | "STALE-ERROR" | "BYPASS";

export interface CacheDeps {
  kv: KVNamespace;
  waitUntil: (p: Promise<unknown>) => void;
  /** Deployed version id (CF_VERSION_METADATA.id); "" locally. */
  deployVersion?: string;
  now?: () => number;
  /** Where warnings go; a logger without a request id by default. */
  logger?: Logger;
}

const inflight = new Map<string, Promise<void>>();
let versionMemo: { value: string; at: number } | null = null;
const VERSION_MEMO_MS = 5000;

export async function cacheVersion(deps: CacheDeps): Promise<string> {
  const now = deps.now?.() ?? Date.now();
  if (versionMemo && now - versionMemo.at < VERSION_MEMO_MS) return `${versionMemo.value}:${deps.deployVersion ?? ""}`;
  const seed = (await deps.kv.get(SEED_VERSION_KEY)) ?? "0";
  versionMemo = { value: seed, at: now };
  return `${seed}:${deps.deployVersion ?? ""}`;
}

/**
 * The version of the Worker's own isolate copies (render memo, postcode set): the KV layer's seed + deploy
 * version read from the bindings, for code that answers no request of its own (nothing to wait for).
 */
export function envCacheVersion(env: Pick<Env, "CACHE" | "CF_VERSION_METADATA">, now?: () => number): Promise<string> {
  return cacheVersion({ kv: env.CACHE, waitUntil: () => undefined, deployVersion: env.CF_VERSION_METADATA?.id ?? "", now });
}

/** For tests and the seed loader: forget the memoised seed version. */
export function resetCacheVersionMemo(): void {
  versionMemo = null;
}

function toResponse(entry: Entry, state: CacheState, ageS: number): Response {
  return new Response(entry.body, {
    status: entry.status,
    headers: { "Content-Type": entry.contentType, "X-Cache": state, Age: String(Math.max(0, Math.floor(ageS))) },
  });
}

async function toEntry(deps: CacheDeps, res: Response): Promise<Entry> {
  return {
    storedAt: deps.now?.() ?? Date.now(),
    status: res.status,
    contentType: res.headers.get("Content-Type") ?? "application/json",
    body: await res.text(),
  };
}

async function write(deps: CacheDeps, key: string, entry: Entry, policy: CachePolicy): Promise<void> {
  // KV needs at least 60 s.
  const ttl = Math.max(60, policy.freshS + policy.staleS + policy.errorS);
  try {
    await deps.kv.put(key, JSON.stringify(entry), { expirationTtl: ttl });
  } catch (err) {
    // A failed write (e.g. KV's one-write-per-second limit per key) must not lose the good response.
    (deps.logger ?? createLogger()).warn("kv cache write failed", { key, error: String(err) });
  }
}

/** KV keys hold at most 512 bytes: a longer key (a long filter URL) uses the SHA-256 of the name instead. */
const KV_KEY_MAX_BYTES = 512;

async function entryKey(version: string, name: string): Promise<string> {
  const key = `cache:${version}:${name}`;
  if (new TextEncoder().encode(key).length <= KV_KEY_MAX_BYTES) return key;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(name)));
  return `cache:${version}:sha256:${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Answers from the cache or from `load`. Only 200 responses are stored; anything else from the source
 * is passed through (or replaced by a stored entry when the source failed with a 5xx or threw).
 */
export async function swr(
  deps: CacheDeps,
  name: string,
  policy: CachePolicy,
  load: () => Promise<Response>,
): Promise<Response> {
  const log = deps.logger ?? createLogger();
  let version: string;
  try {
    version = await cacheVersion(deps);
  } catch (err) {
    // KV unreachable: answer from the source, as for a failed entry read below.
    log.warn("kv cache read failed", { key: SEED_VERSION_KEY, error: String(err) });
    return load();
  }
  const key = await entryKey(version, name);
  const now = deps.now?.() ?? Date.now();
  let entry: Entry | null = null;
  try {
    entry = await deps.kv.get<Entry>(key, "json");
  } catch (err) {
    log.warn("kv cache read failed", { key, error: String(err) });
  }
  const ageS = entry ? (now - entry.storedAt) / 1000 : Infinity;

  if (entry && ageS < policy.freshS) return toResponse(entry, "HIT", ageS);

  if (entry && ageS < policy.freshS + policy.staleS) {
    if (!inflight.has(key)) {
      const refresh = (async () => {
        try {
          const res = await load();
          if (res.status === 200) await write(deps, key, await toEntry(deps, res), policy);
          else log.warn("kv cache refresh kept stale entry", { key, status: res.status });
        } catch (err) {
          log.warn("kv cache refresh failed", { key, error: String(err) });
        } finally {
          inflight.delete(key);
        }
      })();
      inflight.set(key, refresh);
      deps.waitUntil(refresh);
    }
    return toResponse(entry, "STALE", ageS);
  }

  let res: Response;
  try {
    res = await load();
  } catch (err) {
    if (entry) {
      log.warn("source failed, serving stale", { key, error: String(err) });
      return toResponse(entry, "STALE-ERROR", ageS);
    }
    throw err;
  }
  if (res.status === 200) {
    // The shopper does not wait for the KV write: it finishes in waitUntil.
    const fresh = await toEntry(deps, res);
    deps.waitUntil(write(deps, key, fresh, policy));
    return toResponse(fresh, "MISS", 0);
  }
  if (res.status >= 500 && entry) {
    log.warn("source failed, serving stale", { key, status: res.status });
    return toResponse(entry, "STALE-ERROR", ageS);
  }
  return res;
}
