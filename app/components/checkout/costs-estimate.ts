import type { CheckoutState, CheckoutTotals } from "../../lib/api/types/checkout";
import { VAT_RATE_PERCENT } from "../../lib/constants";
import { SHIPPING_INSURANCE } from "../../lib/checkout/constants";

const vatIn = (incl: number) => incl - Math.round((incl * 100) / (100 + VAT_RATE_PERCENT));

/**
 * The costs step 2 shows while the shopper chooses (before the choice is saved): the server's cart amounts
 * with the chosen shipping method, insurance and method's payment costs, as worker/domain/checkout/totals.ts
 * computes them. Display only: the server computes the amounts that are charged (step 3 shows those).
 */
export function estimateTotals(
  state: Pick<CheckoutState, "cart" | "totals" | "shippingMethods">,
  choice: { shippingMethod: string; insurance: boolean; paymentCosts: number },
): CheckoutTotals {
  const t = state.cart.totals;
  const option = state.shippingMethods.find((m) => m.code === choice.shippingMethod);
  const shipping = option ? option.price : t.shipping_costs;
  const insurance = choice.insurance ? SHIPPING_INSURANCE : 0;
  const incl = t.sub_total - t.discount_total + shipping + insurance + choice.paymentCosts;
  if (!state.totals.reverse_charge) {
    return { sub_total: t.sub_total, discount_total: t.discount_total, shipping_costs: shipping, insurance_costs: insurance, payment_costs: choice.paymentCosts, grand_total: incl, vat_included: vatIn(incl), reverse_charge: false };
  }
  const excl = (cents: number) => cents - vatIn(cents);
  const parts = { sub_total: excl(t.sub_total), discount_total: excl(t.discount_total), shipping_costs: excl(shipping), insurance_costs: excl(insurance), payment_costs: excl(choice.paymentCosts) };
  return { ...parts, grand_total: parts.sub_total - parts.discount_total + parts.shipping_costs + parts.insurance_costs + parts.payment_costs, vat_included: 0, reverse_charge: true };
}

/**
 * Pay again: the order's total with another method's payment costs, as worker/api/order/retry.ts reprices it
 * (excl. VAT for an intra-community supply). Display only: the server computes what is charged.
 */
export function payAgainTotals(totals: { grand_total: number; payment_costs: number; reverse_charge: boolean }, priceIncl: number): { paymentCosts: number; grandTotal: number } {
  const paymentCosts = totals.reverse_charge ? priceIncl - vatIn(priceIncl) : priceIncl;
  return { paymentCosts, grandTotal: totals.grand_total - totals.payment_costs + paymentCosts };
}
