import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SEED_VERSION_KEY, resetCacheVersionMemo, swr, type CacheDeps, type CachePolicy } from "../../../worker/edge/cache";
import { seedD1 } from "../../helpers/seed";
import { clearKv } from "../../helpers/kv";
import { untilCacheHit, worker } from "../../helpers/http";
import { memoryLogger } from "../../helpers/log";

const POLICY: CachePolicy = { freshS: 60, staleS: 600, errorS: 3600 };
const T0 = Date.UTC(2020, 0, 1, 12, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

/** A source that counts its calls and answers what it is told to. */
function source(answer: () => Response | Promise<Response>) {
  const calls: number[] = [];
  const load = async () => {
    calls.push(calls.length + 1);
    return answer();
  };
  return { load, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=UTF-8" } });

/** Every waitUntil promise of the file, so no KV write of one test lands in the next. */
const allPending: Promise<unknown>[] = [];

/** Deps at a given clock; waitUntil promises are collected so a test can wait for them. */
function depsAt(ms: number, extra: Partial<CacheDeps> = {}) {
  const pending: Promise<unknown>[] = [];
  const logs: string[] = [];
  const deps: CacheDeps = {
    kv: env.CACHE,
    waitUntil: (p) => {
      pending.push(p);
      allPending.push(p);
    },
    now: () => ms,
    logger: memoryLogger(logs),
    ...extra,
  };
  return { deps, pending, logs, settle: () => Promise.all(pending) };
}

/** swr, then its waitUntil work (the KV write of a miss): what a later request finds in KV. */
async function swrSettled(at: ReturnType<typeof depsAt>, name: string, policy: CachePolicy, load: () => Promise<Response>) {
  const res = await swr(at.deps, name, policy, load);
  await at.settle();
  return res;
}

async function storedEntries(name: string) {
  const list = await env.CACHE.list({ prefix: "cache:" });
  return list.keys.filter((k) => k.name.endsWith(`:${name}`));
}

beforeEach(async () => {
  await Promise.allSettled(allPending.splice(0));
  await clearKv();
  resetCacheVersionMemo();
});

describe("swr: miss and hit", () => {
  it("a miss calls the source once, answers MISS and stores the entry in KV", async () => {
    const src = source(() => json({ data: { v: 1 } }));
    const at = depsAt(s(0));
    const res = await swr(at.deps, "nav", POLICY, src.load);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=UTF-8");
    expect(await res.json()).toEqual({ data: { v: 1 } });
    expect(src.calls).toHaveLength(1);
    await at.settle();

    const keys = await storedEntries("nav");
    expect(keys).toHaveLength(1);
    const stored = await env.CACHE.get<{ body: string; status: number }>(keys[0]!.name, "json");
    expect(JSON.parse(stored!.body)).toEqual({ data: { v: 1 } });
    expect(stored!.status).toBe(200);
  });

  it("a miss answers without waiting for the KV write, which finishes in waitUntil", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowKv = {
      get: (key: string, type?: "json") => (type ? env.CACHE.get(key, type) : env.CACHE.get(key)),
      put: async (...args: Parameters<KVNamespace["put"]>) => {
        await held;
        return env.CACHE.put(...args);
      },
    } as unknown as KVNamespace;
    const at = depsAt(s(0), { kv: slowKv });
    const res = await swr(at.deps, "nav", POLICY, source(() => json({ v: 1 })).load);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(await res.json()).toEqual({ v: 1 });
    expect(at.pending).toHaveLength(1);
    expect(await storedEntries("nav")).toHaveLength(0);
    release();
    await at.settle();
    expect(await storedEntries("nav")).toHaveLength(1);
    expect((await swr(depsAt(s(1)).deps, "nav", POLICY, source(() => json({ v: 2 })).load)).headers.get("X-Cache")).toBe("HIT");
  });

  it("a hit within freshS does not call the source", async () => {
    const first = source(() => json({ data: { v: 1 } }));
    await swrSettled(depsAt(s(0)), "nav", POLICY, first.load);
    const second = source(() => json({ data: { v: 2 } }));
    const res = await swrSettled(depsAt(s(59)), "nav", POLICY, second.load);
    expect(res.headers.get("X-Cache")).toBe("HIT");
    expect(res.headers.get("Age")).toBe("59");
    expect(await res.json()).toEqual({ data: { v: 1 } });
    expect(second.calls).toHaveLength(0);
  });

  it("names are separate entries", async () => {
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ n: "nav" })).load);
    const other = source(() => json({ n: "footer" }));
    const res = await swrSettled(depsAt(s(1)), "footer", POLICY, other.load);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(await res.json()).toEqual({ n: "footer" });
    expect(other.calls).toHaveLength(1);
  });

  it("non-200 answers are passed through and not stored", async () => {
    const src = source(() => json({ error: { code: "content_not_found", message: "x" } }, 404));
    const a = await swrSettled(depsAt(s(0)), "nav", POLICY, src.load);
    expect(a.status).toBe(404);
    expect(a.headers.get("X-Cache")).toBeNull();
    const b = await swrSettled(depsAt(s(1)), "nav", POLICY, src.load);
    expect(b.status).toBe(404);
    expect(src.calls).toHaveLength(2);
    expect(await storedEntries("nav")).toHaveLength(0);
  });
});

describe("swr: stale while revalidate", () => {
  it("serves the stale entry, refreshes once in waitUntil even when asked twice at once, then serves the new body", async () => {
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ v: "old" })).load);

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const refresh = source(async () => {
      await gate;
      return json({ v: "new" });
    });
    const stale = depsAt(s(61));
    const [a, b] = await Promise.all([
      swr(stale.deps, "nav", POLICY, refresh.load),
      swr(stale.deps, "nav", POLICY, refresh.load),
    ]);
    for (const res of [a, b]) {
      expect(res.headers.get("X-Cache")).toBe("STALE");
      expect(await res.json()).toEqual({ v: "old" });
    }
    expect(stale.pending).toHaveLength(1);
    release();
    await stale.settle();
    expect(refresh.calls).toHaveLength(1);

    const after = source(() => json({ v: "newer" }));
    const res = await swrSettled(depsAt(s(62)), "nav", POLICY, after.load);
    expect(res.headers.get("X-Cache")).toBe("HIT");
    expect(await res.json()).toEqual({ v: "new" });
    expect(after.calls).toHaveLength(0);
  });

  it("a refresh that fails keeps serving the stale entry and logs it", async () => {
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ v: "old" })).load);
    for (const failing of [() => json({ error: "down" }, 500), () => Promise.reject(new Error("network"))]) {
      const at = depsAt(s(100));
      const res = await swr(at.deps, "nav", POLICY, source(failing).load);
      expect(res.headers.get("X-Cache")).toBe("STALE");
      expect(await res.json()).toEqual({ v: "old" });
      await at.settle();
      expect(at.logs.some((l) => JSON.parse(l).level === "warn")).toBe(true);
    }
    const later = await swrSettled(depsAt(s(101)), "nav", POLICY, source(() => json({ v: "x" })).load);
    expect(later.headers.get("X-Cache")).toBe("STALE");
    expect(await later.json()).toEqual({ v: "old" });
  });
});

describe("swr: stale on error", () => {
  const expired = s(POLICY.freshS + POLICY.staleS + 10);

  it.each<[string, () => Response | Promise<Response>]>([
    ["throws", () => Promise.reject(new Error("upstream down"))],
    ["answers 500", () => json({ error: { code: "internal_error", message: "x" } }, 500)],
    ["answers 503", () => json({ error: { code: "upstream_unavailable", message: "x" } }, 503)],
  ])("after the stale window, a source that %s gets the stored body with STALE-ERROR", async (_label, failing) => {
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ v: "kept" })).load);
    const at = depsAt(expired);
    const res = await swr(at.deps, "nav", POLICY, source(failing).load);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Cache")).toBe("STALE-ERROR");
    expect(await res.json()).toEqual({ v: "kept" });
    expect(at.logs).toHaveLength(1);
  });

  it("after the stale window, a working source replaces the entry (MISS)", async () => {
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ v: "old" })).load);
    const src = source(() => json({ v: "fresh" }));
    const res = await swr(depsAt(expired).deps, "nav", POLICY, src.load);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(await res.json()).toEqual({ v: "fresh" });
    expect(src.calls).toHaveLength(1);
  });

  it("a 4xx from the source is passed through, not hidden by the old entry", async () => {
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ v: "old" })).load);
    const res = await swr(depsAt(expired).deps, "nav", POLICY, source(() => json({ error: "gone" }, 404)).load);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "gone" });
  });

  it("with no entry, a throwing source's error passes through", async () => {
    await expect(swr(depsAt(s(0)).deps, "nav", POLICY, source(() => Promise.reject(new Error("upstream down"))).load)).rejects.toThrow(
      "upstream down",
    );
  });

  it("with no entry, a 500 from the source passes through", async () => {
    const res = await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ error: { code: "internal_error" } }, 500)).load);
    expect(res.status).toBe(500);
    expect(res.headers.get("X-Cache")).toBeNull();
    expect(await res.json()).toEqual({ error: { code: "internal_error" } });
  });

  function flakyKv(fail: { versionRead?: boolean; entryRead?: boolean; write?: boolean }): KVNamespace {
    return {
      get: (key: string, type?: "json") => {
        if (key === SEED_VERSION_KEY ? fail.versionRead : fail.entryRead) return Promise.reject(new Error("kv down"));
        return type ? env.CACHE.get(key, type) : env.CACHE.get(key);
      },
      put: (...args: Parameters<KVNamespace["put"]>) =>
        fail.write ? Promise.reject(new Error("429 too many writes")) : env.CACHE.put(...args),
    } as unknown as KVNamespace;
  }

  it.each<[string, { versionRead?: boolean; entryRead?: boolean; write?: boolean }, string]>([
    ["KV unreachable", { versionRead: true, entryRead: true, write: true }, "kv cache read failed"],
    ["the entry read fails", { entryRead: true }, "kv cache read failed"],
    ["the write fails", { write: true }, "kv cache write failed"],
  ])("when %s, the source still answers and the failure is logged", async (_label, fail, msg) => {
    const at = depsAt(s(0), { kv: flakyKv(fail) });
    const src = source(() => json({ v: 1 }));
    const res = await swr(at.deps, "nav", POLICY, src.load);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ v: 1 });
    expect(src.calls).toHaveLength(1);
    expect(at.logs.map((l) => JSON.parse(l).msg)).toContain(msg);
  });
});

describe("swr: versioned keys", () => {
  it("a new seed version leaves the old entry unused", async () => {
    await env.CACHE.put(SEED_VERSION_KEY, "1");
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ v: "seed-1" })).load);
    expect((await swrSettled(depsAt(s(1)), "nav", POLICY, source(() => json({ v: "x" })).load)).headers.get("X-Cache")).toBe("HIT");

    await env.CACHE.put(SEED_VERSION_KEY, "2");
    resetCacheVersionMemo();
    const src = source(() => json({ v: "seed-2" }));
    const res = await swrSettled(depsAt(s(2)), "nav", POLICY, src.load);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(await res.json()).toEqual({ v: "seed-2" });
    expect(src.calls).toHaveLength(1);
    expect(await storedEntries("nav")).toHaveLength(2);
  });

  it("a new seed version is picked up without a reset once the memo is older than 5 s", async () => {
    await env.CACHE.put(SEED_VERSION_KEY, "1");
    await swrSettled(depsAt(s(0)), "nav", POLICY, source(() => json({ v: "seed-1" })).load);
    await env.CACHE.put(SEED_VERSION_KEY, "2");
    const src = source(() => json({ v: "seed-2" }));
    const res = await swrSettled(depsAt(s(6)), "nav", POLICY, src.load);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(src.calls).toHaveLength(1);
  });

  it("a new deployed version leaves the old entry unused", async () => {
    await swrSettled(depsAt(s(0), { deployVersion: "v-a" }), "nav", POLICY, source(() => json({ v: "a" })).load);
    const src = source(() => json({ v: "b" }));
    const res = await swr(depsAt(s(1), { deployVersion: "v-b" }).deps, "nav", POLICY, src.load);
    expect(res.headers.get("X-Cache")).toBe("MISS");
    expect(await res.json()).toEqual({ v: "b" });
  });
});

describe("KV cache layer in front of /v1", () => {
  it("caches /v1/content/navigation (MISS then HIT) but not uncached content or variants with a query", async () => {
    await seedD1();
    const first = await worker("/v1/content/navigation");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const second = await untilCacheHit(() => worker("/v1/content/navigation"));
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(await second.json()).toEqual(await first.json());

    const popup = await worker("/v1/content/newsletter-popup");
    expect(popup.status).toBe(200);
    expect(popup.headers.get("X-Cache")).toBeNull();
    const withQuery = await worker("/v1/content/navigation?x=1");
    expect(withQuery.headers.get("X-Cache")).toBeNull();
  });
});
