import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Env } from "../../../worker/env";
import { resetServiceTokenMemo, TOKEN_KEY, upstreamFetch, type UpstreamDeps } from "../../../worker/edge/upstream";
import { clearKv } from "../../helpers/kv";
import { memoryLogger } from "../../helpers/log";
import { BROWSER_UA, seedContent, seedD1 } from "../../helpers/seed";

const API_ORIGIN = "https://upstream.test";
const EMAIL = "service@droomnest.test";
const PASSWORD = "s3cret-service-password";

function upstreamEnv(overrides: Partial<Env> = {}): Env {
  return { ...env, API_ORIGIN, API_SERVICE_EMAIL: EMAIL, API_SERVICE_PASSWORD: PASSWORD, ...overrides };
}

interface SeenCall {
  method: string;
  path: string;
  authorization: string | null;
  headers: Headers;
  body: string;
}

/** A fake commerce API: POST /login hands out tokens; /v1/* answers only with a token it handed out. */
function fakeUpstream() {
  const state = {
    loginStatus: 200,
    loginBody: null as unknown,
    expiresIn: 3600 as number | undefined,
    rejectAll: false,
    issued: new Set<string>(),
    logins: [] as unknown[],
    calls: [] as SeenCall[],
  };
  const app = new Hono();
  app.post("/login", async (c) => {
    state.logins.push(await c.req.json());
    if (state.loginStatus !== 200) return c.json({ message: "invalid credentials" }, state.loginStatus as 401);
    if (state.loginBody !== null) return c.json(state.loginBody as object);
    const token = `tok-${state.logins.length}`;
    state.issued.add(token);
    return c.json({ access_token: token, token_type: "Bearer", ...(state.expiresIn ? { expires_in: state.expiresIn } : {}) });
  });
  app.all("/v1/*", async (c) => {
    const authorization = c.req.header("Authorization") ?? null;
    state.calls.push({ method: c.req.method, path: new URL(c.req.url).pathname + new URL(c.req.url).search, authorization, headers: c.req.raw.headers, body: await c.req.text() });
    const token = authorization?.replace(/^Bearer /u, "") ?? "";
    if (state.rejectAll || !state.issued.has(token)) return c.json({ message: "Unauthenticated." }, 401);
    return c.json({ data: { path: new URL(c.req.url).pathname } });
  });
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init))) as typeof globalThis.fetch;
  return { state, fetch };
}

function setup(now?: () => number) {
  const upstream = fakeUpstream();
  const logs: string[] = [];
  const deps: UpstreamDeps = { fetch: upstream.fetch, logger: memoryLogger(logs), ...(now ? { now } : {}) };
  return { ...upstream, logs, deps };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`https://droomnest.test${path}`, { headers });

async function expect503(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
  expect(await res.json()).toEqual({ error: { code: "upstream_unavailable", message: expect.any(String) } });
}

beforeEach(async () => {
  resetServiceTokenMemo();
  await clearKv();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("upstream service login", () => {
  it("logs in with the secrets, stores the token in KV and sends it as a Bearer token", async () => {
    const t = 1_700_000_000_000;
    const { state, deps } = setup(() => t);
    const res = await upstreamFetch(upstreamEnv(), get("/v1/content/navigation"), deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { path: "/v1/content/navigation" } });

    expect(state.logins).toEqual([{ email: EMAIL, password: PASSWORD }]);
    expect(state.calls).toHaveLength(1);
    expect(state.calls[0]!.authorization).toBe("Bearer tok-1");
    expect(await env.CACHE.get(TOKEN_KEY, "json")).toEqual({ token: "tok-1", expiresAt: t / 1000 + 3600 });
    // The KV copy disappears before the token expires (KV counts in real time).
    const key = (await env.CACHE.list({ prefix: TOKEN_KEY })).keys[0];
    const realNowS = Math.floor(Date.now() / 1000);
    expect(key?.expiration).toBeGreaterThan(realNowS + 3000);
    expect(key?.expiration).toBeLessThan(realNowS + 3600);
  });

  it("reuses the stored token: no second login", async () => {
    const { state, deps } = setup();
    await upstreamFetch(upstreamEnv(), get("/v1/content/navigation"), deps);
    await upstreamFetch(upstreamEnv(), get("/v1/content/footer"), deps);
    await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    expect(state.logins).toHaveLength(1);
    expect(state.calls.map((c) => c.authorization)).toEqual(["Bearer tok-1", "Bearer tok-1", "Bearer tok-1"]);
  });

  it("logs in once for concurrent first calls", async () => {
    const { state, deps } = setup();
    const responses = await Promise.all(
      ["/v1/content/navigation", "/v1/content/usps", "/v1/content/notification"].map((p) => upstreamFetch(upstreamEnv(), get(p), deps)),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(state.logins).toHaveLength(1);
  });

  it("logs in again when the token is (nearly) expired", async () => {
    let t = 1_700_000_000_000;
    const { state, deps } = setup(() => t);
    await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    t += 3000 * 1000;
    await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    expect(state.logins).toHaveLength(1);
    t += 600 * 1000; // 3600 s after the login: within the renewal margin
    await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    expect(state.logins).toHaveLength(2);
    expect(state.calls.at(-1)!.authorization).toBe("Bearer tok-2");
  });

  it("without expires_in the token is kept for an hour", async () => {
    const t = 1_700_000_000_000;
    const { state, deps } = setup(() => t);
    state.expiresIn = undefined;
    await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    expect(await env.CACHE.get(TOKEN_KEY, "json")).toEqual({ token: "tok-1", expiresAt: t / 1000 + 3600 });
  });

  it("a 401 from the upstream triggers exactly one re-login and a retry with the new token", async () => {
    const { state, deps } = setup();
    await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    state.issued.clear(); // the upstream revoked tok-1
    const res = await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    expect(res.status).toBe(200);
    expect(state.logins).toHaveLength(2);
    expect(state.calls.map((c) => c.authorization)).toEqual(["Bearer tok-1", "Bearer tok-1", "Bearer tok-2"]);
    expect(((await env.CACHE.get(TOKEN_KEY, "json")) as { token: string }).token).toBe("tok-2");
  });

  it("a second 401 after the re-login is passed through, with no further logins", async () => {
    const { state, deps } = setup();
    state.rejectAll = true;
    const res = await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    expect(res.status).toBe(401);
    expect(state.logins).toHaveLength(2);
    expect(state.calls).toHaveLength(2);
  });

  it.each<[string, (s: ReturnType<typeof fakeUpstream>["state"]) => void]>([
    ["answers 500", (s) => (s.loginStatus = 500)],
    ["rejects the credentials (401)", (s) => (s.loginStatus = 401)],
    ["answers without access_token", (s) => (s.loginBody = { token_type: "Bearer" })],
    ["answers an empty access_token", (s) => (s.loginBody = { access_token: "" })],
  ])("a login that %s is logged and the call answers 503 with the JSON error shape", async (_label, arrange) => {
    const { state, deps, logs } = setup();
    arrange(state);
    await expect503(await upstreamFetch(upstreamEnv(), get("/v1/content/navigation"), deps));
    expect(state.calls).toHaveLength(0);
    const lines = logs.map((l) => JSON.parse(l) as { level: string; msg: string });
    expect(lines).toContainEqual(expect.objectContaining({ level: "error", msg: "upstream service login failed" }));
    expect(logs.join("\n")).not.toContain(PASSWORD);
    expect(await env.CACHE.get(TOKEN_KEY)).toBeNull();
  });

  it("a login that cannot reach the upstream is logged and answers 503", async () => {
    const logs: string[] = [];
    const deps: UpstreamDeps = { fetch: () => Promise.reject(new TypeError("Network connection lost.")), logger: memoryLogger(logs) };
    await expect503(await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps));
    expect(JSON.parse(logs[0]!)).toMatchObject({ level: "error", msg: "upstream service login failed", error: expect.stringContaining("Network connection lost") });
  });

  it("a failed login is tried again on the next call", async () => {
    const { state, deps } = setup();
    state.loginStatus = 500;
    await expect503(await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps));
    state.loginStatus = 200;
    const res = await upstreamFetch(upstreamEnv(), get("/v1/cart"), deps);
    expect(res.status).toBe(200);
    expect(state.logins).toHaveLength(2);
  });

  it.each<[string, Partial<Env>]>([
    ["API_SERVICE_EMAIL", { API_SERVICE_EMAIL: undefined }],
    ["API_SERVICE_PASSWORD", { API_SERVICE_PASSWORD: "" }],
    ["both secrets", { API_SERVICE_EMAIL: "", API_SERVICE_PASSWORD: undefined }],
  ])("missing %s: logged, nothing sent upstream, 503", async (_label, overrides) => {
    const { state, deps, logs } = setup();
    await expect503(await upstreamFetch(upstreamEnv(overrides), get("/v1/cart"), deps));
    expect(state.logins).toHaveLength(0);
    expect(state.calls).toHaveLength(0);
    expect(JSON.parse(logs[0]!)).toMatchObject({ level: "error", msg: "upstream service login failed" });
  });
});

describe("forwarding", () => {
  it("keeps method, path, query, JSON body and request id; replaces the caller's Authorization; forwards only the shop's own cookies", async () => {
    const { state, deps } = setup();
    const body = JSON.stringify({ item_id: 12, quantity: 2 });
    const req = new Request("https://droomnest.test/v1/cart/item?debug=quickview", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-Request-Id": "req-12345678",
        Authorization: "Bearer from-the-browser",
        Cookie: "_ga=GA1.2.3; __Host-droomnest_session=abc; cookie_consent=all; __Host-droomnest_cart=cart-1; tracker=x",
      },
      body,
    });
    await upstreamFetch(upstreamEnv(), req, deps);
    const call = state.calls[0]!;
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v1/cart/item?debug=quickview");
    expect(call.body).toBe(body);
    expect(call.headers.get("Content-Type")).toBe("application/json");
    expect(call.headers.get("X-Request-Id")).toBe("req-12345678");
    expect(call.authorization).toBe("Bearer tok-1");
    expect(call.headers.get("Cookie")).toBe("__Host-droomnest_session=abc; __Host-droomnest_cart=cart-1");
  });

  it("sends no Cookie header when the shopper has none of the shop's cookies", async () => {
    const { state, deps } = setup();
    await upstreamFetch(upstreamEnv(), get("/v1/cart", { Cookie: "_ga=GA1.2.3; cookie_consent=all" }), deps);
    expect(state.calls[0]!.headers.get("Cookie")).toBeNull();
  });
});

describe("shopper identity in upstream mode (docs/decisions/012)", () => {
  /** The fake upstream, answering /v1/cart/item with a new cart cookie and some cookies it must not set. */
  function upstreamSettingCookies(setCookies: string[]) {
    const upstream = fakeUpstream();
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await upstream.fetch(input, init);
      if (new URL(String(input instanceof Request ? input.url : input)).pathname !== "/v1/cart/item") return res;
      const headers = new Headers(res.headers);
      for (const c of setCookies) headers.append("Set-Cookie", c);
      return new Response(res.body, { status: res.status, headers });
    }) as typeof globalThis.fetch;
    return { state: upstream.state, deps: { fetch, logger: memoryLogger([]) } satisfies UpstreamDeps };
  }

  it("passes back the upstream's cart and session cookies and drops every other Set-Cookie", async () => {
    const cart = "__Host-droomnest_cart=new-cart; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=2592000";
    const session = "__Host-droomnest_session=s2; Path=/; Secure; HttpOnly; SameSite=Lax";
    const { deps } = upstreamSettingCookies([cart, "upstream_tracking=1; Path=/", session, "laravel_session=x; Path=/; Secure"]);
    const req = new Request("https://droomnest.test/v1/cart/item", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const res = await upstreamFetch(upstreamEnv(), req, deps);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([cart, session]);
    expect(await res.json()).toEqual({ data: { path: "/v1/cart/item" } });
  });

  it("drops a shop cookie set without the __Host- rules (a Domain, no Secure, another path)", async () => {
    const { deps } = upstreamSettingCookies([
      "__Host-droomnest_cart=a; Path=/; Secure; Domain=droomnest.test",
      "__Host-droomnest_cart=b; Path=/",
      "__Host-droomnest_cart=c; Path=/v1; Secure",
    ]);
    const req = new Request("https://droomnest.test/v1/cart/item", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const res = await upstreamFetch(upstreamEnv(), req, deps);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("the cart cookie the upstream set is sent back on the next call", async () => {
    const cart = "__Host-droomnest_cart=new-cart; Path=/; Secure; HttpOnly; SameSite=Lax";
    const { state, deps } = upstreamSettingCookies([cart]);
    const first = await upstreamFetch(upstreamEnv(), new Request("https://droomnest.test/v1/cart/item", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }), deps);
    const pair = first.headers.getSetCookie()[0]!.split(";")[0]!;
    await upstreamFetch(upstreamEnv(), get("/v1/cart", { Cookie: `${pair}; _ga=1` }), deps);
    expect(state.calls.at(-1)!.headers.get("Cookie")).toBe("__Host-droomnest_cart=new-cart");
  });
});

describe("the Worker with API_ORIGIN set and a failing service login", () => {
  it("still renders the home page (200) without the navigation and footer (spec section 8)", async () => {
    // The embedded backend has content, but in upstream mode it must not be used.
    await seedD1();
    const seen: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      seen.push(`${req.method} ${req.url}`);
      return new Response(JSON.stringify({ message: "Service unavailable" }), { status: 500, headers: { "Content-Type": "application/json" } });
    });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { default: worker } = await import("../../../worker/index");
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("https://droomnest.test/", { headers: { "User-Agent": BROWSER_UA } }),
      upstreamEnv({ API_ORIGIN: "https://upstream.test" }),
      ctx,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    expect(html).toContain('<html lang="nl"');
    expect(html).not.toContain('class="main-menu"');
    // The markup, not the bare class name: the inline stylesheet in the head names it too.
    expect(html).not.toContain('<li class="main-menu__item');
    expect(html).not.toContain(seedContent.footer.phone_number);
    expect(html).toContain("footer__empty");
    expect(seen.length).toBeGreaterThan(0);
    // Only logins were tried: nothing went upstream without a token.
    expect(seen.every((s) => s === "POST https://upstream.test/login")).toBe(true);
    const errors = log.mock.calls.map(([l]) => String(l)).filter((l) => l.includes("upstream service login failed"));
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe("short-lived service tokens", () => {
  it("a token that lives shorter than KV's minimum TTL is kept per isolate and not fetched again on the next call", async () => {
    resetServiceTokenMemo();
    await clearKv();
    let logins = 0;
    const upstream = new Hono();
    upstream.post("/login", (c) => {
      logins += 1;
      return c.json({ access_token: "kort-token", expires_in: 90 });
    });
    upstream.get("/v1/health", (c) => c.json({ data: { auth: c.req.header("Authorization") } }));
    const deps: UpstreamDeps = { fetch: (input, init) => Promise.resolve(upstream.fetch(new Request(input, init))), logger: memoryLogger([]) };
    const e = { ...env, API_ORIGIN: "https://upstream.test", API_SERVICE_EMAIL: "svc@droomnest.test", API_SERVICE_PASSWORD: "geheim" } as Env;
    const first = await upstreamFetch(e, new Request("https://droomnest.test/v1/health"), deps);
    const second = await upstreamFetch(e, new Request("https://droomnest.test/v1/health"), deps);
    expect(await first.json()).toEqual({ data: { auth: "Bearer kort-token" } });
    expect(await second.json()).toEqual({ data: { auth: "Bearer kort-token" } });
    expect(logins).toBe(1);
    expect(await env.CACHE.get(TOKEN_KEY)).toBeNull();
  });
});
