/**
 * Isolate memo of the in-process /v1 GETs that the KV cache layer serves (navigation, footer, USPs, promo
 * banner, category overviews, sub-navigation): a render that finds a fresh copy here skips the KV read, the
 * entry's JSON parse and the /v1 routing (docs/decisions/023-server-render-cost.md).
 * A copy is kept only while the KV entry it came from is fresh (its policy's freshS minus the entry's Age),
 * under the same version as the KV key (seed version + deploy), so a render never sees anything the KV
 * layer would not answer as HIT; a seed or a deploy starts a new key space here too.
 * The first step of a guided-selling wizard (a POST, not in the KV layer) is kept the same way, for the
 * category policy's freshness (memoisedWizardStart).
 */
import { cachePolicyFor } from "./api";
import { CACHE_POLICIES, envCacheVersion } from "./edge/cache";
import type { Env } from "./env";

/** POST /v1/catalog/guided-selling: its first step (no answers) is the same for everybody. */
export const GUIDED_SELLING_PATH = "/v1/catalog/guided-selling";

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

/** The seed + deploy version of the KV layer's keys; null when KV cannot say (then nothing is memoised). */
async function memoVersion(deps: MemoDeps): Promise<string | null> {
  try {
    return await envCacheVersion(deps.env, deps.now);
  } catch {
    return null;
  }
}

/** A fresh copy under this key, or null (an expired one is dropped). */
function fresh(key: string, now: number): MemoEntry | null {
  const hit = memo.get(key);
  if (hit && now < hit.expiresAt) return hit;
  if (hit) memo.delete(key);
  return null;
}

function keep(key: string, entry: MemoEntry): void {
  memo.set(key, entry);
  while (memo.size > RENDER_MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value!);
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
  const version = await memoVersion(deps);
  if (version === null) return load();
  const key = `${version}|${cacheable.name}`;
  const hit = fresh(key, now);
  if (hit) return new Response(hit.body, { status: 200, headers: { "Content-Type": hit.contentType, "X-Cache": "HIT" } });
  const res = await load();
  const state = res.headers.get("X-Cache");
  if (res.status !== 200 || (state !== "HIT" && state !== "MISS") || res.headers.has("Set-Cookie")) return res;
  // Age is whole seconds rounded down: count one more so the copy never outlives the KV entry's freshness.
  const ageS = Number(res.headers.get("Age") ?? 0) + 1;
  const freshMs = (cacheable.policy.freshS - ageS) * 1000;
  if (!(freshMs > 0)) return res;
  const body = await res.text();
  keep(key, { body, contentType: res.headers.get("Content-Type") ?? "application/json", expiresAt: now + freshMs });
  return new Response(body, { status: res.status, headers: res.headers });
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
  const now = deps.now?.() ?? Date.now();
  const version = await memoVersion(deps);
  if (version === null) return load();
  const key = `${version}|wizard-start|${start}`;
  const hit = fresh(key, now);
  if (hit) return new Response(hit.body, { status: 200, headers: { "Content-Type": hit.contentType } });
  const res = await load();
  if (res.status !== 200 || res.headers.has("Set-Cookie")) return res;
  const text = await res.text();
  keep(key, { body: text, contentType: res.headers.get("Content-Type") ?? "application/json", expiresAt: now + CACHE_POLICIES.category.freshS * 1000 });
  return new Response(text, { status: res.status, headers: res.headers });
}
