/**
 * Pay again (spec section 7: POST /v1/order/payment-url, the retry): an unpaid order paid with another
 * method. Only the payment costs change; under reverse charge they are excl. VAT like the rest of the
 * order. The Worker charges what this computes (with totalVat for the order's VAT); the pay-again page
 * shows the same sum before paying.
 */
import { withoutVat } from "./money.ts";

/** The order's totals with another method's payment costs (priceIncl: the method's costs incl. VAT). */
export function payAgainTotals(
  totals: { grand_total: number; payment_costs: number; reverse_charge: boolean },
  priceIncl: number,
): { paymentCosts: number; grandTotal: number } {
  const paymentCosts = totals.reverse_charge ? withoutVat(priceIncl) : priceIncl;
  return { paymentCosts, grandTotal: totals.grand_total - totals.payment_costs + paymentCosts };
}
