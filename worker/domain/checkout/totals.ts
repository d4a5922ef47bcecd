/**
 * The costs of the checkout (step 3 and the frozen order), from the server-side cart and the shopper's
 * choices. Pure: no I/O. Money in cents, prices include 21 % VAT; for an intra-community supply (a Belgian
 * company with a valid VAT number) VAT is taken off and the totals are excl. VAT ("btw verlegd").
 */
import type { CheckoutTotals, ShippingMethodOption } from "../../../app/lib/api/types/checkout";
import type { Cart } from "../../../app/lib/api/types/cart";
import { VAT_RATE_PERCENT } from "../../../app/lib/constants";
import { PAYPAL_FEE, SHIPPING_INSURANCE } from "../../../app/lib/checkout/constants";
import type { PaymentMethodCode } from "../../../app/lib/schemas/checkout";

export interface CheckoutChoice {
  /** The chosen delivery (its price replaces the cart's standard shipping costs); null: standard. */
  shippingMethod: ShippingMethodOption | null;
  insurance: boolean;
  method: PaymentMethodCode | null;
  reverseCharge: boolean;
}

/** Payment costs of a method (spec section 9: PayPal '0,99'; every other method free). */
export function paymentCosts(method: PaymentMethodCode | null): number {
  return method === "paypal" ? PAYPAL_FEE : 0;
}

/** The VAT inside an amount that includes it (rounded to the cent). */
export function vatIncluded(amountIncl: number, ratePercent = VAT_RATE_PERCENT): number {
  return amountIncl - Math.round((amountIncl * 100) / (100 + ratePercent));
}

export function checkoutTotals(cart: Cart, choice: CheckoutChoice): CheckoutTotals {
  const t = cart.totals;
  const shipping_costs = choice.shippingMethod ? choice.shippingMethod.price : t.shipping_costs;
  const insurance_costs = choice.insurance ? SHIPPING_INSURANCE : 0;
  const payment_costs = paymentCosts(choice.method);
  const merchandise = t.sub_total - t.discount_total;
  const inclTotal = merchandise + shipping_costs + insurance_costs + payment_costs;
  if (!choice.reverseCharge) {
    return {
      sub_total: t.sub_total,
      discount_total: t.discount_total,
      shipping_costs,
      insurance_costs,
      payment_costs,
      grand_total: inclTotal,
      vat_included: vatIncluded(inclTotal),
      reverse_charge: false,
    };
  }
  const excl = (cents: number) => cents - vatIncluded(cents);
  const parts = { sub_total: excl(t.sub_total), discount_total: excl(t.discount_total), shipping_costs: excl(shipping_costs), insurance_costs: excl(insurance_costs), payment_costs: excl(payment_costs) };
  return {
    ...parts,
    grand_total: parts.sub_total - parts.discount_total + parts.shipping_costs + parts.insurance_costs + parts.payment_costs,
    vat_included: 0,
    reverse_charge: true,
  };
}
