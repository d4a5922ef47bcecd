import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../../worker/env";
import { authGuard } from "../../../worker/middleware/auth-guard";
import { sha256Hex } from "../../../worker/store/sessions";
import { browserGet, worker } from "../../helpers/http";
import { insertSession } from "../../helpers/seed";

const PROTECTED = [
  "/account/",
  "/account/orders/",
  "/account/orders/123/",
  "/account/information/",
  "/account/billing-address/",
  "/account/shipping-address/",
  "/account/subscription/",
  "/account/logout/",
];

const GUEST = ["/account/login/", "/account/register/", "/account/forgot-password/", "/account/reset-password/", "/account/confirm-email/"];

const loginRedirectFor = (target: string) => `/account/login/?redirect=${encodeURIComponent(target)}`;

describe("anonymous visitors", () => {
  it.each(PROTECTED)("GET %s -> 302 to the login page remembering the path", async (path) => {
    const res = await browserGet(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(loginRedirectFor(path));
  });

  it.each([
    ["/account/orders/?page=2", "/account/orders/?page=2"],
    ["/account/orders/123/?tab=factuur&x=a%20b", "/account/orders/123/?tab=factuur&x=a%20b"],
  ])("keeps the query string of %s in the redirect parameter", async (path, target) => {
    const res = await browserGet(path);
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toBe(loginRedirectFor(target));
    expect(new URL(location, "https://droomnest.test").searchParams.get("redirect")).toBe(target);
  });

  it("HEAD on a protected page is redirected as well", async () => {
    const res = await worker("/account/orders/", { method: "HEAD" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(loginRedirectFor("/account/orders/"));
  });

  it.each(GUEST)("guest page %s is served, not sent to login", async (path) => {
    const res = await browserGet(path);
    expect(res.status).not.toBe(302);
    expect(res.headers.get("Location")).toBeNull();
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/u);
    await res.text();
  });

  it("the login page itself renders (200)", async () => {
    const res = await browserGet("/account/login/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="nl"');
  });

  it.each(["/", "/matrassen/", "/cart/", "/checkout/", "/accounts/", "/v1/health"])("%s is not guarded", async (path) => {
    const res = await browserGet(path);
    // Never sent to the login page (the checkout entry sends an empty cart back to the cart, its own rule).
    expect(res.headers.get("Location") ?? "").not.toContain("/account/login/");
    if (path !== "/checkout/") expect(res.headers.get("Location")).toBeNull();
    await res.text();
  });
});

describe("logged-in customers", () => {
  it("are served protected pages", async () => {
    const session = await insertSession({ firstName: "Anouk" });
    const res = await browserGet("/account/", { session });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Anouk");
  });

  it.each(PROTECTED.filter((p) => p !== "/account/logout/"))("%s is not redirected to login", async (path) => {
    const session = await insertSession();
    const res = await browserGet(path, { session });
    expect(res.status).not.toBe(302);
    expect(res.headers.get("Location")).toBeNull();
    await res.text();
  });

  it.each<[query: string, location: string]>([
    ["", "/account/"],
    ["?redirect=/account/orders/", "/account/orders/"],
    [`?redirect=${encodeURIComponent("/account/orders/")}`, "/account/orders/"],
    [`?redirect=${encodeURIComponent("/account/orders/?page=2")}`, "/account/orders/?page=2"],
    [`?redirect=${encodeURIComponent("/matrassen/")}`, "/matrassen/"],
    // Unsafe or useless targets fall back to the dashboard.
    ["?redirect=//evil.example", "/account/"],
    [`?redirect=${encodeURIComponent("//evil.example")}`, "/account/"],
    [`?redirect=${encodeURIComponent("/\\evil.example")}`, "/account/"],
    [`?redirect=${encodeURIComponent("https://evil.example")}`, "/account/"],
    [`?redirect=${encodeURIComponent("javascript:alert(1)")}`, "/account/"],
    ["?redirect=%2F%2Fevil.example", "/account/"],
    ["?redirect=%252F%252Fevil.example", "/account/"],
    [`?redirect=${encodeURIComponent("/.//evil.example")}`, "/account/"],
    [`?redirect=${encodeURIComponent("/account/login/")}`, "/account/"],
    ["?redirect=", "/account/"],
  ])("on /account/login/%s -> %s", async (query, location) => {
    const session = await insertSession();
    const res = await browserGet(`/account/login/${query}`, { session });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(location);
  });
});

describe("sessions that do not count", () => {
  it("an expired session (negative ttl) is anonymous", async () => {
    const session = await insertSession({ ttlS: -60 });
    const res = await browserGet("/account/orders/", { session });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(loginRedirectFor("/account/orders/"));
  });

  it("a session whose expires_at was moved into the past is anonymous", async () => {
    const session = await insertSession();
    const before = await browserGet("/account/", { session });
    expect(before.status).toBe(200);
    await before.text();
    await env.DB.prepare("UPDATE sessions SET expires_at = ?1 WHERE id = ?2")
      .bind(Math.floor(Date.now() / 1000) - 1, await sha256Hex(session))
      .run();
    const after = await browserGet("/account/", { session });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toBe(loginRedirectFor("/account/"));
  });

  it("a deleted session is anonymous", async () => {
    const session = await insertSession();
    await env.DB.prepare("DELETE FROM sessions WHERE id = ?1").bind(await sha256Hex(session)).run();
    const res = await browserGet("/account/", { session });
    expect(res.status).toBe(302);
  });

  it.each([
    ["garbage", "not-a-token"],
    ["too short", "abc"],
    ["one character too long", `${"A".repeat(44)}`],
    ["forbidden characters", `${"A".repeat(42)}!`],
    ["sql", "' OR 1=1 --"],
    ["percent garbage", "%E0%A4%A"],
    ["well-formed but unknown", "A".repeat(43)],
  ])("a malformed cookie value (%s) is anonymous", async (_label, value) => {
    const res = await browserGet("/account/orders/", { cookie: `__Host-droomnest_session=${value}` });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(loginRedirectFor("/account/orders/"));
  });

  it("a valid token under another cookie name is anonymous", async () => {
    const session = await insertSession();
    const res = await browserGet("/account/", { cookie: `droomnest_session=${session}` });
    expect(res.status).toBe(302);
  });
});

describe("authGuard session lookup at the expiry boundary", () => {
  function guardedApp(nowS: number) {
    const app = new Hono<AppEnv>();
    app.use(authGuard({ nowS: () => nowS }));
    app.get("*", (c) => c.json({ session: c.get("session") }));
    return app;
  }

  it("a session is live up to, but not at, its expires_at", async () => {
    const token = await insertSession({ firstName: "Sanne", ttlS: 3600 });
    const row = await env.DB.prepare("SELECT expires_at AS expiresAt FROM sessions WHERE id = ?1")
      .bind(await sha256Hex(token))
      .first<{ expiresAt: number }>();
    const cookie = `__Host-droomnest_session=${token}`;

    const live = await guardedApp(row!.expiresAt - 1).request("/account/", { headers: { Cookie: cookie } }, env);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ session: { customerId: expect.any(Number), firstName: "Sanne" } });

    const expired = await guardedApp(row!.expiresAt).request("/account/", { headers: { Cookie: cookie } }, env);
    expect(expired.status).toBe(302);

    const anonymousElsewhere = await guardedApp(row!.expiresAt).request("/matrassen/", { headers: { Cookie: cookie } }, env);
    expect(await anonymousElsewhere.json()).toEqual({ session: null });
  });
});
