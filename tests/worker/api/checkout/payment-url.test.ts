import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../../app/lib/checkout/messages";
import { ORDER_ACCESS_COOKIE, PAYPAL_FEE } from "../../../../app/lib/checkout/constants";
import { PAYMENT_METHODS } from "../../../../app/lib/schemas/checkout";
import { Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { worker } from "../../../helpers/http";
import { Buyer, choose, mailsAbout, newKey, orderRow, stockedVariant, stockOf } from "../order/checkout-fixture";

beforeAll(seedCart);

describe("POST /v1/checkout/payment-url", () => {
  it("makes a pending order with a KJD number, frozen from the server-side cart, and answers the PSP's page", async () => {
    const buyer = await Buyer.ready({ method: "ideal", quantity: 2 });
    const cart = (await buyer.call<{ grand_total: number }>("GET", "/v1/cart")).body.data as unknown as { totals: { grand_total: number }; items: { price: { price: number } }[] };
    const r = await buyer.paymentUrl();
    expect(r.status).toBe(201);
    expect(r.body.data.order).toMatch(/^KJD\d{7}$/u);
    expect(r.body.data.checkout_url).toMatch(/^https:\/\/droomnest\.test\/sandbox-psp\/betalen\/tr_[A-Za-z0-9]+\/$/u);
    const order = await orderRow(r.body.data.order);
    expect(order).toMatchObject({ status: "pending", grand_total: cart.totals.grand_total, payment_method: "ideal" });
    const lines = await env.DB.prepare("SELECT quantity, unit_price FROM order_lines WHERE order_id = ?1").bind(order!.id).all<{ quantity: number; unit_price: number }>();
    expect(lines.results).toEqual([{ quantity: 2, unit_price: cart.items[0]!.price.price }]);
    const cookie = r.res.headers.getSetCookie().find((s) => s.startsWith(`${ORDER_ACCESS_COOKIE}=`))!;
    expect(cookie).toMatch(/Secure/u);
    expect(cookie).toMatch(/HttpOnly/u);
    expect(cookie).toMatch(/SameSite=Lax/u);
    expect(cookie).toMatch(/Path=\//u);
  });

  it.each(PAYMENT_METHODS.map((m) => [m]))("the whole flow with %s: order, sandbox page, paid, stock taken, cart emptied, one mail, invoice", async (method) => {
    const { variant } = stockedVariant();
    const buyer = await Buyer.ready({ method, quantity: 1 });
    const stockBefore = await stockOf(variant.id);
    const r = await buyer.paymentUrl();
    expect(r.status).toBe(201);
    const number = r.body.data.order;
    const order = await orderRow(number);
    expect(order!.payment_costs).toBe(method === "paypal" ? PAYPAL_FEE : 0);
    const html = await (await fetchPage(r.body.data.checkout_url)).text();
    for (const label of ["Betaald", "Mislukt", "Geannuleerd", "Verlopen", "Open laten"]) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain("Testmodus");
    const back = await choose(r.body.data.checkout_url, "paid");
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe(`/checkout/status/${number}/`);
    const status = await buyer.status(number);
    expect(status.body.data).toEqual({ order: number, status: "paid", next: "thankyou" });
    expect(await stockOf(variant.id)).toBe(stockBefore - 1);
    const cart = (await buyer.call<{ items: unknown[] }>("GET", "/v1/cart")).body.data;
    expect(cart.items).toEqual([]);
    const mails = await mailsAbout(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(buyer.email);
    expect(mails[0]!.text).toContain(number);
    expect(mails[0]!.text).toContain("14 dagen");
    expect(mails[0]!.text).toContain("/service/algemene-voorwaarden/");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?1").bind(order!.id).first("n")).toBe(1);
    expect(await env.DB.prepare("SELECT ordered_at FROM carts WHERE id = ?1").bind(order!.cart_id).first("ordered_at")).not.toBeNull();
  });

  it("the same key again answers the same order and checkout_url (a double click makes one order)", async () => {
    const buyer = await Buyer.ready();
    const key = newKey();
    const a = await buyer.paymentUrl(key);
    const b = await buyer.paymentUrl(key);
    expect(b.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?1").bind(key).first("n")).toBe(1);
  });

  it("20 concurrent calls with one key make one order and one payment", async () => {
    const buyer = await Buyer.ready();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyer.call<{ order: string; checkout_url: string }>("POST", "/v1/checkout/payment-url", { idempotency_key: key, terms: true }, { Cookie: buyer.jar.header() })));
    expect(answers.map((a) => a.status).sort((x, y) => x - y)).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.data.checkout_url)).size).toBe(1);
    const order = await env.DB.prepare("SELECT id FROM orders WHERE idempotency_key = ?1").bind(key).first<{ id: number }>();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE order_id = ?1").bind(order!.id).first("n")).toBe(1);
  }, 30_000);

  it("50 concurrent checkouts of different carts all succeed, each with its own order number", async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => Buyer.ready({ quantity: 1 })));
    const answers = await Promise.all(buyers.map((b) => b.paymentUrl()));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.body.data.order)).size).toBe(50);
  }, 90_000);

  it("refuses without accepted terms (422) and makes nothing", async () => {
    const buyer = await Buyer.ready();
    const key = newKey();
    const r = await buyer.call("POST", "/v1/checkout/payment-url", { idempotency_key: key, terms: false });
    expect(r.status).toBe(422);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?1").bind(key).first("n")).toBe(0);
  });

  it("an empty cart: 409 with the Dutch message; a cart without steps 1 and 2: 409 'Vul eerst je gegevens in.'", async () => {
    const empty = await new Visitor().call("POST", "/v1/checkout/payment-url", { idempotency_key: newKey(), terms: true });
    expect(empty.status).toBe(409);
    expect(empty.body.error?.message).toBe(CHECKOUT_MESSAGES.cartEmpty);
    const noSteps = new Buyer();
    await noSteps.call("POST", "/v1/cart/item", { item_id: stockedVariant().variant.id, quantity: 1 });
    const r = await noSteps.paymentUrl();
    expect(r.status).toBe(409);
    expect(r.body.error?.message).toBe(CHECKOUT_MESSAGES.stepMissing);
  });

  it("the same key from another browser is not answered with that order", async () => {
    const buyer = await Buyer.ready();
    const key = newKey();
    await buyer.paymentUrl(key);
    const other = await Buyer.ready();
    const r = await other.paymentUrl(key);
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body)).not.toContain("KJD");
  });
});

describe("a PSP that fails or hangs", () => {
  it("answers 500: 503 with the Dutch message, the order stays pending without a payment, the same key works once the PSP is back", async () => {
    const buyer = await Buyer.ready();
    const key = newKey();
    await env.CACHE.put("sandbox-psp:fault", "error");
    const r = await buyer.paymentUrl(key).finally(() => env.CACHE.delete("sandbox-psp:fault"));
    expect(r.status).toBe(503);
    expect(r.body.error?.message).toBe(CHECKOUT_MESSAGES.providerUnavailable);
    const order = await env.DB.prepare("SELECT id, status FROM orders WHERE idempotency_key = ?1").bind(key).first<{ id: number; status: string }>();
    expect(order!.status).toBe("pending");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE order_id = ?1").bind(order!.id).first("n")).toBe(0);
    const again = await buyer.paymentUrl(key);
    expect(again.status).toBe(200);
    expect(again.body.data.checkout_url).toContain("/sandbox-psp/betalen/");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?1").bind(key).first("n")).toBe(1);
  });

  it("hangs: cut off after the timeout with 503, the order stays pending", async () => {
    const buyer = await Buyer.ready();
    const key = newKey();
    await env.CACHE.put("sandbox-psp:fault", "hang");
    const r = await buyer.paymentUrl(key).finally(() => env.CACHE.delete("sandbox-psp:fault"));
    expect(r.status).toBe(503);
    expect(r.body.error?.message).toBe(CHECKOUT_MESSAGES.providerUnavailable);
    expect(await env.DB.prepare("SELECT status FROM orders WHERE idempotency_key = ?1").bind(key).first("status")).toBe("pending");
  }, 20_000);
});

function fetchPage(url: string): Promise<Response> {
  return worker(new URL(url).pathname);
}
