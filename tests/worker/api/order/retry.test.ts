/**
 * Pay again with any method (ADR 018): every method of the order's country, the pay-later and instalment
 * methods with their fields checked by step 2's rule sets (spec section 5), the payment costs repriced.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES as C } from "../../../../app/lib/checkout/messages";
import { PAYPAL_FEE } from "../../../../app/lib/checkout/constants";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import type { PaymentUrlResult } from "../../../../app/lib/api/types/checkout";
import type { PaymentMethodCode } from "../../../../app/lib/schemas/checkout";
import { seedCart } from "../../../helpers/cart";
import { Buyer, choose, METHOD_FIELDS, newKey, orderRow } from "./checkout-fixture";

beforeAll(seedCart);

/** An order whose first payment (iDEAL, or the method given) failed. */
async function failedOrder(options: Parameters<typeof Buyer.ready>[0] = {}) {
  const buyer = await Buyer.ready(options);
  const r = await buyer.paymentUrl();
  if (r.status !== 201) throw new Error(`payment-url: ${r.status}`);
  await choose(r.body.data.checkout_url, "failed");
  return { buyer, number: r.body.data.order };
}

const retryWith = (buyer: Buyer, order: string, method: PaymentMethodCode | undefined, customer?: Record<string, unknown>) =>
  buyer.call<PaymentUrlResult>("POST", "/v1/order/payment-url", { order, method, idempotency_key: newKey(), ...(customer ? { customer } : {}) });

describe("pay again with a pay-later or instalment method: step 2's rule sets", () => {
  it.each([
    ["afterpay", {}, M.gender],
    ["afterpay", { ...METHOD_FIELDS.afterpay, terms: false }, M.terms],
    ["billink", { ...METHOD_FIELDS.billink, dob: `01-01-${new Date().getUTCFullYear() - 10}` }, M.birthdate],
    ["billink", { ...METHOD_FIELDS.billink, phone: "123" }, M.phone_number],
    ["in3", { dob: "01-01-1980", phone: "0612345678" }, M.installment],
    ["in3", {}, M.birthdate],
    ["alma", { installment: 5, phone: "0612345678" }, M.installment],
    ["alma", { installment: 2 }, M.phone_number],
  ] as const)("%s with %o: 422 with the Dutch message, nothing changed", async (method, customer, message) => {
    const { buyer, number } = await failedOrder();
    const before = await orderRow(number);
    const r = await retryWith(buyer, number, method, customer);
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toBe(message);
    expect(r.body.error?.fields?.customer).toBe(message);
    expect(await orderRow(number)).toEqual(before);
  });

  it.each([["afterpay"], ["billink"], ["in3"], ["alma"]] as const)("%s with its fields: a new payment, the order's method changes, paid on the PSP's page", async (method) => {
    const { buyer, number } = await failedOrder();
    const r = await retryWith(buyer, number, method, METHOD_FIELDS[method]);
    expect(r.status).toBe(200);
    expect((await orderRow(number))!.payment_method).toBe(method);
    await choose(r.body.data.checkout_url, "paid");
    expect((await buyer.status(number)).body.data.status).toBe("paid");
  });

  it("without a method the order's method applies, with its rules: a failed Riverty order needs its fields again", async () => {
    const { buyer, number } = await failedOrder({ method: "afterpay" });
    const missing = await retryWith(buyer, number, undefined);
    expect(missing.status).toBe(422);
    expect(missing.body.error?.fields?.customer).toBe(M.gender);
    const ok = await retryWith(buyer, number, undefined, METHOD_FIELDS.afterpay);
    expect(ok.status).toBe(200);
  });

  it("a method not offered for the order's country (Bancontact for an NL delivery) or unknown: 422 'Selecteer een betaalmethode'", async () => {
    const { buyer, number } = await failedOrder();
    for (const method of ["bancontact", "bitcoin"]) {
      const r = await retryWith(buyer, number, method as PaymentMethodCode);
      expect(r.status).toBe(422);
      expect(r.body.error?.message).toBe(C.paymentMethodInvalid);
    }
  });

  it("the payment costs are recomputed on the server: PayPal adds its fee, back to iDEAL takes it off", async () => {
    const { buyer, number } = await failedOrder();
    const start = (await orderRow(number))!.grand_total;
    const paypal = await retryWith(buyer, number, "paypal");
    expect(paypal.status).toBe(200);
    expect(await orderRow(number)).toMatchObject({ payment_method: "paypal", payment_costs: PAYPAL_FEE, grand_total: start + PAYPAL_FEE });
    await choose(paypal.body.data.checkout_url, "failed");
    const ideal = await retryWith(buyer, number, "ideal");
    expect(ideal.status).toBe(200);
    expect(await orderRow(number)).toMatchObject({ payment_method: "ideal", payment_costs: 0, grand_total: start });
  });
});
