/**
 * Search suggestions kept in the isolate, not in KV (docs/decisions/045-suggestions-in-the-isolate.md): most
 * terms typed are new, and a KV miss (a read that finds nothing, then a write) cost more than the search
 * itself. A 200 answer is kept for SUGGESTIONS_FRESH_S under the seed + deploy version and the suggestions'
 * catalogue version (`s`, docs/decisions/039), so a catalogue change is seen as soon as the version is read
 * again (at once in the isolate that made it, within CATALOG_VERSION_MEMO_MS elsewhere).
 */
import { keptOrLoaded, scopedOrNull, type MemoDeps, type MemoEntry } from "./isolate-memo";

/** How long a kept answer is used. */
export const SUGGESTIONS_FRESH_S = 300;
/** About 1-2 KB each: the busiest terms of an isolate, the oldest out first. */
export const SUGGESTIONS_MEMO_MAX_ENTRIES = 1000;

const entries = new Map<string, MemoEntry>();

/** For tests: forget every kept answer (as a new isolate would). */
export function resetSuggestionsMemo(): void {
  entries.clear();
}

/**
 * GET /v1/catalog/search/suggestions from the isolate's copy (X-Cache: HIT) or from `load` (X-Cache: MISS when
 * kept). The same term in other letter case is the same answer. Anything but a 200 is passed on, not kept;
 * when KV cannot give the versions, nothing is kept.
 */
export async function memoisedSuggestions(deps: MemoDeps, url: URL, load: () => Promise<Response>): Promise<Response> {
  const name = await scopedOrNull(deps, url, `${url.pathname}${url.search.toLowerCase()}`);
  if (name === null) return load();
  return keptOrLoaded(
    deps,
    name,
    { entries, max: SUGGESTIONS_MEMO_MAX_ENTRIES, hitHeaders: { "X-Cache": "HIT" }, missHeaders: { "X-Cache": "MISS" }, keepMs: () => SUGGESTIONS_FRESH_S * 1000 },
    load,
  );
}
