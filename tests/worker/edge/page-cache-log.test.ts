/**
 * The request line of a page-cache answer (docs/measurements/022-page-cache.md, "Hit path, second pass"): a hit
 * or stale answer is handed over first and its one request line is written right after (ctx.waitUntil);
 * renders and every other request keep writing it before the response, as before.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { SEED_VERSION_KEY, resetCacheVersionMemo } from "../../../worker/edge/cache";
import { answeredFromCache, PAGE_CACHE_HEADER } from "../../../worker/edge/page-cache";
import { setLogSink } from "../../../worker/http/log";
import { app } from "../../../worker/index";
import { requestId } from "../../../worker/middleware/request-id";
import { ORIGIN } from "../../helpers/http";
import { memoryLogger } from "../../helpers/log";
import { BROWSER_UA, seedD1 } from "../../helpers/seed";

interface Line {
  level: string;
  msg: string;
  path: string;
  status: number;
  request_id: string;
}

let lines: string[] = [];
let restore: () => void = () => {};
const requestLines = () => lines.map((l) => JSON.parse(l) as Line).filter((l) => l.msg === "request");

/** One request through the Worker's app with its own ExecutionContext (the test waits on it when it wants). */
async function get(path: string): Promise<{ res: Response; ctx: ExecutionContext }> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }), env, ctx);
  return { res, ctx };
}

/** Asks until the page comes from the cache (a miss stores its copy in waitUntil). */
async function untilHit(path: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { res, ctx } = await get(path);
    await res.arrayBuffer();
    await waitOnExecutionContext(ctx);
    if (res.headers.get(PAGE_CACHE_HEADER) === "hit") return;
  }
  throw new Error(`${path} never came from the page cache`);
}

let version = 0;
beforeAll(async () => {
  await seedD1();
});

beforeEach(async () => {
  await env.CACHE.put(SEED_VERSION_KEY, `page-log-test-${++version}`);
  resetCacheVersionMemo();
  lines = [];
  restore = setLogSink((l) => lines.push(l));
});

afterEach(() => restore());

describe("page cache: the request line of an answer from the cache", () => {
  it("a hit is answered before its request line, which follows once with the answer's id, path and status", async () => {
    await untilHit("/");
    lines = [];
    const { res, ctx } = await get("/");
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(requestLines()).toHaveLength(0);
    await res.arrayBuffer();
    await waitOnExecutionContext(ctx);
    expect(requestLines()).toEqual([expect.objectContaining({ level: "info", path: "/", status: 200, request_id: res.headers.get("X-Request-Id") })]);
  }, 30_000);

  it("a render (a miss) and an API answer write their request line before the response, as before", async () => {
    const miss = await get("/");
    expect(miss.res.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
    expect(requestLines()).toEqual([expect.objectContaining({ path: "/", status: 200, request_id: miss.res.headers.get("X-Request-Id") })]);
    await miss.res.arrayBuffer();
    await waitOnExecutionContext(miss.ctx);
    const health = await get("/v1/health");
    expect(requestLines().map((l) => l.path)).toEqual(["/", "/v1/health"]);
    await waitOnExecutionContext(health.ctx);
  }, 30_000);
});

describe("requestId: logAfterResponse", () => {
  function small() {
    const out: string[] = [];
    const a = new Hono<AppEnv>();
    a.use(requestId({ logger: (id) => memoryLogger(out, { request_id: id }), logAfterResponse: (c) => answeredFromCache(c.res) }));
    a.get("/hit/", (c) => c.text("ok", 200, { [PAGE_CACHE_HEADER]: "hit" }));
    a.get("/stale/", (c) => c.text("ok", 200, { [PAGE_CACHE_HEADER]: "stale" }));
    a.get("/boom/", () => {
      throw new Error("boom");
    });
    return { a, out };
  }

  it("a stale answer is logged after the response too", async () => {
    const { a, out } = small();
    const ctx = createExecutionContext();
    const res = await a.fetch(new Request(`${ORIGIN}/stale/`), {}, ctx);
    expect(res.status).toBe(200);
    expect(out).toHaveLength(0);
    await waitOnExecutionContext(ctx);
    expect(out.map((l) => JSON.parse(l) as Line)).toEqual([expect.objectContaining({ path: "/stale/", status: 200 })]);
  });

  it("without an ExecutionContext the line is written at once; a failure is always written at once", async () => {
    const { a, out } = small();
    expect((await a.request("/hit/")).status).toBe(200);
    expect(out).toHaveLength(1);
    const ctx = createExecutionContext();
    expect((await a.fetch(new Request(`${ORIGIN}/boom/`), {}, ctx)).status).toBe(500);
    expect(out.map((l) => JSON.parse(l) as Line)[1]).toMatchObject({ level: "error", path: "/boom/", status: 500 });
    await waitOnExecutionContext(ctx);
    expect(out).toHaveLength(2);
  });
});
