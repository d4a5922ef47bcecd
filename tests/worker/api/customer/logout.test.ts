import { beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../../../app/lib/api/types/cart";
import { ORDER_ACCESS_COOKIE } from "../../../../app/lib/checkout/constants";
import { CART_COOKIE, SESSION_COOKIE } from "../../../../app/lib/constants";
import { registerAndLogin, Visitor, type Account } from "../../../helpers/account";
import { findVariant, seedCart } from "../../../helpers/cart";
import { browserPost } from "../../../helpers/http";
import { placeOrder } from "../../../helpers/orders";
import { seedD1 } from "../../../helpers/seed";

/**
 * Logging out ends what the browser holds (worker/api/customer/logout.ts): the session, the access to the
 * orders it placed and the cart; the account's cart stays the account's.
 */
beforeAll(async () => {
  await seedD1();
  await seedCart();
}, 30_000);

const item = () => findVariant((p, v) => p.available && v.stock >= 20 && p.type === "badtextiel");

/** The Set-Cookie line that clears `name`, checked to keep the `__Host-` rules. */
function clearing(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  expect(line, `${name} is cleared`).toBeDefined();
  expect(line).toMatch(/Max-Age=0/iu);
  expect(line).toMatch(/; Path=\/(;|$)/u);
  expect(line).toMatch(/; Secure/iu);
  expect(line).toMatch(/; HttpOnly/iu);
  expect(line).toMatch(/; SameSite=Lax/iu);
  expect(line).not.toMatch(/Domain=/iu);
  return line!;
}

/** A customer who placed an order in this browser (a guest order first, then logged in) and has a cart. */
async function customerWithOrderAndCart(): Promise<{ account: Account; order: string }> {
  const visitor = new Visitor();
  const { number } = await placeOrder(visitor);
  const account = await registerAndLogin({}, visitor);
  const add = await visitor.call("POST", "/v1/cart/item", { item_id: item().variant.id, quantity: 2 });
  expect(add.status).toBe(200);
  expect(visitor.jar.cookies.has(ORDER_ACCESS_COOKIE)).toBe(true);
  expect(visitor.jar.cookies.has(CART_COOKIE)).toBe(true);
  expect((await visitor.call("GET", `/v1/order/${number}`)).status).toBe(200);
  return { account, order: number };
}

async function afterLogout(account: Account, order: string): Promise<void> {
  const { visitor } = account;
  for (const name of [SESSION_COOKIE, ORDER_ACCESS_COOKIE, CART_COOKIE]) expect(visitor.jar.cookies.has(name), name).toBe(false);
  const seen = await visitor.call("GET", `/v1/order/${order}`);
  expect(seen.status).toBe(404);
  expect((await visitor.call<Cart>("GET", "/v1/cart")).body.data.items).toEqual([]);
  // The account's cart stays with the account: it is back at the next login.
  const again = await visitor.call("POST", "/v1/customer/login", { username: account.email, password: account.password });
  expect(again.status).toBe(200);
  expect((await visitor.call<Cart>("GET", "/v1/cart")).body.data.items.map((l) => [l.variant_id, l.quantity])).toEqual([[item().variant.id, 2]]);
}

describe("logout", { timeout: 30_000 }, () => {
  it("GET /v1/customer/logout clears the session, order-access and cart cookies; the order is 404 from that browser", async () => {
    const { account, order } = await customerWithOrderAndCart();
    const res = await account.visitor.call("GET", "/v1/customer/logout");
    expect(res.status).toBe(200);
    for (const name of [SESSION_COOKIE, ORDER_ACCESS_COOKIE, CART_COOKIE]) clearing(res.res, name);
    await afterLogout(account, order);
  });

  it("POST /api/auth/logout does the same", async () => {
    const { account, order } = await customerWithOrderAndCart();
    const res = await account.visitor.call("POST", "/api/auth/logout");
    expect(res.status).toBe(200);
    for (const name of [SESSION_COOKIE, ORDER_ACCESS_COOKIE, CART_COOKIE]) clearing(res.res, name);
    await afterLogout(account, order);
  });

  it("the page's 'Afmelden' does the same", async () => {
    const { account, order } = await customerWithOrderAndCart();
    const res = await browserPost("/account/logout/", {}, { cookie: account.visitor.jar.header(), ip: account.visitor.ip });
    expect(res.status).toBe(303);
    await res.arrayBuffer();
    for (const name of [SESSION_COOKIE, ORDER_ACCESS_COOKIE, CART_COOKIE]) clearing(res, name);
    account.visitor.jar.store(res);
    await afterLogout(account, order);
  });
});
