import { env } from "cloudflare:workers";
import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { onApiError } from "../../../worker/http/errors";
import { clientIp, rateLimit } from "../../../worker/middleware/rate-limit";

function app(name: string, limit: number, key: (c: Context<AppEnv>) => string | null = clientIp) {
  const a = new Hono<AppEnv>();
  a.use("*", rateLimit({ name, limit, windowS: 600, key }));
  a.post("/", (c) => c.json({ ok: true }));
  a.onError(onApiError);
  return a;
}

const hit = async (a: Hono<AppEnv>, ip?: string): Promise<Response> => a.request("/", { method: "POST", headers: ip ? { "CF-Connecting-IP": ip } : {} }, env);

describe("rateLimit middleware", () => {
  it("allows `limit` requests per key and window, then answers 429 with a Dutch message and Retry-After", async () => {
    const a = app(`t-${crypto.randomUUID()}`, 3);
    for (let i = 0; i < 3; i++) expect((await hit(a, "203.0.113.1")).status).toBe(200);
    const res = await hit(a, "203.0.113.1");
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: "rate_limited", message: "Te veel pogingen. Probeer het over een paar minuten opnieuw." } });
    const retry = Number(res.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    // Another IP has its own count.
    expect((await hit(a, "203.0.113.2")).status).toBe(200);
  });

  it("without CF-Connecting-IP every request counts as 'local'", async () => {
    const a = app(`t-${crypto.randomUUID()}`, 1);
    expect((await hit(a)).status).toBe(200);
    expect((await hit(a)).status).toBe(429);
  });

  it("a key of null means the limit does not apply", async () => {
    const a = app(`t-${crypto.randomUUID()}`, 1, () => null);
    for (let i = 0; i < 3; i++) expect((await hit(a)).status).toBe(200);
  });

  it("concurrent requests are all counted: exactly `limit` get through", async () => {
    const a = app(`t-${crypto.randomUUID()}`, 5);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => hit(a, "203.0.113.9").then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("limits of different names count separately", async () => {
    const name = `t-${crypto.randomUUID()}`;
    expect((await hit(app(name, 1), "203.0.113.3")).status).toBe(200);
    expect((await hit(app(`${name}-other`, 1), "203.0.113.3")).status).toBe(200);
    expect((await hit(app(name, 1), "203.0.113.3")).status).toBe(429);
  });
});
