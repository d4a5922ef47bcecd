import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { v1Fetch } from "../../../worker/api";
import { ApiHttpError, errorResponse, onApiError } from "../../../worker/http/errors";
import { setLogSink } from "../../../worker/http/log";
import { ORIGIN, worker } from "../../helpers/http";

type ErrorBody = { error: { code: string; message: string } };

async function errorBody(res: Response): Promise<ErrorBody> {
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
  const body = (await res.json()) as ErrorBody;
  expect(Object.keys(body)).toEqual(["error"]);
  expect(Object.keys(body.error).sort()).toEqual(["code", "message"]);
  expect(typeof body.error.code).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("unknown /v1 routes", () => {
  it.each([
    ["GET", "/v1/bestaat-niet"],
    ["GET", "/v1/catalog/bestaat-niet"],
    ["GET", "/v1/"],
    ["GET", "/v1/customer/bestaat-niet/1"],
    ["DELETE", "/v1/cart/bestaat-niet"],
    ["POST", "/v1/assistant/bestaat-niet"],
  ])("%s %s -> 404 {error:{code,message}}", async (method, path) => {
    const init: RequestInit = { method };
    if (method !== "GET") {
      init.headers = { "Content-Type": "application/json", Origin: ORIGIN };
      init.body = "{}";
    }
    const res = await worker(path, init);
    expect(res.status).toBe(404);
    const body = await errorBody(res);
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain(new URL(path, ORIGIN).pathname);
  });
});

describe("unexpected failures", () => {
  it("a failing D1 behind /v1 answers 500 with the JSON error shape, without internals", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const brokenDb = {
      prepare: () => {
        throw new Error("D1_ERROR: SQLITE_CORRUPT secret-internal-detail");
      },
    } as unknown as D1Database;
    const ctx = createExecutionContext();
    const res = await v1Fetch(new Request(`${ORIGIN}/v1/content/homepage`), { ...env, DB: brokenDb }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    const body = await errorBody(res);
    expect(body.error.code).toBe("internal_error");
    expect(JSON.stringify(body)).not.toContain("secret-internal-detail");
  });
});

describe("error helpers", () => {
  it("errorResponse builds the shape with status and extra headers", async () => {
    const res = errorResponse(429, "rate_limited", "Te veel verzoeken.", { "Retry-After": "30" });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect(await errorBody(res)).toEqual({ error: { code: "rate_limited", message: "Te veel verzoeken." } });
  });

  it("a thrown ApiHttpError is answered by onApiError with its status, code, message and headers", async () => {
    const app = new Hono();
    app.get("/", () => {
      throw new ApiHttpError(429, "rate_limited", "Te veel verzoeken.", { "Retry-After": "30" });
    });
    app.onError(onApiError);
    const res = await app.request("/");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect(await errorBody(res)).toEqual({ error: { code: "rate_limited", message: "Te veel verzoeken." } });
  });

  it("an unexpected error is logged with the request id and answered as a 500 without its details", async () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    try {
      const app = new Hono();
      app.get("/", () => {
        throw new Error("secret-internal-detail");
      });
      app.onError(onApiError);
      const res = await app.request("/", { headers: { "X-Request-Id": "req-abcdef12" } });
      expect(res.status).toBe(500);
      expect(JSON.stringify(await errorBody(res))).not.toContain("secret-internal-detail");
    } finally {
      restore();
    }
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ level: "error", request_id: "req-abcdef12", error: expect.stringContaining("secret-internal-detail") }),
    );
  });
});
