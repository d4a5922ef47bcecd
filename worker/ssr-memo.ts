/**
 * Isolate memo of the in-process /v1 GETs that the KV cache layer serves (navigation, footer, USPs, promo
 * banner, category overviews): a render that finds a fresh copy here skips the KV read, the entry's JSON
 * parse and the /v1 routing (docs/decisions/023-server-render-cost.md).
 * A copy is kept only while the KV entry it came from is fresh (its policy's freshS minus the entry's Age),
 * under the same version as the KV key (seed version + deploy), so a render never sees anything the KV
 * layer would not answer as HIT; a seed or a deploy starts a new key space here too.
 */
import { cachePolicyFor } from "./api";
import { cacheVersion } from "./edge/cache";
import type { Env } from "./env";

interface MemoEntry {
  body: string;
  contentType: string;
  expiresAt: number;
}

/** Enough for the shell's documents and the busiest category overviews; the oldest copy goes first. */
export const RENDER_MEMO_MAX_ENTRIES = 200;

const memo = new Map<string, MemoEntry>();

/** For tests: forget every copy. */
export function resetRenderMemo(): void {
  memo.clear();
}

export interface MemoDeps {
  env: Pick<Env, "CACHE" | "CF_VERSION_METADATA">;
  now?: () => number;
}

/**
 * Answers a GET from the memo, or from `load` (the KV cache layer in front of /v1) and keeps a fresh 200
 * answer without cookies. Any other request, answer or failure goes to `load` unchanged.
 */
export async function memoisedV1Get(deps: MemoDeps, request: Request, load: () => Promise<Response>): Promise<Response> {
  if (request.method !== "GET") return load();
  const cacheable = cachePolicyFor(new URL(request.url));
  if (!cacheable) return load();
  const now = deps.now?.() ?? Date.now();
  let version: string;
  try {
    version = await cacheVersion({ kv: deps.env.CACHE, waitUntil: () => undefined, deployVersion: deps.env.CF_VERSION_METADATA?.id ?? "", now: deps.now });
  } catch {
    return load();
  }
  const key = `${version}|${cacheable.name}`;
  const hit = memo.get(key);
  if (hit && now < hit.expiresAt) {
    return new Response(hit.body, { status: 200, headers: { "Content-Type": hit.contentType, "X-Cache": "HIT" } });
  }
  if (hit) memo.delete(key);
  const res = await load();
  const state = res.headers.get("X-Cache");
  if (res.status !== 200 || (state !== "HIT" && state !== "MISS") || res.headers.has("Set-Cookie")) return res;
  // Age is whole seconds rounded down: count one more so the copy never outlives the KV entry's freshness.
  const ageS = Number(res.headers.get("Age") ?? 0) + 1;
  const freshMs = (cacheable.policy.freshS - ageS) * 1000;
  if (!(freshMs > 0)) return res;
  const body = await res.text();
  memo.set(key, { body, contentType: res.headers.get("Content-Type") ?? "application/json", expiresAt: now + freshMs });
  while (memo.size > RENDER_MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  return new Response(body, { status: res.status, headers: res.headers });
}
