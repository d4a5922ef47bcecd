/**
 * Delivery of bulky goods in the checkout (docs/decisions/029): a cart with a mattress gets the calendar's
 * days for its delivery postcode; step 2 refuses a day not offered there with a Dutch 422 and saves nothing;
 * the take-back is priced by the server (client prices ignored); the order stores day and take-back for the
 * driver, and its answer, mail and invoice show them.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutState } from "../../../../app/lib/api/types/checkout";
import type { Order } from "../../../../app/lib/api/types/order";
import { TAKE_BACK_PRICE } from "../../../../app/kernel/delivery";
import { CART_COOKIE } from "../../../../app/lib/constants";
import { DELIVERY_MESSAGES as D } from "../../../../app/lib/delivery/messages";
import { invoiceDocument } from "../../../../worker/domain/invoice";
import { readCheckoutState } from "../../../../worker/store/checkout-state";
import { offeredDeliveryDays } from "../../../../worker/store/delivery";
import { Visitor } from "../../../helpers/account";
import { findVariant, seedCart } from "../../../helpers/cart";
import { choose, mailsAbout, newKey } from "../order/checkout-fixture";
import { addToCart, BE_ADDRESS, saveStep1, smallItem, state } from "./state-helpers";

beforeAll(seedCart);

const mattress = findVariant((p, v) => p.type === "matras" && p.available && v.stock >= 20);

async function mattressShopper(quantity = 2, step1: Parameters<typeof saveStep1>[1] = {}): Promise<Visitor> {
  const v = new Visitor();
  await addToCart(v, mattress.variant.id, quantity);
  await saveStep1(v, step1);
  return v;
}

const pay = (v: Visitor, body: Record<string, unknown>) =>
  v.call<CheckoutState>("POST", "/v1/checkout/paymentmethod", { shipping_method: "standard", method: "ideal", ...body });

/** An ISO day of the next weeks that is not in `days` (a Sunday: no area is delivered on Sundays). */
function sundayAfter(days: string[]): string {
  const d = new Date(`${days[0]}T00:00:00Z`);
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe("GET /v1/checkout: the delivery of a cart with mattresses", () => {
  it("offers the calendar's days for the delivery postcode, and the take-back of one old mattress per mattress", async () => {
    const v = await mattressShopper(2);
    const s = await state(v);
    const expected = await offeredDeliveryDays(env.DB, "NL", "3511 AB", Date.now());
    expect(s.delivery).toMatchObject({ take_back_count: 2, take_back_price: TAKE_BACK_PRICE, day: null, take_back: false });
    expect(s.delivery!.days.map((d) => d.date)).toEqual(expected.days);
    expect(s.delivery!.days.length).toBeGreaterThan(5);
    expect(s.delivery!.days[0]!.label).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag) \d{1,2} [a-z]+ \d{4}$/u);
  });

  it("a Belgian postcode gets the Belgian days (Tuesday, Thursday, Saturday)", async () => {
    const v = await mattressShopper(1, { billing_address: BE_ADDRESS });
    const days = (await state(v)).delivery!.days.map((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay());
    expect(new Set(days)).toEqual(new Set([2, 4, 6]));
  });

  it("a cart without mattresses or boxsprings has no delivery choice; a day sent is ignored", async () => {
    const v = new Visitor();
    await addToCart(v, smallItem.variant.id);
    await saveStep1(v);
    expect((await state(v)).delivery).toBeNull();
    const r = await pay(v, { delivery_day: "2099-01-01", take_back: true });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ delivery: null, completed_step: 2 });
    expect(r.body.data.totals.take_back_costs).toBe(0);
  });
});

describe("POST /v1/checkout/paymentmethod: day and take-back checked and priced by the server", () => {
  it("refuses no day, a day not offered for the postcode and a malformed day with a Dutch 422, saving nothing", async () => {
    const v = await mattressShopper();
    const days = (await state(v)).delivery!.days.map((d) => d.date);
    const be = (await offeredDeliveryDays(env.DB, "BE", "1000", Date.now())).days;
    const nlOnly = days.find((d) => !be.includes(d))!;
    const bv = await mattressShopper(1, { billing_address: BE_ADDRESS });
    for (const [visitor, day] of [[v, ""], [v, sundayAfter(days)], [v, "2020-01-07"], [v, "volgende week"], [bv, nlOnly]] as const) {
      const r = await pay(visitor, { delivery_day: day, take_back: true, method: visitor === bv ? "bancontact" : "ideal" });
      expect(r.status, day).toBe(422);
      expect(r.body.error?.fields?.delivery_day, JSON.stringify(r.body.error)).toBe(D.dayInvalid);
      const saved = await readCheckoutState(env.DB, visitor.jar.cookies.get(CART_COOKIE)!);
      expect(saved?.payment).toBeNull();
      expect(saved?.delivery).toBeNull();
    }
    expect((await state(v)).completed_step).toBe(1);
  });

  it("an offered day with take-back: € 25 per mattress in the totals; sent prices are ignored", async () => {
    const v = await mattressShopper(2);
    const before = await state(v);
    const day = before.delivery!.days[2]!.date;
    const r = await pay(v, { delivery_day: day, take_back: true, take_back_costs: 1, take_back_price: 1, totals: { grand_total: 1 } });
    expect(r.status).toBe(200);
    const s = r.body.data;
    expect(s.delivery).toMatchObject({ day, take_back: true, take_back_count: 2 });
    expect(s.completed_step).toBe(2);
    expect(s.totals.take_back_costs).toBe(2 * TAKE_BACK_PRICE);
    expect(s.totals.grand_total).toBe(before.totals.grand_total + 2 * TAKE_BACK_PRICE);
    // Without take-back: the day stays, the costs go.
    const without = await pay(v, { delivery_day: day });
    expect(without.body.data.totals.take_back_costs).toBe(0);
    expect(without.body.data.totals.grand_total).toBe(before.totals.grand_total);
  });

  it("a saved day that is no longer offered (closed meanwhile) sends the shopper back to step 2", async () => {
    const v = await mattressShopper(1);
    const day = (await state(v)).delivery!.days[0]!.date;
    await pay(v, { delivery_day: day });
    expect((await state(v)).completed_step).toBe(2);
    await env.DB.prepare("INSERT INTO delivery_closed_days (area_code, day, reason) VALUES ('NL', ?1, 'test')").bind(day).run();
    try {
      const s = await state(v);
      expect(s.delivery!.day).toBeNull();
      expect(s.completed_step).toBe(1);
      const order = await v.call("POST", "/v1/checkout/payment-url", { idempotency_key: newKey(), terms: true });
      expect(order.status).toBe(409);
      expect(order.body.error?.code).toBe("step_missing");
    } finally {
      await env.DB.prepare("DELETE FROM delivery_closed_days WHERE area_code = 'NL' AND day = ?1 AND reason = 'test'").bind(day).run();
    }
  });
});

describe("the order: stored for the driver, shown in its answer, mail and invoice", () => {
  it("keeps the day and two mattresses back; the total, the mail and the invoice include € 50", async () => {
    const v = await mattressShopper(2);
    const s0 = await state(v);
    const day = s0.delivery!.days[1]!;
    const s = (await pay(v, { delivery_day: day.date, take_back: true })).body.data;
    const placed = await v.call<{ order: string; checkout_url: string }>("POST", "/v1/checkout/payment-url", { idempotency_key: newKey(), terms: true });
    expect(placed.status).toBe(201);
    const number = placed.body.data.order;
    const row = await env.DB.prepare(
      "SELECT o.grand_total, d.area_code, d.delivery_day, d.take_back_count, d.take_back_costs FROM orders o JOIN order_deliveries d ON d.order_id = o.id WHERE o.number = ?1",
    )
      .bind(number)
      .first();
    expect(row).toEqual({ grand_total: s.totals.grand_total, area_code: "NL", delivery_day: day.date, take_back_count: 2, take_back_costs: 5000 });

    await choose(placed.body.data.checkout_url, "paid");
    const order = (await v.call<Order>("GET", `/v1/order/${number}`)).body.data;
    expect(order.delivery).toEqual({ day: day.date, day_label: day.label, take_back_count: 2, take_back_costs: 5000 });
    expect(order.totals.grand_total).toBe(s.totals.grand_total);

    const mail = (await mailsAbout(number))[0]!;
    expect(mail.text).toContain(day.label);
    expect(mail.text).toContain(`${D.takeBackLine(2)}`);
    expect(mail.text).toContain("€ 50,00");

    const invoice = invoiceDocument(order);
    const line = invoice.lines.find((l) => l.description === D.takeBackTitle)!;
    expect(line).toMatchObject({ quantity: 2, vatRate: 21, amountExcl: 4132 });
    expect(invoice.totalIncl).toBe(order.totals.grand_total);
  });
});
