import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { requestId } from "../../../worker/middleware/request-id";
import { setLogSink } from "../../../worker/http/log";
import { app } from "../../../worker/index";
import { ORIGIN, worker } from "../../helpers/http";
import { memoryLogger } from "../../helpers/log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u;

interface LogLine {
  level: string;
  msg: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  request_id: string;
}

/** A small app with the middleware, as Hono's own tests do: no server, app.request(). */
function makeApp(opts: { now?: () => number } = {}) {
  const lines: string[] = [];
  const app = new Hono<AppEnv>();
  app.use(requestId({ logger: (id) => memoryLogger(lines, { request_id: id }), ...opts }));
  app.get("/matrassen/", (c) => c.text(`id=${c.get("requestId")}`));
  app.post("/v1/customer/subscription", (c) => c.json({ data: {} }, 201));
  app.get("/boom/", () => {
    throw new Error("boom");
  });
  return { app, lines, parsed: () => lines.map((l) => JSON.parse(l) as LogLine) };
}

describe("requestId middleware", () => {
  it("generates a UUID when no X-Request-Id is sent, sets it on the context and echoes it", async () => {
    const { app } = makeApp();
    const res = await app.request("/matrassen/");
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    expect(await res.text()).toBe(`id=${id}`);
  });

  it("gives every request its own id", async () => {
    const { app } = makeApp();
    const a = (await app.request("/matrassen/")).headers.get("X-Request-Id");
    const b = (await app.request("/matrassen/")).headers.get("X-Request-Id");
    expect(a).not.toBe(b);
  });

  it.each(["abcdefgh", "req-2026.11.21_0001", "0b1c7f0e-6a3e-4b8e-9d55-5f1f3c2f9a10", "A".repeat(128)])(
    "keeps the valid incoming id %s",
    async (incoming) => {
      const { app, parsed } = makeApp();
      const res = await app.request("/matrassen/", { headers: { "X-Request-Id": incoming } });
      expect(res.headers.get("X-Request-Id")).toBe(incoming);
      expect(await res.text()).toBe(`id=${incoming}`);
      expect(parsed()[0]!.request_id).toBe(incoming);
    },
  );

  it.each([
    ["too short", "abc1234"],
    ["too long", "A".repeat(129)],
    ["spaces", "abc def ghi"],
    ["markup", "<script>alert(1)</script>"],
    ["json", '{"x":"injected"}'],
    ["quote", 'abcdefgh"x'],
    ["slash", "abcd/efgh"],
  ])("replaces an invalid incoming id (%s) with a new UUID", async (_label, incoming) => {
    const { app, parsed } = makeApp();
    const res = await app.request("/matrassen/", { headers: { "X-Request-Id": incoming } });
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    expect(parsed()[0]!.request_id).toBe(id);
  });

  it("writes exactly one JSON line per request with method, path, status, duration_ms and request_id", async () => {
    let t = 1000;
    const { app, lines, parsed } = makeApp({ now: () => (t += 12.34) });
    const res = await app.request("/matrassen/?sort=prijs", { headers: { "X-Request-Id": "req-00000001" } });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(parsed()[0]).toEqual({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/matrassen/",
      status: 200,
      duration_ms: 12.3,
      request_id: "req-00000001",
    });

    await app.request("/v1/customer/subscription", { method: "POST" });
    await app.request("/bestaat-niet/");
    expect(lines).toHaveLength(3);
    const [, post, missing] = parsed();
    expect(post).toMatchObject({ method: "POST", path: "/v1/customer/subscription", status: 201, level: "info" });
    expect(missing).toMatchObject({ method: "GET", path: "/bestaat-niet/", status: 404, level: "info" });
  });

  it("logs a failing request once, with status 500 and level error", async () => {
    const { app, lines, parsed } = makeApp();
    const res = await app.request("/boom/");
    expect(res.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(parsed()[0]).toMatchObject({ level: "error", status: 500, path: "/boom/", request_id: res.headers.get("X-Request-Id") });
  });
});

describe("request id in the Worker", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers with the id and logs one request line carrying it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const res = await worker("/v1/health", { headers: { "X-Request-Id": "trace-1234567890" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Request-Id")).toBe("trace-1234567890");
    const requestLines = log.mock.calls
      .map(([l]) => (typeof l === "string" && l.startsWith("{") ? (JSON.parse(l) as LogLine) : null))
      .filter((l): l is LogLine => l?.msg === "request");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: "GET", path: "/v1/health", status: 200, request_id: "trace-1234567890" });
    expect(typeof requestLines[0]!.duration_ms).toBe("number");
  });

  it("a handler's own log line carries the id the middleware gave the request", async () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    // A D1 that fails: the /v1 handler's error is logged by the API's onError.
    const brokenDb = { prepare: () => { throw new Error("D1_ERROR: gone"); } } as unknown as D1Database;
    const ctx = createExecutionContext();
    let res: Response;
    try {
      res = await app.fetch(new Request(`${ORIGIN}/v1/catalog/featured-products`), { ...env, DB: brokenDb }, ctx);
      await waitOnExecutionContext(ctx);
    } finally {
      restore();
    }
    expect(res.status).toBe(500);
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(UUID);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const handlerLine = parsed.find((l) => l.msg === "unhandled api error");
    expect(handlerLine).toMatchObject({ level: "error", request_id: id, path: "/v1/catalog/featured-products", error: expect.stringContaining("D1_ERROR") });
    expect(parsed.find((l) => l.msg === "request")).toMatchObject({ request_id: id, status: 500 });
  });

  it("gives redirects an id too", async () => {
    const res = await worker("/matrassen");
    expect(res.status).toBe(301);
    expect(res.headers.get("X-Request-Id")).toMatch(UUID);
  });
});
