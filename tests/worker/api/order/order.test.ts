import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../../app/lib/checkout/messages";
import { PAYPAL_FEE } from "../../../../app/lib/checkout/constants";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { WEBHOOK_STATUS_FETCH_LIMIT } from "../../../../worker/routes/payments/webhook";
import { Buyer, choose, mailsAbout, orderRow, providerIdOf, stockedVariant, stockOf, webhook } from "./checkout-fixture";

beforeAll(seedCart);

async function placed(options: Parameters<typeof Buyer.ready>[0] = {}, buyer?: Buyer) {
  const b = await Buyer.ready(options, buyer);
  const r = await b.paymentUrl();
  if (r.status !== 201) throw new Error(`payment-url: ${r.status}`);
  return { buyer: b, number: r.body.data.order, checkoutUrl: r.body.data.checkout_url };
}

describe("GET /v1/order/{number} and /status: only the order's browser or customer", () => {
  it("the browser that placed it reads the order and its status (pending: wait)", async () => {
    const { buyer, number } = await placed();
    const status = await buyer.status(number);
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({ order: number, status: "pending", next: "wait" });
    const order = await buyer.call<{ number: string; email: string; lines: unknown[] }>("GET", `/v1/order/${number}`);
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ number, email: buyer.email });
    expect(order.body.data.lines).toHaveLength(1);
    expect(order.res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("another browser gets the same 404 for an existing order as for one that does not exist (no IDOR, no leak)", async () => {
    const { number } = await placed();
    const stranger = new Visitor();
    const existing = await stranger.call("GET", `/v1/order/${number}`);
    const missing = await stranger.call("GET", "/v1/order/KJD0000001");
    const statusExisting = await stranger.call("GET", `/v1/order/${number}/status`);
    const malformed = await stranger.call("GET", "/v1/order/1/status");
    for (const r of [existing, missing, statusExisting, malformed]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: { code: "order_not_found", message: CHECKOUT_MESSAGES.orderNotFound } });
    }
  });

  it("a logged-in customer reads their order from another device; another customer cannot", async () => {
    const owner = await registerAndLogin({}, new Buyer());
    const { number } = await placed({}, owner.visitor as Buyer);
    const otherDevice = new Visitor();
    otherDevice.jar.cookies.set("__Host-droomnest_session", owner.token);
    expect((await otherDevice.call("GET", `/v1/order/${number}/status`)).status).toBe(200);
    const other = await registerAndLogin();
    expect((await other.visitor.call("GET", `/v1/order/${number}`)).status).toBe(404);
    expect((await other.visitor.call("POST", "/v1/order/payment-url", { order: number, idempotency_key: "another-customer-key-1" })).status).toBe(404);
  });
});

describe("POST /webhooks/payments", () => {
  it("fetches the status from the PSP, never from the body: a webhook for an open payment changes nothing", async () => {
    const { buyer, number, checkoutUrl } = await placed();
    const res = await webhook(providerIdOf(checkoutUrl));
    expect(res.status).toBe(200);
    expect((await buyer.status(number)).body.data.status).toBe("pending");
  });

  it("20 replayed webhooks make one transition: one mail, stock not taken again, one invoice; at most 5 reach the PSP", async () => {
    const { variant } = stockedVariant();
    const before = await stockOf(variant.id);
    const { number, checkoutUrl } = await placed({ quantity: 3 });
    // The units are taken when the order is made (payment-url), not when it is paid.
    expect(await stockOf(variant.id)).toBe(before - 3);
    const id = providerIdOf(checkoutUrl);
    await env.DB.prepare("UPDATE sandbox_payments SET status = 'paid' WHERE id = ?1").bind(id).run();
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(id)));
    // Over the per-id limit the shop answers 429 without calling the PSP (which retries later).
    const answered = answers.filter((r) => r.status === 200).length;
    expect(answered).toBeGreaterThanOrEqual(1);
    expect(answered).toBeLessThanOrEqual(WEBHOOK_STATUS_FETCH_LIMIT.limit);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - answered);
    expect(await env.DB.prepare("SELECT status_reads FROM sandbox_payments WHERE id = ?1").bind(id).first("status_reads")).toBe(answered);
    expect(await stockOf(variant.id)).toBe(before - 3);
    expect(await mailsAbout(number)).toHaveLength(1);
    const order = await orderRow(number);
    expect(order!.status).toBe("paid");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM order_status_history WHERE order_id = ?1 AND status = 'paid'").bind(order!.id).first("n")).toBe(1);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?1").bind(order!.id).first("n")).toBe(1);
  }, 30_000);

  it("an out-of-order webhook (expired after paid) changes nothing", async () => {
    const { buyer, number, checkoutUrl } = await placed();
    await choose(checkoutUrl, "paid");
    const id = providerIdOf(checkoutUrl);
    await env.DB.prepare("UPDATE sandbox_payments SET status = 'expired' WHERE id = ?1").bind(id).run();
    expect((await webhook(id)).status).toBe(200);
    expect((await buyer.status(number)).body.data.status).toBe("paid");
  });

  it("an unknown or malformed id answers 200 and changes nothing; it needs no Origin (cross-site by nature)", async () => {
    expect((await webhook("tr_doesnotexist123")).status).toBe(200);
    expect((await webhook("garbage")).status).toBe(200);
  });

  it("stock never goes below 0: no statement can take more than is left", async () => {
    const { variant } = stockedVariant();
    const saved = await stockOf(variant.id);
    await expect(env.DB.prepare("UPDATE variants SET stock = stock - ?2 WHERE id = ?1").bind(variant.id, saved + 1).run()).rejects.toThrow(/stock_insufficient/u);
    expect(await stockOf(variant.id)).toBe(saved);
  });
});

describe("pay again: POST /v1/order/payment-url", () => {
  it.each([["failed"], ["canceled"], ["expired"]] as const)("a %s payment leads to retry; paying again with another method (PayPal) makes it paid", async (outcome) => {
    const { buyer, number, checkoutUrl } = await placed({ method: "ideal" });
    const back = await choose(checkoutUrl, outcome);
    expect(back.headers.get("Location")).toBe(`/checkout/status/${number}/`);
    const status = await buyer.status(number);
    expect(status.body.data).toEqual({ order: number, status: outcome === "canceled" ? "cancelled" : outcome, next: "retry" });
    const before = (await orderRow(number))!.grand_total;
    const retry = await buyer.retry(number, "paypal");
    expect(retry.status).toBe(200);
    expect(retry.body.data.checkout_url).not.toBe(checkoutUrl);
    const order = await orderRow(number);
    expect(order).toMatchObject({ payment_method: "paypal", payment_costs: PAYPAL_FEE, grand_total: before + PAYPAL_FEE });
    await choose(retry.body.data.checkout_url, "paid");
    expect((await buyer.status(number)).body.data).toEqual({ order: number, status: "paid", next: "thankyou" });
    expect(await mailsAbout(number)).toHaveLength(1);
  });

  it("is idempotent per key, and a paid order answers 409", async () => {
    const { buyer, number, checkoutUrl } = await placed();
    await choose(checkoutUrl, "failed");
    const key = "retry-key-idempotent-0001";
    const a = await buyer.retry(number, undefined, key);
    const b = await buyer.retry(number, undefined, key);
    expect(b.body.data).toEqual(a.body.data);
    await choose(a.body.data.checkout_url, "paid");
    const paid = await buyer.retry(number, undefined, "retry-key-after-paid-0001");
    expect(paid.status).toBe(409);
  });

  it("another browser: 404 as if the order did not exist", async () => {
    const { number, checkoutUrl } = await placed();
    await choose(checkoutUrl, "failed");
    const r = await new Visitor().call("POST", "/v1/order/payment-url", { order: number, idempotency_key: "stranger-key-000000001" });
    expect(r.status).toBe(404);
  });
});
