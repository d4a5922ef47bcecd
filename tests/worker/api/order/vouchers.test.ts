/**
 * The voucher every paid order earns (docs/decisions/027): issued once by the paid transition however often it
 * arrives, shown with the order and in its confirmation mail, redeemable as a discount code on a later order
 * only, once even under concurrency, and void once the earning order is cancelled or fully refunded.
 * Real D1, Durable Objects and the sandbox PSP.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../../../app/lib/api/types/order";
import { codeRefusalMessage } from "../../../../worker/domain/cart/messages";
import { VOUCHER_TERMS } from "../../../../worker/domain/vouchers";
import { refundSandboxPayment } from "../../../../worker/edge/payments/sandbox";
import { cancelPaidOrder } from "../../../../worker/store/orders";
import { seedCart } from "../../../helpers/cart";
import { Buyer, choose, mailsAbout, orderRow, providerIdOf, webhook } from "./checkout-fixture";

beforeAll(seedCart);

const vouchersOf = async (orderId: number) =>
  (await env.DB.prepare("SELECT code, kind, value, min_order, max_uses, used_count, valid_from, valid_until FROM discount_codes WHERE earned_by_order = ?1").bind(orderId).all<{
    code: string;
    kind: string;
    value: number;
    min_order: number;
    max_uses: number;
    used_count: number;
    valid_from: string;
    valid_until: string;
  }>()).results;

/** A paid order of a fresh shopper (6 pillowcases: above the voucher's minimum) and its voucher code. */
async function paidOrderWithVoucher(): Promise<{ buyer: Buyer; number: string; id: number; code: string; checkoutUrl: string }> {
  const buyer = await Buyer.ready({ quantity: 6 });
  const placed = await buyer.paymentUrl();
  expect(placed.status).toBe(201);
  await choose(placed.body.data.checkout_url, "paid");
  const row = (await orderRow(placed.body.data.order))!;
  expect(row.status).toBe("paid");
  const [voucher] = await vouchersOf(row.id);
  return { buyer, number: placed.body.data.order, id: row.id, code: voucher!.code, checkoutUrl: placed.body.data.checkout_url };
}

describe("issuing: the paid transition issues one voucher", () => {
  it("a paid order has exactly one single-use voucher with the terms of worker/domain/vouchers.ts, however often the paid status arrives", async () => {
    const { id, number, code, checkoutUrl } = await paidOrderWithVoucher();
    // The webhook again (the PSP retries) and twice at once: still one voucher, the same code.
    const id_ = providerIdOf(checkoutUrl);
    await Promise.all([webhook(id_), webhook(id_), choose(checkoutUrl, "paid")].map(async (r) => (await r).body?.cancel()));
    const vouchers = await vouchersOf(id);
    expect(vouchers).toHaveLength(1);
    const t = VOUCHER_TERMS.order;
    expect(vouchers[0]).toMatchObject({ code, kind: "fixed", value: t.value, min_order: t.minOrder, max_uses: 1, used_count: 0 });
    expect(code).toMatch(/^BON-[A-Z2-9]{4}-[A-Z2-9]{4}$/u);
    const days = (Date.parse(vouchers[0]!.valid_until) - Date.parse(vouchers[0]!.valid_from)) / 86_400_000;
    expect(days).toBe(t.validDays);
    // The confirmation mail (sent once) carries the code and its conditions.
    const mails = await mailsAbout(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(code);
    expect(mails[0]!.text).toContain("€ 5,00 korting op een volgende bestelling vanaf € 50,00");
  }, 30_000);

  it("an unpaid or failed order has no voucher; the order's API shows the voucher once paid", async () => {
    const buyer = await Buyer.ready({ quantity: 6 });
    const placed = await buyer.paymentUrl();
    await choose(placed.body.data.checkout_url, "failed");
    const row = (await orderRow(placed.body.data.order))!;
    expect(await vouchersOf(row.id)).toHaveLength(0);
    const paid = await paidOrderWithVoucher();
    const read = await paid.buyer.call<Order>("GET", `/v1/order/${paid.number}`);
    expect(read.status).toBe(200);
    expect(read.body.data.voucher).toMatchObject({ code: paid.code, value: 500, min_order: 5000, state: "available" });
  }, 30_000);
});

describe("redeeming: a later order, once", () => {
  it("a second order of the same shopper uses it (€ 5 off); a third is refused with the Dutch message", async () => {
    const { buyer, code, number } = await paidOrderWithVoucher();
    const second = await Buyer.ready({ quantity: 6, code }, buyer);
    const placed = await second.paymentUrl();
    expect(placed.status).toBe(201);
    await choose(placed.body.data.checkout_url, "paid");
    const order = await second.call<Order>("GET", `/v1/order/${placed.body.data.order}`);
    expect(order.body.data.totals.discount_total).toBe(VOUCHER_TERMS.order.value);
    const earning = await buyer.call<Order>("GET", `/v1/order/${number}`);
    expect(earning.body.data.voucher!.state).toBe("used");

    const third = await Buyer.ready({ quantity: 6 });
    const apply = await third.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe(codeRefusalMessage("used_up"));
  }, 30_000);

  it("20 simultaneous checkouts with one voucher: exactly one order uses it, the others get a Dutch 409", async () => {
    const { code } = await paidOrderWithVoucher();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => Buyer.ready({ quantity: 6, code })));
    const answers = await Promise.all(buyers.map((b) => b.paymentUrl()));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
    // Refused as used up: at the order's batch, or (a cart priced after the use was taken) as the code removed
    // from the cart for that reason ("Kortingscode X is verwijderd: ...").
    for (const r of refused) expect(r.body.error!.message).toContain(codeRefusalMessage("used_up"));
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE discount_code = ?1").bind(code).first<number>("n"))!).toBe(1);
  }, 90_000);

  it("the earning order itself can never hold its voucher: D1 refuses the use", async () => {
    const { id, code } = await paidOrderWithVoucher();
    await expect(env.DB.prepare("INSERT INTO discount_code_uses (code, customer_key, order_id, created_at) VALUES (?1, 'e:x', ?2, 0)").bind(code, id).run()).rejects.toThrow(
      /discount_own_order/u,
    );
  }, 30_000);

  it("below the minimum order the voucher is refused with the amount named", async () => {
    const { code } = await paidOrderWithVoucher();
    const small = await Buyer.ready({ quantity: 1 });
    const price = (await small.call<{ totals: { sub_total: number } }>("GET", "/v1/cart")).body.data.totals.sub_total;
    expect(price).toBeLessThan(VOUCHER_TERMS.order.minOrder);
    const apply = await small.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe(codeRefusalMessage("min_order", VOUCHER_TERMS.order.minOrder));
  }, 30_000);
});

describe("voiding: the voucher lives only while its order stays paid", () => {
  it("a full refund by the PSP voids it: refused in the cart, and at payment-url for a cart that applied it before", async () => {
    const { code, checkoutUrl, buyer, number } = await paidOrderWithVoucher();
    const waiting = await Buyer.ready({ quantity: 6, code });
    const providerId = providerIdOf(checkoutUrl);
    // A partial refund keeps it.
    await refundSandboxPayment(env.DB, providerId, 100);
    await (await webhook(providerId)).body?.cancel();
    expect((await buyer.call<Order>("GET", `/v1/order/${number}`)).body.data.voucher!.state).toBe("available");
    // The rest: refunded in full.
    await refundSandboxPayment(env.DB, providerId, 1_000_000);
    await (await webhook(providerId)).body?.cancel();
    expect((await buyer.call<Order>("GET", `/v1/order/${number}`)).body.data.voucher!.state).toBe("voided");

    const other = await Buyer.ready({ quantity: 6 });
    const apply = await other.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe(codeRefusalMessage("voided"));
    const placed = await waiting.paymentUrl();
    expect(placed.status).toBe(409);
    expect(placed.body.error!.message).toContain(codeRefusalMessage("voided"));
  }, 30_000);

  it("a cancel of the paid order voids it, and D1 refuses a use even when the cart check is passed", async () => {
    const { code, id } = await paidOrderWithVoucher();
    expect(await cancelPaidOrder(env.DB, id, Math.floor(Date.now() / 1000))).toBe(true);
    const other = await Buyer.ready({ quantity: 6 });
    const apply = await other.call("POST", "/v1/cart/discount", { discount_code: code });
    expect(apply.status).toBe(422);
    expect(apply.body.error!.message).toBe(codeRefusalMessage("voided"));
    await expect(env.DB.prepare("UPDATE discount_codes SET used_count = used_count + 1 WHERE code = ?1").bind(code).run()).rejects.toThrow(/discount_voided/u);
  }, 30_000);
});
