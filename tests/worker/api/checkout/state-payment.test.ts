import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutState } from "../../../../app/lib/api/types/checkout";
import { SHIPPING_COSTS } from "../../../../app/kernel/shipping";
import { CART_COOKIE } from "../../../../app/lib/constants";
import { INSTALLATION_COSTS, PAYPAL_FEE, SHIPPING_INSURANCE } from "../../../../app/lib/checkout/constants";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { CHECKOUT_MESSAGES as C } from "../../../../app/lib/checkout/messages";
import type { Env } from "../../../../worker/env";
import { CHECKOUT_WRITE_LIMIT } from "../../../../worker/api/checkout/state";
import { readCheckoutState } from "../../../../worker/store/checkout-state";
import { Visitor } from "../../../helpers/account";
import { ORIGIN } from "../../../helpers/http";
import { seedCart } from "../../../helpers/cart";
import { inOneWindow, useUpBinding } from "../../../helpers/rate-limits";
import { addToCart, BE_ADDRESS, BIRTHDATE, boxspring, saveStep1, smallItem, state, step1 } from "./state-helpers";

beforeAll(seedCart);
afterEach(() => vi.restoreAllMocks());

async function atStep2(variantId = smallItem.variant.id, step1Overrides: Parameters<typeof saveStep1>[1] = {}): Promise<Visitor> {
  const v = new Visitor();
  await addToCart(v, variantId);
  await saveStep1(v, step1Overrides);
  return v;
}

const pay = (v: Visitor, body: Record<string, unknown>) => v.call<CheckoutState>("POST", "/v1/checkout/paymentmethod", { shipping_method: "standard", ...body });

async function stored(v: Visitor) {
  return readCheckoutState(env.DB, v.jar.cookies.get(CART_COOKIE)!);
}

const PAY_LATER_OK = { gender: "vrouw", phone: "06-12345678", dob: BIRTHDATE, terms: true };

describe("POST /v1/checkout/paymentmethod: the rule sets (spec section 5)", () => {
  it.each([
    ["no method", { method: "" }, "method", C.paymentMethodMissing],
    ["an unknown method", { method: "bitcoin" }, "method", C.paymentMethodInvalid],
    ["Bancontact for an NL delivery", { method: "bancontact" }, "method", C.paymentMethodInvalid],
    ["no shipping method", { shipping_method: "", method: "ideal" }, "shipping_method", C.shippingMethod],
    ["an unknown shipping method", { shipping_method: "drone", method: "ideal" }, "shipping_method", C.shippingMethod],
    ["installation without a boxspring", { shipping_method: "installation", method: "ideal" }, "shipping_method", C.shippingMethod],
    ["afterpay without terms", { method: "afterpay", customer: { ...PAY_LATER_OK, terms: false } }, "customer", M.terms],
    ["afterpay without gender", { method: "afterpay", customer: { ...PAY_LATER_OK, gender: "" } }, "customer", M.gender],
    ["billink with a bad phone", { method: "billink", customer: { ...PAY_LATER_OK, phone: "123" } }, "customer", M.phone_number],
    ["billink under 18", { method: "billink", customer: { ...PAY_LATER_OK, dob: `01-01-${new Date().getUTCFullYear() - 10}` } }, "customer", M.birthdate],
    ["in3 without installment", { method: "in3", customer: { dob: BIRTHDATE, phone: "0612345678" } }, "customer", M.installment],
    ["in3 without birthdate", { method: "in3", customer: { installment: 3, phone: "0612345678" } }, "customer", M.birthdate],
    ["alma with 5 installments", { method: "alma", customer: { installment: 5, phone: "0612345678" } }, "customer", M.installment],
    ["alma without phone", { method: "alma", customer: { installment: 2 } }, "customer", M.phone_number],
  ])("%s: 422 with the message at its field, nothing saved", async (_name, body, field, message) => {
    const v = await atStep2();
    const r = await pay(v, body);
    expect(r.status).toBe(422);
    expect(r.body.error?.fields?.[field]).toBe(message);
    expect((await state(v)).payment).toBeNull();
  });

  it("before step 1: 409 stepMissing; with an empty cart: 409 cart_empty", async () => {
    const v = new Visitor();
    await addToCart(v, smallItem.variant.id);
    const missing = await pay(v, { method: "ideal" });
    expect(missing.status).toBe(409);
    expect(missing.body.error).toMatchObject({ code: "step_missing", message: C.stepMissing });
    const empty = await pay(new Visitor(), { method: "ideal" });
    expect(empty.status).toBe(409);
    expect(empty.body.error?.code).toBe("cart_empty");
  });

  it.each([
    ["ideal", {}],
    ["creditcard", {}],
    ["banktransfer", {}],
    ["afterpay", { customer: PAY_LATER_OK }],
    ["billink", { customer: PAY_LATER_OK }],
    ["in3", { customer: { dob: BIRTHDATE, installment: 3, phone: "0612345678" } }],
    ["alma", { customer: { installment: 4, phone: "0612345678" } }],
  ])("%s with its fields is saved: step 2 complete", async (method, extra) => {
    const v = await atStep2();
    const r = await pay(v, { method, ...extra });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ payment: { method, insurance: false }, shipping_method: "standard", completed_step: 2 });
    expect(r.body.data.totals.payment_costs).toBe(0);
  });

  it("iDEAL lists the provider's banks; a bank it does not list is refused with 'Kies je bank'", async () => {
    const v = await atStep2();
    const ideal = (await state(v)).paymentMethods.find((m) => m.code === "ideal")!;
    expect(ideal.issuers.length).toBeGreaterThan(0);
    const wrong = await pay(v, { method: "ideal", issuer: "ideal_NOPENL2A" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.fields?.issuer).toBe(C.issuer);
    const right = await pay(v, { method: "ideal", issuer: ideal.issuers[0]!.id });
    expect(right.body.data.payment).toEqual({ method: "ideal", issuer: ideal.issuers[0]!.id, insurance: false });
  });

  it("an issuer sent with a method without banks is not kept", async () => {
    const v = await atStep2();
    const r = await pay(v, { method: "creditcard", issuer: "ideal_INGBNL2A" });
    expect(r.body.data.payment?.issuer).toBe("");
  });

  it("a Belgian delivery pays with Bancontact", async () => {
    const v = await atStep2(smallItem.variant.id, { billing_address: BE_ADDRESS });
    const r = await pay(v, { method: "bancontact" });
    expect(r.status).toBe(200);
    expect(r.body.data.payment?.method).toBe("bancontact");
    expect(r.body.data.totals.shipping_costs).toBe(SHIPPING_COSTS.BE);
  });
});

describe("step 2 costs, computed by the server", () => {
  it("PayPal adds € 0,99 payment costs; insurance € 10,00; the total adds up", async () => {
    const v = await atStep2();
    const r = await pay(v, { method: "paypal", insurance: true });
    const t = r.body.data.totals;
    expect(t).toMatchObject({ payment_costs: PAYPAL_FEE, insurance_costs: SHIPPING_INSURANCE, shipping_costs: SHIPPING_COSTS.NL, reverse_charge: false });
    expect(t.grand_total).toBe(t.sub_total - t.discount_total + t.shipping_costs + t.insurance_costs + t.payment_costs);
    expect(t.vat_included).toBe(t.grand_total - Math.round(t.grand_total / 1.21));
  });

  it("delivery with installation replaces the (free) boxspring delivery at its price", async () => {
    const v = await atStep2(boxspring.variant.id);
    // A boxspring is delivered on a day of the calendar (docs/decisions/029).
    const day = (await state(v)).delivery!.days[0]!.date;
    const r = await pay(v, { shipping_method: "installation", method: "ideal", delivery_day: day });
    expect(r.status).toBe(200);
    expect(r.body.data.totals.shipping_costs).toBe(INSTALLATION_COSTS);
  });

  it("client-sent prices are ignored; a D1 price change shows in the next state", async () => {
    const v = await atStep2();
    const before = (await pay(v, { method: "ideal", price: 1, grand_total: 1, totals: { grand_total: 1 } })).body.data.totals;
    expect(before.grand_total).toBeGreaterThan(1);
    await env.DB.prepare("UPDATE variants SET price_delta = price_delta + 1000 WHERE id = ?1").bind(smallItem.variant.id).run();
    try {
      const after = (await state(v)).totals;
      expect(after.sub_total).toBe(before.sub_total + 1000);
      expect(after.grand_total - before.grand_total).toBe(1000 + (after.shipping_costs - before.shipping_costs));
    } finally {
      await env.DB.prepare("UPDATE variants SET price_delta = price_delta - 1000 WHERE id = ?1").bind(smallItem.variant.id).run();
    }
  });
});

describe("switching the method (spec section 4): the saved customer fields belong to the saved method only", () => {
  it("afterpay's dob, gender, terms and phone are gone after switching to iDEAL; in3 keeps only its own", async () => {
    const v = await atStep2();
    expect((await pay(v, { method: "afterpay", customer: PAY_LATER_OK })).status).toBe(200);
    expect((await stored(v))!.payment).toMatchObject({ method: "afterpay", customer: { dob: BIRTHDATE, gender: "vrouw", terms: true, phone: "0612345678", installment: null } });

    expect((await pay(v, { method: "ideal", customer: PAY_LATER_OK })).status).toBe(200);
    expect((await stored(v))!.payment).toMatchObject({ method: "ideal", customer: { dob: "", gender: "", terms: false, phone: "", installment: null } });

    expect((await pay(v, { method: "in3", customer: { ...PAY_LATER_OK, installment: 3 } })).status).toBe(200);
    expect((await stored(v))!.payment!.customer).toEqual({ dob: BIRTHDATE, gender: "", terms: false, phone: "0612345678", installment: 3 });
  });

  it("the state never answers the personal payment fields", async () => {
    const v = await atStep2();
    await pay(v, { method: "afterpay", customer: PAY_LATER_OK });
    const s = await state(v);
    expect(s.payment).toEqual({ method: "afterpay", issuer: "", insurance: false });
    expect(JSON.stringify(s)).not.toContain(BIRTHDATE);
  });

  it("a delivery country change that rules the saved method out leaves step 2 to do again", async () => {
    const v = await atStep2();
    await pay(v, { method: "ideal" });
    const s = await saveStep1(v, { billing_address: BE_ADDRESS });
    expect(s.payment).toBeNull();
    expect(s.completed_step).toBe(1);
  });
});

describe("VAT service failure at step 1 (VAT_PROVIDER=vies, the service down)", () => {
  it("counts the number as valid (spec section 5): step 1 is saved, reverse charge applies", async () => {
    const v = new Visitor();
    await addToCart(v, smallItem.variant.id);
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      throw new TypeError("network down");
    });
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { default: worker } = await import("../../../../worker/index");
    const ctx = createExecutionContext();
    const body = step1({ details: { type: "company", company: "Slaap BV", vat_number: "BE0403170701", coc_number: "0403170701" }, billing_address: BE_ADDRESS });
    const res = await worker.fetch(
      new Request(`${ORIGIN}/v1/checkout/customer`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": v.ip, Cookie: v.jar.header() },
        body: JSON.stringify(body),
      }),
      { ...(env as unknown as Env), VAT_PROVIDER: "vies" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const s = ((await res.json()) as { data: CheckoutState }).data;
    expect(s.details?.vat_number).toBe("BE0403170701");
    expect(s.totals.reverse_charge).toBe(true);
    expect((await stored(v))!.details).toMatchObject({ vat_valid: true, vat_checked: false });
  });
});

describe("rate limits", () => {
  it(`step saves are limited per IP (${CHECKOUT_WRITE_LIMIT.limit} per minute); reads are not`, async () => {
    const v = await atStep2();
    // Use up the minute without 120 real posts, on the Rate Limiting binding the middleware counts on.
    await inOneWindow(CHECKOUT_WRITE_LIMIT.windowS);
    await useUpBinding("RL_CHECKOUT_WRITE_IP", "checkout-write-ip", v.ip);
    const over = await pay(v, { method: "ideal" });
    expect(over.status).toBe(429);
    expect((await v.call("POST", "/v1/checkout/customer", step1())).status).toBe(429);
    expect((await v.call("GET", "/v1/checkout")).status).toBe(200);
  }, 40_000);
});
