/** Search suggestions kept in the isolate (docs/decisions/045, docs/caching.md row 19). */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../../worker/edge/cache";
import { catalogChanged } from "../../../worker/edge/catalog-change";
import { resetCatalogVersionMemo } from "../../../worker/edge/catalog-version";
import { SUGGESTIONS_FRESH_S, SUGGESTIONS_MEMO_MAX_ENTRIES, memoisedSuggestions, resetSuggestionsMemo } from "../../../worker/edge/suggestions-memo";
import { clearKv } from "../../helpers/kv";

const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);
const url = (term: string) => new URL(`https://droomnest.test/v1/catalog/search/suggestions?search_term=${encodeURIComponent(term)}`);

/** A source answering with its call count, counting its calls. */
function source(status = 200) {
  let calls = 0;
  const load = async () => {
    calls++;
    return new Response(JSON.stringify({ data: { call: calls } }), { status, headers: { "Content-Type": "application/json; charset=UTF-8" } });
  };
  return { load, calls: () => calls };
}

beforeEach(async () => {
  await clearKv();
  resetCacheVersionMemo();
  resetCatalogVersionMemo();
  resetSuggestionsMemo();
});

describe("search suggestions kept in the isolate", () => {
  it("a second ask for the same term, in any letter case, is answered from the isolate (MISS, then HIT)", async () => {
    const deps = { env, now: () => T0 };
    const src = source();
    const first = await memoisedSuggestions(deps, url("matras"), src.load);
    const second = await memoisedSuggestions(deps, url("MATRAS"), src.load);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("Content-Type")).toBe("application/json; charset=UTF-8");
    expect(await second.json()).toEqual({ data: { call: 1 } });
    expect(src.calls()).toBe(1);
    await memoisedSuggestions(deps, url("dekbed"), src.load);
    expect(src.calls()).toBe(2);
  });

  it(`keeps an answer ${SUGGESTIONS_FRESH_S} s, then asks again`, async () => {
    let now = T0;
    const deps = { env, now: () => now };
    const src = source();
    await memoisedSuggestions(deps, url("kussen"), src.load);
    now += SUGGESTIONS_FRESH_S * 1000 - 1;
    expect(await (await memoisedSuggestions(deps, url("kussen"), src.load)).json()).toEqual({ data: { call: 1 } });
    now += 1;
    expect(await (await memoisedSuggestions(deps, url("kussen"), src.load)).json()).toEqual({ data: { call: 2 } });
  });

  it("a catalogue change and a seed each make the next ask go to the source", async () => {
    const deps = { env, now: () => T0 };
    const src = source();
    await memoisedSuggestions(deps, url("hoeslaken"), src.load);
    await catalogChanged(env, { productIds: [1] });
    expect(await (await memoisedSuggestions(deps, url("hoeslaken"), src.load)).json()).toEqual({ data: { call: 2 } });
    await env.CACHE.put(SEED_VERSION_KEY, "after-a-seed");
    resetCacheVersionMemo();
    expect(await (await memoisedSuggestions(deps, url("hoeslaken"), src.load)).json()).toEqual({ data: { call: 3 } });
  });

  it("an answer other than 200 is passed on and not kept", async () => {
    const deps = { env, now: () => T0 };
    const failing = source(503);
    const res = await memoisedSuggestions(deps, url("topper"), failing.load);
    expect(res.status).toBe(503);
    expect(res.headers.get("X-Cache")).toBeNull();
    await memoisedSuggestions(deps, url("topper"), failing.load);
    expect(failing.calls()).toBe(2);
  });

  it(`holds at most ${SUGGESTIONS_MEMO_MAX_ENTRIES} terms, the oldest out first`, async () => {
    const deps = { env, now: () => T0 };
    const src = source();
    for (let i = 0; i <= SUGGESTIONS_MEMO_MAX_ENTRIES; i++) await memoisedSuggestions(deps, url(`term${i}`), src.load);
    expect(src.calls()).toBe(SUGGESTIONS_MEMO_MAX_ENTRIES + 1);
    await memoisedSuggestions(deps, url(`term${SUGGESTIONS_MEMO_MAX_ENTRIES}`), src.load);
    expect(src.calls()).toBe(SUGGESTIONS_MEMO_MAX_ENTRIES + 1);
    await memoisedSuggestions(deps, url("term0"), src.load);
    expect(src.calls()).toBe(SUGGESTIONS_MEMO_MAX_ENTRIES + 2);
  });
});
