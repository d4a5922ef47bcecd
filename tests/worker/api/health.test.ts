import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { v1Fetch } from "../../../worker/api";
import { worker } from "../../helpers/http";

/** What /v1/health says about the configuration of the test bindings (development, embedded providers). */
const live = {
  environment: "development",
  configuration: "complete",
  providers: { PAYMENT_PROVIDER: "embedded", MAIL_PROVIDER: "embedded", POSTCODE_PROVIDER: "embedded", VAT_PROVIDER: "embedded", RENDER_PROVIDER: "embedded", ASSISTANT_PROVIDER: "embedded", SHIPPING_PROVIDER: "embedded" },
};

describe("/v1/health", () => {
  it.each(["/v1/health", "/v1/health?deep=0"])("%s -> 200 ok without I/O checks, with the providers in use", async (path) => {
    const res = await worker(path);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: "ok", ...live } });
  });

  it("?deep=1 checks D1 and KV", async () => {
    const res = await worker("/v1/health?deep=1");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: "ok", ...live, checks: { d1: "ok", kv: "ok" } } });
  });

  it.each(["maybe", "true", "2", "", "1x"])("?deep=%s -> 400 with the error shape", async (value) => {
    const res = await worker(`/v1/health?deep=${value}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body).toEqual({ error: { code: "bad_request", message: expect.stringContaining("deep") } });
  });

  it("a failing D1 makes the deep check 503 degraded", async () => {
    const brokenDb = { prepare: () => ({ first: () => Promise.reject(new Error("D1_ERROR: no such database")) }) } as unknown as D1Database;
    const ctx = createExecutionContext();
    const res = await v1Fetch(new Request("https://droomnest.test/v1/health?deep=1"), { ...env, DB: brokenDb }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ data: { status: "degraded", ...live, checks: { d1: "fail", kv: "ok" } } });
  });

  it("a failing KV makes the deep check 503 degraded", async () => {
    const brokenKv = { get: () => Promise.reject(new Error("KV down")) } as unknown as KVNamespace;
    const ctx = createExecutionContext();
    const res = await v1Fetch(new Request("https://droomnest.test/v1/health?deep=1"), { ...env, CACHE: brokenKv }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ data: { status: "degraded", ...live, checks: { d1: "ok", kv: "fail" } } });
  });
});
