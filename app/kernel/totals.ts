/**
 * Cart and checkout totals (spec section 3: cart totals and the checkout state's costs; docs/decisions/011
 * and 017). Pure: the Worker prices the cart, step 3 and the order with it, the browser's step 2 estimate
 * calls the same checkoutTotals. Cents; prices include VAT (money.ts). The take-back of old mattresses
 * (delivery.ts, docs/decisions/029) is a part of its own. For an intra-community supply
 * (reverse charge, "btw verlegd") every part is made excl. VAT and the total is their sum, with no VAT.
 */
import { takeBackCosts, type DeliveredLine } from "./delivery.ts";
import { vatIncluded, withoutVat } from "./money.ts";
import { paymentCosts, type PaymentMethodCode } from "./payment-methods.ts";
import { chosenShippingCosts, insuranceCosts, type ShippingMethodOption } from "./shipping.ts";

/** The costs of a checkout (GET /v1/checkout `totals`, the frozen order's totals). */
export interface CheckoutTotals {
  sub_total: number;
  discount_total: number;
  shipping_costs: number;
  insurance_costs: number;
  payment_costs: number;
  /** "Oude matras retour": TAKE_BACK_PRICE per old mattress taken back (0 when not chosen). */
  take_back_costs: number;
  grand_total: number;
  vat_included: number;
  /** Intra-community supply to a BE company with a valid VAT number: 0 % VAT, "btw verlegd". */
  reverse_charge: boolean;
}

/** The parts a total is made of, each incl. VAT. */
export type CostParts = Pick<CheckoutTotals, "sub_total" | "discount_total" | "shipping_costs" | "insurance_costs" | "payment_costs" | "take_back_costs">;

/** The VAT a total states: none under reverse charge, else the VAT it includes. */
export function totalVat(grandTotal: number, reverseCharge: boolean): number {
  return reverseCharge ? 0 : vatIncluded(grandTotal);
}

/**
 * The one sum: grand total = sub_total - discount_total + shipping + insurance + payment + take-back costs, with the VAT
 * it includes. Reverse charge: every part excl. VAT (withoutVat) and the grand total the sum of those parts.
 */
export function totalsOf(parts: CostParts, reverseCharge: boolean): CheckoutTotals {
  const part = reverseCharge ? (cents: number) => withoutVat(cents) : (cents: number) => cents;
  const p = {
    sub_total: part(parts.sub_total),
    discount_total: part(parts.discount_total),
    shipping_costs: part(parts.shipping_costs),
    insurance_costs: part(parts.insurance_costs),
    payment_costs: part(parts.payment_costs),
    take_back_costs: part(parts.take_back_costs),
  };
  const grand_total = p.sub_total - p.discount_total + p.shipping_costs + p.insurance_costs + p.payment_costs + p.take_back_costs;
  return { ...p, grand_total, vat_included: totalVat(grand_total, reverseCharge), reverse_charge: reverseCharge };
}

/** What the checkout's totals start from: the cart's amounts, priced by the server for the delivery country. */
export interface CartAmounts {
  totals: { sub_total: number; discount_total: number; shipping_costs: number };
  /** The lines, for the take-back of old mattresses (one per bulky unit). */
  items: readonly DeliveredLine[];
}

interface ChoiceBase {
  /** The chosen delivery (its price replaces the cart's standard shipping costs); null: standard. */
  shippingMethod: ShippingMethodOption | null;
  insurance: boolean;
  /** "Oude matras retour" chosen (step 2; only a cart with bulky lines has anything to take back). Absent: not chosen. */
  takeBack?: boolean;
  reverseCharge: boolean;
}

/**
 * The shopper's choices: the payment method (its costs are paymentCosts(method)), or, in the browser's
 * estimate, the payment costs of the method as the server's method list states them (`price_incl`).
 */
export type CheckoutChoice = ChoiceBase & ({ method: PaymentMethodCode | null } | { paymentCosts: number });

/** The checkout's totals (step 2's estimate, step 3, the frozen order) from the cart and the choices. */
export function checkoutTotals(cart: CartAmounts, choice: CheckoutChoice): CheckoutTotals {
  const t = cart.totals;
  return totalsOf(
    {
      sub_total: t.sub_total,
      discount_total: t.discount_total,
      shipping_costs: chosenShippingCosts(t.shipping_costs, choice.shippingMethod),
      insurance_costs: insuranceCosts(choice.insurance),
      payment_costs: "paymentCosts" in choice ? choice.paymentCosts : paymentCosts(choice.method),
      take_back_costs: takeBackCosts(cart.items, choice.takeBack === true),
    },
    choice.reverseCharge,
  );
}
