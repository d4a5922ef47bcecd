import { beforeAll, describe, expect, it } from "vitest";
import { isPersonalPath } from "../../../worker/http/personal";
import { bypassReason } from "../../../worker/edge/page-cache";
import { Visitor } from "../../helpers/account";
import { seedCart } from "../../helpers/cart";
import { browserGet, ORIGIN, worker } from "../../helpers/http";
import { placeOrder } from "../../helpers/orders";
import { insertSession, seedD1 } from "../../helpers/seed";

/** Personal answers carry `Cache-Control: private, no-store` (worker/middleware/no-store.ts), whatever their status. */
const NO_STORE = "private, no-store";

let session = "";
let order = "";
let orderCookie = "";

beforeAll(async () => {
  await seedD1();
  await seedCart();
  session = await insertSession();
  const buyer = new Visitor();
  order = (await placeOrder(buyer)).number;
  orderCookie = buyer.jar.header();
}, 30_000);

async function page(path: string, opts: { session?: boolean; cookie?: string } = {}): Promise<Response> {
  const res = await browserGet(path, { session: opts.session ? session : undefined, cookie: opts.cookie });
  await res.arrayBuffer();
  return res;
}

describe("Cache-Control on personal pages", { timeout: 30_000 }, () => {
  it.each([
    ["the account dashboard", "/account/", true],
    ["the account's orders", "/account/orders/", true],
    ["the account information", "/account/information/", true],
    ["the login page", "/account/login/", false],
    ["an account page for a visitor without session (redirect)", "/account/orders/", false],
    ["the cart", "/cart/", false],
    ["a restore link", "/cart/restore/kapot", false],
    ["the checkout", "/checkout/", false],
    ["checkout step 1", "/checkout/address-details/", false],
    ["the thank-you page", "/checkout/thankyou/", false],
    ["pay again of an unknown order", "/checkout/betalen/KJD0000000/", false],
    ["the status of an unknown order", "/checkout/status/KJD0000000/", false],
    ["the account's orders as a data request", "/account/orders.data", true],
    ["the cart as a data request", "/cart.data", false],
  ])("%s (%s)", async (_label, path, loggedIn) => {
    const res = await page(path, { session: loggedIn });
    expect(res.status, path).toBeLessThan(500);
    expect(res.headers.get("Cache-Control"), path).toBe(NO_STORE);
    expect(res.headers.get("X-Page-Cache") ?? "bypass", path).toBe("bypass");
  });

  it("the order's own pages for the browser that placed it: thank-you, pay again, status", async () => {
    for (const path of [`/checkout/thankyou/?order=${order}`, `/checkout/betalen/${order}/`, `/checkout/status/${order}/`]) {
      const res = await page(path, { cookie: orderCookie });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get("Cache-Control"), path).toBe(NO_STORE);
    }
  });

  it("a public page is not marked private (control)", async () => {
    const res = await page("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control") ?? "").not.toContain("no-store");
  });
});

describe("Cache-Control on personal API answers", { timeout: 30_000 }, () => {
  const call = (method: string, path: string, opts: { body?: string; cookie?: string } = {}) =>
    worker(path, {
      method,
      headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", ...(opts.cookie ? { Cookie: opts.cookie } : {}) },
      body: opts.body,
    });

  it.each([
    ["GET", "/v1/customer/login/status", undefined],
    ["GET", "/v1/customer/orders", undefined],
    ["POST", "/v1/customer/login", "null"],
    ["GET", "/v1/cart", undefined],
    ["POST", "/v1/cart/item", "[]"],
    ["GET", "/v1/cart/bestaat-niet", undefined],
    ["GET", "/v1/checkout", undefined],
    ["POST", "/v1/checkout/customer", "{}"],
    ["GET", "/v1/order/KJD0000000", undefined],
    ["GET", "/api/auth/user", undefined],
  ])("%s %s, error answers included", async (method, path, body) => {
    const res = await call(method, path, { body });
    await res.arrayBuffer();
    expect(res.headers.get("Cache-Control"), `${method} ${path} ${res.status}`).toBe(NO_STORE);
  });

  it("an order answered to the browser that placed it", async () => {
    const res = await call("GET", `/v1/order/${order}`, { cookie: orderCookie });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get("Cache-Control")).toBe(NO_STORE);
  });

  it("a logged-in customer's answers", async () => {
    for (const path of ["/v1/customer", "/v1/customer/addresses", "/v1/cart", "/v1/checkout"]) {
      const res = await call("GET", path, { cookie: `__Host-droomnest_session=${session}` });
      await res.arrayBuffer();
      expect(res.headers.get("Cache-Control"), path).toBe(NO_STORE);
    }
  });

  it("a public API answer is not marked private (control)", async () => {
    const res = await call("GET", "/v1/content/navigation");
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get("Cache-Control") ?? "").not.toContain("private");
  });
});

describe("the rule, and the page cache", () => {
  it("names the personal areas and nothing else", () => {
    for (const p of ["/account", "/account/", "/account/orders/KJD1/", "/cart", "/cart/", "/cart/restore/x", "/checkout", "/checkout/status/KJD1/", "/account/orders.data", "/cart/_.data", "/v1/customer", "/v1/customer/orders", "/v1/cart", "/v1/checkout/customer", "/v1/order/KJD1", "/api/auth/user"]) {
      expect(isPersonalPath(p), p).toBe(true);
    }
    for (const p of ["/", "/matrassen/", "/cartoon/", "/accountancy/", "/v1/content/navigation", "/v1/catalog/product/1", "/v1/orders", "/checkouts/", "/_root.data"]) expect(isPersonalPath(p), p).toBe(false);
  });

  it("the page cache never reads or stores a personal page", () => {
    for (const p of ["/account/", "/account/orders/", "/cart/", "/cart/restore/x", "/checkout/", "/checkout/thankyou/", "/checkout/status/KJD1/", "/checkout/betalen/KJD1/"]) {
      expect(bypassReason(new Request(`${ORIGIN}${p}`)), p).not.toBeNull();
    }
  });
});
