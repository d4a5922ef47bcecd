/**
 * The cart follows the customer (ADR 014): at login the guest cart merges into the customer's
 * cart (quantities added, stock and the per-line limit kept, the code kept), a guest cart is claimed when
 * the customer has none, and a logged-in customer finds their cart on another device.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartWriteResult } from "../../../../app/lib/api/types/cart";
import { CART_COOKIE, CART_MAX_LINE_QUANTITY } from "../../../../app/lib/constants";
import { registerAndLogin, Visitor, type Account } from "../../../helpers/account";
import { findVariant, seedCart } from "../../../helpers/cart";
import { seedD1 } from "../../../helpers/seed";

const inStock = (skip: number) => findVariant((p, v) => p.available !== false && v.stock >= 20, skip).variant;
const [X, Y, Z] = [inStock(0), inStock(1), inStock(2)];

beforeAll(async () => {
  await seedD1();
  await seedCart();
});

async function add(v: Visitor, itemId: number, quantity: number): Promise<CartWriteResult> {
  const r = await v.call<CartWriteResult>("POST", "/v1/cart/item", { item_id: itemId, quantity });
  if (r.status !== 200) throw new Error(`add: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

async function cartOf(v: Visitor): Promise<Cart> {
  const r = await v.call<Cart>("GET", "/v1/cart");
  expect(r.status).toBe(200);
  return r.body.data;
}

const quantities = (cart: Cart) => Object.fromEntries(cart.items.map((l) => [l.item_id, l.quantity]));

function login(v: Visitor, account: Account) {
  return v.call("POST", "/v1/customer/login", { username: account.email, password: account.password });
}

async function withCustomerCart(lines: [number, number][]): Promise<Account> {
  const account = await registerAndLogin();
  for (const [id, q] of lines) await add(account.visitor, id, q);
  return account;
}

describe("cart at login", () => {
  it("the guest cart merges into the customer's cart: quantities added, the cookie names the customer's cart", async () => {
    const account = await withCustomerCart([[X.id, 2], [Y.id, 1]]);
    const customerCart = account.visitor.jar.cookies.get(CART_COOKIE)!;
    const guest = new Visitor();
    await add(guest, X.id, 3);
    await add(guest, Z.id, 1);
    const guestCart = guest.jar.cookies.get(CART_COOKIE)!;

    expect((await login(guest, account)).status).toBe(200);
    expect(guest.jar.cookies.get(CART_COOKIE)).toBe(customerCart);
    const cart = await cartOf(guest);
    expect(cart.quote_id).toBe(customerCart);
    expect(quantities(cart)).toEqual({ [X.id]: 5, [Y.id]: 1, [Z.id]: 1 });
    // The guest cart is gone: no registry row, and its object is empty.
    expect(await env.DB.prepare("SELECT 1 FROM carts WHERE id = ?1").bind(guestCart).first()).toBeNull();
    const stale = new Visitor();
    stale.jar.cookies.set(CART_COOKIE, guestCart);
    expect((await cartOf(stale)).items).toEqual([]);
    const row = await env.DB.prepare("SELECT customer_id, item_count FROM carts WHERE id = ?1").bind(customerCart).first<{ customer_id: number; item_count: number }>();
    expect(row).toEqual({ customer_id: account.customerId, item_count: 7 });
  });

  it("logging in twice does not add the guest's lines twice", async () => {
    const account = await withCustomerCart([[X.id, 1]]);
    const guest = new Visitor();
    await add(guest, X.id, 2);
    await login(guest, account);
    await login(guest, account);
    expect(quantities(await cartOf(guest))).toEqual({ [X.id]: 3 });
  });

  it("stock and the per-line limit are kept: the merged quantity is clamped", async () => {
    const account = await withCustomerCart([[X.id, 6], [Y.id, 2]]);
    const guest = new Visitor();
    await add(guest, X.id, 6);
    await add(guest, Y.id, 2);
    const stock = await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(Y.id).first<{ stock: number }>();
    await env.DB.prepare("UPDATE variants SET stock = 3 WHERE id = ?1").bind(Y.id).run();
    try {
      await login(guest, account);
      expect(quantities(await cartOf(guest))).toEqual({ [X.id]: CART_MAX_LINE_QUANTITY, [Y.id]: 3 });
    } finally {
      await env.DB.prepare("UPDATE variants SET stock = ?2 WHERE id = ?1").bind(Y.id, stock!.stock).run();
    }
  });

  it("the guest's code is kept when the customer's cart has none", async () => {
    const account = await withCustomerCart([[X.id, 1]]);
    const guest = new Visitor();
    await add(guest, Y.id, 1);
    expect((await guest.call("POST", "/v1/cart/discount", { discount_code: "GRATISBEZORGD" })).status).toBe(200);
    await login(guest, account);
    const cart = await cartOf(guest);
    expect(cart.applied_code).toBe("GRATISBEZORGD");
    expect(quantities(cart)).toEqual({ [X.id]: 1, [Y.id]: 1 });
  });

  it("without a customer cart the guest cart is claimed (same cart, now the customer's)", async () => {
    const account = await registerAndLogin();
    const guest = new Visitor();
    await add(guest, Z.id, 2);
    const guestCart = guest.jar.cookies.get(CART_COOKIE)!;
    await login(guest, account);
    expect(guest.jar.cookies.get(CART_COOKIE)).toBe(guestCart);
    expect(await env.DB.prepare("SELECT customer_id FROM carts WHERE id = ?1").bind(guestCart).first()).toEqual({ customer_id: account.customerId });
    expect(quantities(await cartOf(guest))).toEqual({ [Z.id]: 2 });
  });

  it("a cart of another customer left in the browser is neither merged nor kept", async () => {
    const first = await withCustomerCart([[X.id, 4]]);
    const second = await withCustomerCart([[Y.id, 1]]);
    // The first customer's browser (their cart cookie) is used by the second customer.
    const shared = new Visitor();
    shared.jar.cookies.set(CART_COOKIE, first.visitor.jar.cookies.get(CART_COOKIE)!);
    await login(shared, second);
    expect(quantities(await cartOf(shared))).toEqual({ [Y.id]: 1 });
    expect(quantities(await cartOf(first.visitor))).toEqual({ [X.id]: 4 });

    const third = await registerAndLogin();
    const shared2 = new Visitor();
    shared2.jar.cookies.set(CART_COOKIE, first.visitor.jar.cookies.get(CART_COOKIE)!);
    await login(shared2, third);
    expect(shared2.jar.cookies.has(CART_COOKIE)).toBe(false);
    expect((await cartOf(shared2)).items).toEqual([]);
  });
});

describe("the customer's cart on another device", () => {
  it("logging in on a device without a cart sets the cookie to the customer's cart", async () => {
    const account = await withCustomerCart([[X.id, 2]]);
    const device = new Visitor();
    await login(device, account);
    expect(device.jar.cookies.get(CART_COOKIE)).toBe(account.visitor.jar.cookies.get(CART_COOKIE));
    expect(quantities(await cartOf(device))).toEqual({ [X.id]: 2 });
  });

  it("GET /v1/cart of a logged-in customer without a cart cookie finds their cart; anonymous stays empty", async () => {
    const account = await withCustomerCart([[Y.id, 3]]);
    const cartId = account.visitor.jar.cookies.get(CART_COOKIE)!;
    account.visitor.jar.cookies.delete(CART_COOKIE);
    const cart = await cartOf(account.visitor);
    expect(cart.quote_id).toBe(cartId);
    expect(quantities(cart)).toEqual({ [Y.id]: 3 });
    expect(account.visitor.jar.cookies.get(CART_COOKIE)).toBe(cartId);
    const anonymous = await cartOf(new Visitor());
    expect(anonymous.items).toEqual([]);
    expect(anonymous.quote_id).toBeNull();
  });
});
