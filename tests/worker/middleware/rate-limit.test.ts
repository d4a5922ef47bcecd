import { env } from "cloudflare:workers";
import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { onApiError } from "../../../worker/http/errors";
import { clientIp, RATE_LIMIT_BINDINGS, RATE_LIMIT_MESSAGE, rateLimit, rateLimitKey, type RateLimitBindingName } from "../../../worker/middleware/rate-limit";
import { inOneWindow } from "../../helpers/rate-limits";

function app(name: string, limit: number, key: (c: Context<AppEnv>) => string | null = clientIp) {
  const a = new Hono<AppEnv>();
  a.use("*", rateLimit({ name, limit, windowS: 600, key }));
  a.post("/", (c) => c.json({ ok: true }));
  a.onError(onApiError);
  return a;
}

const hit = async (a: Hono<AppEnv>, ip?: string): Promise<Response> => a.request("/", { method: "POST", headers: ip ? { "CF-Connecting-IP": ip } : {} }, env);

describe("rateLimit middleware, longer windows (RateLimiter Durable Object)", () => {
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

describe("rateLimit middleware: a window beyond a minute is counted by the Durable Object", () => {
  it("the request is a hit on the RateLimiter object of the limit's name and key", async () => {
    const name = `t-${crypto.randomUUID()}`;
    const a = app(name, 5);
    for (let i = 0; i < 2; i++) expect((await hit(a, "203.0.113.4")).status).toBe(200);
    const stub = (env as unknown as AppEnv["Bindings"]).RATE_LIMITER.get((env as unknown as AppEnv["Bindings"]).RATE_LIMITER.idFromName(rateLimitKey(name, "203.0.113.4")));
    expect((await stub.hit(5, 600, Math.floor(Date.now() / 1000))).count).toBe(3);
  });

  it("IPv6 clients of one /64 share the count", async () => {
    const a = app(`t-${crypto.randomUUID()}`, 2);
    expect((await hit(a, "2001:db8:1:2:aaaa::1")).status).toBe(200);
    expect((await hit(a, "2001:db8:1:2:bbbb::2")).status).toBe(200);
    expect((await hit(a, "2001:db8:1:2::3")).status).toBe(429);
    expect((await hit(a, "2001:db8:1:3:aaaa::1")).status).toBe(200);
  });
});

/** An app limited per minute by a Rate Limiting binding (a limit name of its own: a fresh counter). */
function bindingApp(binding: RateLimitBindingName, name = `t-${crypto.randomUUID()}`) {
  const a = new Hono<AppEnv>();
  a.use("*", rateLimit({ name, binding, key: clientIp }));
  a.post("/", (c) => c.json({ ok: true }));
  a.onError(onApiError);
  return a;
}

describe("rateLimit middleware: per minute by a Cloudflare Rate Limiting binding", () => {
  const binding = "RL_CHAT_CHAT" as const;
  const { limit, windowS } = RATE_LIMIT_BINDINGS[binding];

  it(`allows the binding's limit (${limit}) per client and minute, then 429 in Dutch with Retry-After of the period`, async () => {
    await inOneWindow(windowS);
    const a = bindingApp(binding);
    for (let i = 0; i < limit; i++) expect((await hit(a, "198.51.100.20")).status).toBe(200);
    const res = await hit(a, "198.51.100.20");
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    expect(res.headers.get("Retry-After")).toBe(String(windowS));
    // Another client has its own count.
    expect((await hit(a, "198.51.100.21")).status).toBe(200);
  });

  it("IPv6 neighbours of one /64 share the limit; the next /64 does not", async () => {
    await inOneWindow(windowS);
    const a = bindingApp(binding);
    for (let i = 0; i < limit; i++) expect((await hit(a, i % 2 ? "2001:db8:1:2:aaaa::1" : "2001:db8:1:2:bbbb::2")).status).toBe(200);
    expect((await hit(a, "2001:db8:1:2:cccc:dddd:eeee:ffff")).status).toBe(429);
    expect((await hit(a, "::ffff:203.0.113.99")).status).toBe(200);
    expect((await hit(a, "2001:db8:1:3::1")).status).toBe(200);
  });

  it("concurrent requests are all counted: exactly the limit gets through", async () => {
    await inOneWindow(windowS);
    const a = bindingApp(binding);
    const statuses = await Promise.all(Array.from({ length: limit + 8 }, () => hit(a, "198.51.100.22").then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  });

  it("counts on the binding, not the Durable Object: the binding refuses the key once it is used up there", async () => {
    await inOneWindow(windowS);
    const name = `t-${crypto.randomUUID()}`;
    const a = bindingApp(binding, name);
    const limiter = (env as unknown as AppEnv["Bindings"])[binding];
    for (let i = 0; i < limit; i++) await limiter.limit({ key: rateLimitKey(name, "198.51.100.23") });
    expect((await hit(a, "198.51.100.23")).status).toBe(429);
  });
});
