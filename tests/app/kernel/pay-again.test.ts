/** Table test of pay-again repricing (app/kernel/pay-again.ts; spec section 7, POST /v1/order/payment-url). */
import { describe, expect, it } from "vitest";
import { payAgainTotals } from "../../../app/kernel/pay-again";

describe("payAgainTotals: only the payment costs change", () => {
  it.each([
    ["PayPal -> iDEAL", { grand_total: 10099, payment_costs: 99, reverse_charge: false }, 0, { paymentCosts: 0, grandTotal: 10000 }],
    ["iDEAL -> PayPal", { grand_total: 10000, payment_costs: 0, reverse_charge: false }, 99, { paymentCosts: 99, grandTotal: 10099 }],
    ["PayPal again", { grand_total: 10099, payment_costs: 99, reverse_charge: false }, 99, { paymentCosts: 99, grandTotal: 10099 }],
    ["reverse charge, iDEAL -> PayPal: the fee excl. VAT", { grand_total: 8264, payment_costs: 0, reverse_charge: true }, 99, { paymentCosts: 82, grandTotal: 8346 }],
    ["reverse charge, PayPal -> iDEAL", { grand_total: 8346, payment_costs: 82, reverse_charge: true }, 0, { paymentCosts: 0, grandTotal: 8264 }],
  ])("%s", (_label, totals, priceIncl, expected) => {
    expect(payAgainTotals(totals, priceIncl)).toEqual(expected);
  });
});
