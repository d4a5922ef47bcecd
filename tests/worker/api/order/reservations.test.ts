/**
 * Money and stock stay exact under concurrency: an order takes its units and its discount-code use when it
 * is made (POST /v1/checkout/payment-url), atomically, and gives them back when its payment fails, is
 * cancelled or expires; the webhook marks paid only the order's own total; what follows a payment is retried
 * by the Cron until done. Real D1, Durable Objects and the sandbox PSP.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "../../../../app/lib/checkout/messages";
import { SESSION_COOKIE } from "../../../../app/lib/constants";
import { codeRefusalMessage } from "../../../../worker/domain/cart/messages";
import { SERVICE_ADDRESS } from "../../../../worker/edge/mail-templates/contact";
import { RESERVATION_WITHOUT_PAYMENT_S } from "../../../../worker/api/order/followups";
import { WEBHOOK_STATUS_FETCH_LIMIT } from "../../../../worker/routes/payments/webhook";
import { scheduled } from "../../../../worker/scheduled";
import { registerAndLogin } from "../../../helpers/account";
import { findVariant, seedCart } from "../../../helpers/cart";
import { Buyer, choose, mailsAbout, newKey, orderRow, providerIdOf, stockOf, webhook } from "./checkout-fixture";

beforeAll(seedCart);

/** Pillowcases other than the fixture's default one, each test its own. */
let variantSkip = 1;
const freshVariant = () => findVariant((p, v) => p.available && v.stock >= 5 && p.type === "kussensloop", variantSkip++).variant;

let codeCounter = 0;
async function newCode(limits: { maxUses?: number | null; perCustomer?: number | null }): Promise<string> {
  const code = `TEST${Date.now().toString(36).toUpperCase()}${codeCounter++}`;
  await env.DB.prepare("INSERT INTO discount_codes (code, kind, value, max_uses, max_uses_per_customer, label) VALUES (?1, 'percentage', 10, ?2, ?3, 'Testcode')")
    .bind(code, limits.maxUses ?? null, limits.perCustomer ?? null)
    .run();
  return code;
}

const codeRow = (code: string) => env.DB.prepare("SELECT used_count FROM discount_codes WHERE code = ?1").bind(code).first<{ used_count: number }>();
const ordersWithCode = async (code: string) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE discount_code = ?1").bind(code).first<number>("n"))!;
const count = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<number>("n"))!;

function controller(scheduledTime: number): ScheduledController {
  return { scheduledTime, cron: "*/15 * * * *", noRetry: () => undefined };
}
const ctx = () => ({ waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} }) as unknown as ExecutionContext;
/** One run of the real Cron handler at `nowS`. */
const cron = (nowS = Math.floor(Date.now() / 1000)) => scheduled(controller(nowS * 1000), env, ctx());

describe("discount codes: max_uses and max_uses_per_customer, enforced when the order is made", () => {
  it("20 simultaneous checkouts of different shoppers with a code of max_uses 1: exactly one order uses it, the others get a Dutch 409 and no order", async () => {
    const code = await newCode({ maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => Buyer.ready({ quantity: 1, code })));
    const answers = await Promise.all(buyers.map((b) => b.paymentUrl()));
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
    for (const r of refused) expect(r.body.error!.message).toMatch(/kortingscode/iu);
    expect(await ordersWithCode(code)).toBe(1);
    expect((await codeRow(code))!.used_count).toBe(1);
    // Only the one order got a PSP payment.
    expect(await count("SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.discount_code = ?1", code)).toBe(1);
    // Applying it in another cart now: refused before any checkout.
    const late = await Buyer.ready({ quantity: 1 });
    const apply = await late.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe(codeRefusalMessage("used_up"));
  }, 60_000);

  it("a guest cannot use a once-per-customer code twice: the same e-mail (any case, spaces) in another cart is refused in the cart and at payment-url", async () => {
    const code = await newCode({ perCustomer: 1 });
    const email = `gast-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    const first = await Buyer.ready({ quantity: 1, code, email });
    const a = await first.paymentUrl();
    expect(a.status).toBe(201);
    await choose(a.body.data.checkout_url, "paid");
    expect((await orderRow(a.body.data.order))!.status).toBe("paid");

    // Another cart and browser, code applied before step 1 (the address is not known yet): accepted in the cart...
    const second = await Buyer.ready({ quantity: 1, code, email: `  ${email.toUpperCase()} ` });
    const orders = await count("SELECT COUNT(*) AS n FROM orders");
    const b = await second.paymentUrl();
    // ...but the order is refused before paying, with the Dutch message, and nothing is written.
    expect(b.status).toBe(409);
    expect(b.body.error!.message).toBe(codeRefusalMessage("used_by_customer"));
    expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(orders);
    expect((await codeRow(code))!.used_count).toBe(1);

    // With the checkout e-mail known, applying the code in the cart says so right away.
    await second.call("DELETE", "/v1/cart/discount");
    const apply = await second.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe("Je hebt deze kortingscode al gebruikt.");
  }, 30_000);

  it("a customer account cannot use a once-per-customer code twice, even with another checkout e-mail address", async () => {
    const code = await newCode({ perCustomer: 1 });
    const account = await registerAndLogin({}, new Buyer());
    const buyer = account.visitor as Buyer;
    await Buyer.ready({ quantity: 1, code, email: `een-${crypto.randomUUID().slice(0, 8)}@droomnest.test` }, buyer);
    const a = await buyer.paymentUrl();
    expect(a.status).toBe(201);
    // The first order is still unpaid: it holds the customer's use already.
    await buyer.call("DELETE", "/v1/cart/discount");
    const apply = await buyer.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe(codeRefusalMessage("used_by_customer"));
    // Another browser: the code applied as a guest with another address, then logged in to the same account.
    const device = await Buyer.ready({ quantity: 1, code, email: `twee-${crypto.randomUUID().slice(0, 8)}@droomnest.test` });
    device.jar.cookies.set(SESSION_COOKIE, account.token);
    const b = await device.paymentUrl();
    expect(b.status).toBe(409);
    expect(b.body.error!.message).toBe(codeRefusalMessage("used_by_customer"));
    expect(await ordersWithCode(code)).toBe(1);
  }, 30_000);

  it("a use given back by a failed payment can be used again; the failed order's pay again is then refused with a Dutch message and no payment", async () => {
    const code = await newCode({ maxUses: 1 });
    const first = await Buyer.ready({ quantity: 1, code });
    const a = await first.paymentUrl();
    expect(a.status).toBe(201);
    expect((await codeRow(code))!.used_count).toBe(1);
    await choose(a.body.data.checkout_url, "failed");
    expect((await codeRow(code))!.used_count).toBe(0);
    // A replayed webhook gives nothing back twice.
    expect((await webhook(providerIdOf(a.body.data.checkout_url))).status).toBe(200);
    expect((await codeRow(code))!.used_count).toBe(0);

    const second = await Buyer.ready({ quantity: 1, code });
    const b = await second.paymentUrl();
    expect(b.status).toBe(201);
    expect((await codeRow(code))!.used_count).toBe(1);

    const payments = await count("SELECT COUNT(*) AS n FROM payments");
    const retry = await first.retry(a.body.data.order);
    expect(retry.status).toBe(409);
    expect(retry.body.error!.message).toBe(CHECKOUT_MESSAGES.retryCodeGone);
    expect(await count("SELECT COUNT(*) AS n FROM payments")).toBe(payments);
    expect((await codeRow(code))!.used_count).toBe(1);
  }, 30_000);
});

describe("stock: the order takes its units when it is made", () => {
  it("two shoppers, one unit left: one order, the other a Dutch message before paying (no order row, no PSP payment)", async () => {
    const variant = freshVariant();
    await env.DB.prepare("UPDATE variants SET stock = 1 WHERE id = ?1").bind(variant.id).run();
    const [x, y] = await Promise.all([Buyer.ready({ quantity: 1, variantId: variant.id }), Buyer.ready({ quantity: 1, variantId: variant.id })]);
    const orders = await count("SELECT COUNT(*) AS n FROM orders");
    const payments = await count("SELECT COUNT(*) AS n FROM payments");
    const answers = await Promise.all([x.paymentUrl(), y.paymentUrl()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect([CHECKOUT_MESSAGES.stockGone, CHECKOUT_MESSAGES.cartChanged]).toContain(refused.body.error!.message);
    expect(await count("SELECT COUNT(*) AS n FROM orders")).toBe(orders + 1);
    expect(await count("SELECT COUNT(*) AS n FROM payments")).toBe(payments + 1);
    expect(await stockOf(variant.id)).toBe(0);
  }, 30_000);

  it.each([["failed"], ["canceled"], ["expired"]] as const)("a %s payment gives the unit back, once; pay again takes it again; paid takes nothing more", async (outcome) => {
    const variant = freshVariant();
    await env.DB.prepare("UPDATE variants SET stock = 1 WHERE id = ?1").bind(variant.id).run();
    const buyer = await Buyer.ready({ quantity: 1, variantId: variant.id });
    const placed = await buyer.paymentUrl();
    expect(placed.status).toBe(201);
    expect(await stockOf(variant.id)).toBe(0);
    await choose(placed.body.data.checkout_url, outcome);
    expect(await stockOf(variant.id)).toBe(1);
    const id = providerIdOf(placed.body.data.checkout_url);
    for (let i = 0; i < 3; i++) expect((await webhook(id)).status).toBe(200);
    expect(await stockOf(variant.id)).toBe(1);

    const retry = await buyer.retry(placed.body.data.order);
    expect(retry.status).toBe(200);
    expect(await stockOf(variant.id)).toBe(0);
    await choose(retry.body.data.checkout_url, "paid");
    for (let i = 0; i < 3; i++) expect((await webhook(providerIdOf(retry.body.data.checkout_url))).status).toBe(200);
    // The late end of the first payment changes nothing either.
    expect((await webhook(id)).status).toBe(200);
    expect(await stockOf(variant.id)).toBe(0);
    expect((await orderRow(placed.body.data.order))!.status).toBe("paid");
  }, 30_000);

  it("pay again after the unit went to another shopper: 409 with a Dutch message, no payment", async () => {
    const variant = freshVariant();
    await env.DB.prepare("UPDATE variants SET stock = 1 WHERE id = ?1").bind(variant.id).run();
    const first = await Buyer.ready({ quantity: 1, variantId: variant.id });
    const a = await first.paymentUrl();
    await choose(a.body.data.checkout_url, "expired");
    const second = await Buyer.ready({ quantity: 1, variantId: variant.id });
    expect((await second.paymentUrl()).status).toBe(201);
    const payments = await count("SELECT COUNT(*) AS n FROM payments");
    const retry = await first.retry(a.body.data.order);
    expect(retry.status).toBe(409);
    expect(retry.body.error!.message).toBe(CHECKOUT_MESSAGES.retryStockGone);
    expect(await count("SELECT COUNT(*) AS n FROM payments")).toBe(payments);
    expect(await stockOf(variant.id)).toBe(0);
  }, 30_000);

  it("an order that never got a payment (the PSP failed) gives its units back after an hour, by the Cron; the same key later takes them again", async () => {
    const variant = freshVariant();
    await env.DB.prepare("UPDATE variants SET stock = 2 WHERE id = ?1").bind(variant.id).run();
    const buyer = await Buyer.ready({ quantity: 2, variantId: variant.id });
    const key = newKey();
    await env.CACHE.put("sandbox-psp:fault", "error");
    try {
      expect((await buyer.paymentUrl(key)).status).toBe(503);
    } finally {
      await env.CACHE.delete("sandbox-psp:fault");
    }
    expect(await stockOf(variant.id)).toBe(0);
    await cron(Math.floor(Date.now() / 1000) + 60);
    expect(await stockOf(variant.id)).toBe(0);
    await cron(Math.floor(Date.now() / 1000) + RESERVATION_WITHOUT_PAYMENT_S + 60);
    expect(await stockOf(variant.id)).toBe(2);
    const again = await buyer.paymentUrl(key);
    expect(again.status).toBe(200);
    expect(await stockOf(variant.id)).toBe(0);
  }, 30_000);
});

describe("the webhook marks paid only the order's own total; what follows is never lost", () => {
  it("a paid amount that differs from the order's total leaves it unpaid, flagged, and the shop mailed (once)", async () => {
    const buyer = await Buyer.ready({ quantity: 1 });
    const placed = await buyer.paymentUrl();
    const number = placed.body.data.order;
    const id = providerIdOf(placed.body.data.checkout_url);
    await env.DB.prepare("UPDATE sandbox_payments SET amount = amount - 1, status = 'paid' WHERE id = ?1").bind(id).run();
    expect((await webhook(id)).status).toBe(200);
    expect((await webhook(id)).status).toBe(200);
    const order = await env.DB.prepare("SELECT id, status, payment_mismatch_at, payment_mismatch, grand_total FROM orders WHERE number = ?1").bind(number).first<{ id: number; status: string; payment_mismatch_at: number | null; payment_mismatch: string; grand_total: number }>();
    expect(order!.status).toBe("pending");
    expect(order!.payment_mismatch_at).not.toBeNull();
    expect(JSON.parse(order!.payment_mismatch)).toEqual({ provider_id: id, amount: order!.grand_total - 1, currency: "EUR" });
    const shop = await env.DB.prepare("SELECT to_address, subject, text FROM outbox WHERE kind = 'payment_mismatch' AND related_id = ?1").bind(number).all<{ to_address: string; subject: string; text: string }>();
    expect(shop.results).toHaveLength(1);
    expect(shop.results[0]!.to_address).toBe(SERVICE_ADDRESS);
    expect(shop.results[0]!.text).toContain(number);
    expect(await mailsAbout(number)).toHaveLength(0);
    expect(await count("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?1", order!.id)).toBe(0);
    expect((await buyer.status(number)).body.data.status).toBe("pending");
  });

  it("the order's own total decides, not the payment's: an old payment of a repriced order (pay again with PayPal) does not mark it paid", async () => {
    const buyer = await Buyer.ready({ quantity: 1, method: "ideal" });
    const first = await buyer.paymentUrl();
    const number = first.body.data.order;
    const before = (await orderRow(number))!.grand_total;
    const again = await buyer.retry(number, "paypal");
    expect(again.status).toBe(200);
    expect((await orderRow(number))!.grand_total).toBeGreaterThan(before);
    // The first (iDEAL) payment is paid after all, for the old amount: the PSP's amount equals that payment's.
    await choose(first.body.data.checkout_url, "paid");
    const order = await env.DB.prepare("SELECT status, payment_mismatch_at FROM orders WHERE number = ?1").bind(number).first<{ status: string; payment_mismatch_at: number | null }>();
    expect(order!.status).toBe("pending");
    expect(order!.payment_mismatch_at).not.toBeNull();
    expect(await mailsAbout(number)).toHaveLength(0);
    await choose(again.body.data.checkout_url, "paid");
    expect((await orderRow(number))!.status).toBe("paid");
    expect(await mailsAbout(number)).toHaveLength(1);
  }, 30_000);

  it("a confirmation mail that fails once (the outbox refuses it) is sent by the next Cron run, exactly once; the order is paid and the cart emptied regardless", async () => {
    const buyer = await Buyer.ready({ quantity: 1 });
    const placed = await buyer.paymentUrl();
    const number = placed.body.data.order;
    // A real failure of the real path: D1 refuses the outbox insert of this order's confirmation.
    await env.DB.prepare(`CREATE TRIGGER test_outbox_down BEFORE INSERT ON outbox WHEN NEW.related_id = '${number}' BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END`).run();
    try {
      expect((await choose(placed.body.data.checkout_url, "paid")).status).toBe(303);
      expect((await webhook(providerIdOf(placed.body.data.checkout_url))).status).toBe(200);
    } finally {
      await env.DB.prepare("DROP TRIGGER test_outbox_down").run();
    }
    const order = (await orderRow(number))!;
    expect(order.status).toBe("paid");
    expect(await mailsAbout(number)).toHaveLength(0);
    const open = await env.DB.prepare("SELECT step, done_at, last_error, attempts FROM order_followups WHERE order_id = ?1 ORDER BY step").bind(order.id).all<{ step: string; done_at: number | null; last_error: string | null; attempts: number }>();
    expect(open.results.map((r) => [r.step, r.done_at !== null])).toEqual([["cart_clear", true], ["confirmation_mail", false], ["shop_order_mail", false]]);
    expect(open.results[1]!.last_error).toContain("outbox unavailable");
    expect((await buyer.call<{ items: unknown[] }>("GET", "/v1/cart")).body.data.items).toEqual([]);

    await cron();
    await cron();
    expect(await mailsAbout(number)).toHaveLength(1);
    expect(await count("SELECT COUNT(*) AS n FROM order_followups WHERE order_id = ?1 AND done_at IS NULL", order.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?1", order.id)).toBe(1);
  }, 30_000);
});

describe("an order whose address was erased before its payment came in", () => {
  it("is paid and its follow-ups are done, without a confirmation mail to nobody", async () => {
    const buyer = await Buyer.ready({ quantity: 1 });
    const placed = await buyer.paymentUrl();
    const number = placed.body.data.order;
    // What erasing the account leaves of a pending order: its invoice data, no e-mail (worker/store/personal-data.ts).
    await env.DB.prepare("UPDATE orders SET email = '' WHERE number = ?1").bind(number).run();
    expect((await choose(placed.body.data.checkout_url, "paid")).status).toBe(303);
    expect((await webhook(providerIdOf(placed.body.data.checkout_url))).status).toBe(200);
    const order = (await orderRow(number))!;
    expect(order.status).toBe("paid");
    expect(await mailsAbout(number)).toHaveLength(0);
    expect(await count("SELECT COUNT(*) AS n FROM order_followups WHERE order_id = ?1 AND done_at IS NULL", order.id)).toBe(0);
  }, 30_000);
});

describe("the webhook limits how often one payment id makes the shop call the PSP", () => {
  it(`a burst of 30 calls for one id makes at most ${WEBHOOK_STATUS_FETCH_LIMIT.limit} status reads at the PSP; the rest answer 429 with Retry-After; another id is not affected`, async () => {
    const a = await (await Buyer.ready({ quantity: 1 })).paymentUrl();
    const b = await (await Buyer.ready({ quantity: 1 })).paymentUrl();
    const idA = providerIdOf(a.body.data.checkout_url);
    const idB = providerIdOf(b.body.data.checkout_url);
    const burst = await Promise.all(Array.from({ length: 30 }, () => webhook(idA)));
    const answered = burst.filter((r) => r.status === 200).length;
    const limited = burst.filter((r) => r.status === 429);
    expect(answered).toBeGreaterThanOrEqual(1);
    expect(answered).toBeLessThanOrEqual(WEBHOOK_STATUS_FETCH_LIMIT.limit);
    expect(limited).toHaveLength(30 - answered);
    expect(Number(limited[0]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    const reads = (id: string) => env.DB.prepare("SELECT status_reads FROM sandbox_payments WHERE id = ?1").bind(id).first<number>("status_reads");
    // Each answered call read the status once; a limited one not at all.
    expect(await reads(idA)).toBe(answered);
    expect((await webhook(idB)).status).toBe(200);
    expect(await reads(idB)).toBe(1);
  }, 30_000);
});
