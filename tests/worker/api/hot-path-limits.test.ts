import { beforeAll, describe, expect, it } from "vitest";
import type { LoginResult } from "../../../app/lib/api/types/account";
import { CART_RATE_LIMITS } from "../../../worker/api/cart/index";
import { RATE_LIMIT_BINDINGS, RATE_LIMIT_MESSAGE } from "../../../worker/middleware/rate-limit";
import { PASSWORD, Visitor, newRegistration } from "../../helpers/account";
import { findVariant, seedCart, Shopper } from "../../helpers/cart";
import { browserPost, decodeHtml, ORIGIN, worker } from "../../helpers/http";
import { inOneWindow, useUpBinding } from "../../helpers/rate-limits";

/**
 * Per-minute limits of the hot paths count on the Cloudflare Rate Limiting bindings (worker/middleware/
 * rate-limit-bindings.ts), per client address as Cloudflare gives it, IPv6 by /64.
 */
const rateLimited = { error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } };
/** A test may first wait for a fresh minute (inOneWindow), then render a page. */
const WITH_WAIT = { timeout: 60_000 };

describe("login: per client address a minute (RL_LOGIN_IP), on every login route", WITH_WAIT, () => {
  const { limit, windowS } = RATE_LIMIT_BINDINGS.RL_LOGIN_IP;
  let email = "";

  beforeAll(async () => {
    const input = newRegistration();
    expect((await new Visitor().call("POST", "/v1/customer", input)).status).toBe(201);
    email = input.email;
  });

  const v1Login = (ip: string, password = PASSWORD) =>
    new Visitor().call<LoginResult>("POST", "/v1/customer/login", { username: email, password, remember: false }, { "CF-Connecting-IP": ip });
  const tokenLogin = (path: "/api/auth/login" | "/login", ip: string) =>
    worker(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });

  it(`after ${limit} attempts in a minute from one address the next is 429 in Dutch, even with the right password; another address logs in`, async () => {
    await inOneWindow(windowS, 10);
    const ip = "192.0.2.60";
    // Real attempts, right and wrong (fewer wrong ones than the failure lock allows), then the rest of the minute used up.
    for (let i = 0; i < 3; i++) expect((await v1Login(ip, "Verkeerd!1x")).status).toBe(401);
    expect((await v1Login(ip)).status).toBe(200);
    await useUpBinding("RL_LOGIN_IP", "login-ip", ip, 4);
    const refused = await v1Login(ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(rateLimited);
    expect(refused.res.headers.get("Retry-After")).toBe(String(windowS));
    expect(refused.res.headers.getSetCookie()).toEqual([]);
    // The same count for the token logins.
    for (const path of ["/api/auth/login", "/login"] as const) expect((await tokenLogin(path, ip)).status).toBe(429);
    expect((await v1Login("192.0.2.61")).status).toBe(200);
  });

  it("the token logins count too: /api/auth/login and /login use up the same minute as /v1/customer/login", async () => {
    await inOneWindow(windowS, 10);
    const ip = "192.0.2.62";
    await useUpBinding("RL_LOGIN_IP", "login-ip", ip, 2);
    expect((await tokenLogin("/api/auth/login", ip)).status).toBe(200);
    expect((await tokenLogin("/login", ip)).status).toBe(200);
    expect((await v1Login(ip)).status).toBe(429);
  });

  it("IPv6: the addresses of one /64 share the count; the next /64 does not", async () => {
    await inOneWindow(windowS, 10);
    await useUpBinding("RL_LOGIN_IP", "login-ip", "2001:db8:1:2::/64", 1);
    expect((await v1Login("2001:db8:1:2:aaaa::1")).status).toBe(200);
    expect((await v1Login("2001:db8:1:2:bbbb::2")).status).toBe(429);
    expect((await v1Login("2001:db8:1:3:aaaa::1")).status).toBe(200);
  });

  it("the account page's login form is limited too (its in-process call to /v1 carries the address)", async () => {
    await inOneWindow(windowS, 10);
    const ip = "192.0.2.63";
    await useUpBinding("RL_LOGIN_IP", "login-ip", ip);
    const res = await browserPost("/account/login/", { username: email, password: PASSWORD }, { ip });
    expect(res.status).not.toBe(303);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(decodeHtml(await res.text())).toContain(RATE_LIMIT_MESSAGE);
  });
});

describe("cart writes: per client address a minute (RL_CART_WRITE_IP)", WITH_WAIT, () => {
  const { limit, windowS } = CART_RATE_LIMITS.writeIp;
  const item = () => findVariant((p, v) => p.available && v.stock >= 20 && p.type === "kussensloop").variant.id;

  beforeAll(seedCart);

  it(`after ${limit} writes in a minute from one address: 429 in Dutch and nothing written; another address and reads go on`, async () => {
    await inOneWindow(windowS, 10);
    const ip = "192.0.2.70";
    const shopper = new Shopper();
    const add = (s: Shopper, from: string) => s.call<unknown>("POST", "/v1/cart/item", { item_id: item(), quantity: 1 }, { "CF-Connecting-IP": from });
    expect((await add(shopper, ip)).status).toBe(200);
    await useUpBinding("RL_CART_WRITE_IP", "cart-write-ip", ip, 2);
    expect((await add(shopper, ip)).status).toBe(200);
    const refused = await add(shopper, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(rateLimited);
    expect(refused.res.headers.get("Retry-After")).toBe(String(windowS));
    expect((await shopper.get()).items.reduce((n, line) => n + line.quantity, 0)).toBe(2);
    expect((await add(new Shopper(), "192.0.2.71")).status).toBe(200);
  });

  it("IPv6 neighbours of one /64 share it", async () => {
    await inOneWindow(windowS, 10);
    await useUpBinding("RL_CART_WRITE_IP", "cart-write-ip", "2001:db8:9:9::/64");
    const res = await new Shopper().call<unknown>("POST", "/v1/cart/item", { item_id: item(), quantity: 1 }, { "CF-Connecting-IP": "2001:db8:9:9:1234::1" });
    expect(res.status).toBe(429);
    expect(res.res.headers.get("Set-Cookie")).toBeNull();
  });
});
