/** What the checkout API answers (spec sections 3 and 7). Money in cents, VAT included. */
import type { Address, BillingAddress, CustomerType } from "./account";
import type { Cart } from "./cart";
import type { PaymentMethodCode, PaymentRuleSet } from "../../../kernel/payment-methods";
import type { ShippingMethodOption } from "../../../kernel/shipping";
import type { CheckoutTotals } from "../../../kernel/totals";

/** details.customer of the spec's checkout state. */
export interface CheckoutDetails {
  type: CustomerType;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  company: string;
  vat_number: string;
  coc_number: string;
  /** True once step 1 was saved (the spec's `loaded`). */
  loaded: boolean;
}

/** A payment method (spec section 3: code, id, issuers, price_incl). */
export interface PaymentMethod {
  code: PaymentMethodCode;
  id: string;
  title: string;
  /** e.g. iDEAL banks; empty when the provider lets the shopper choose on its page. */
  issuers: { id: string; name: string }[];
  /** Payment costs in cents (PayPal 99). */
  price_incl: number;
  /** Which fields the payment form asks for this method (spec section 5 rule sets). */
  rule_set: PaymentRuleSet;
  /** Alma: 2, 3, 4; in3: 3; otherwise empty. */
  installments: number[];
}

/** GET /v1/checkout/shippingmethod: the kernel's delivery option (app/kernel/shipping.ts). */
export type { ShippingMethodOption };

/** The chosen payment of step 2 (without personal fields like dob: only what the overview shows). */
export interface CheckoutPayment {
  method: PaymentMethodCode;
  issuer: string;
  insurance: boolean;
}

/** The delivery of bulky goods (docs/decisions/029); the state's `delivery` is null for a cart without them. */
export interface CheckoutDelivery {
  /** Old mattresses that can go back: one per mattress or boxspring delivered (app/kernel/delivery.ts). */
  take_back_count: number;
  /** "Oude matras retour" per mattress, cents incl. VAT. */
  take_back_price: number;
  /** The days the calendar offers the delivery postcode now, in order (empty before step 1). */
  days: { date: string; label: string }[];
  /** The saved day while it is still offered, else null (step 2 then asks again). */
  day: string | null;
  take_back: boolean;
}

/** GET /v1/checkout: the whole server-side checkout state of this shopper's cart (spec section 3). */
export interface CheckoutState {
  cart: Cart;
  details: CheckoutDetails | null;
  billing_address: BillingAddress | null;
  shipping_address: Address | null;
  shipping_method: string | null;
  payment: CheckoutPayment | null;
  paymentMethods: PaymentMethod[];
  /** Methods for a Belgian shipping address (Bancontact first). */
  foreignPaymentMethods: PaymentMethod[];
  shippingMethods: ShippingMethodOption[];
  /** Delivery day and old-mattress take-back when the cart holds bulky goods (docs/decisions/029). */
  delivery: CheckoutDelivery | null;
  /** The costs as step 3 shows them, computed by the server from D1 and the choices. */
  totals: CheckoutTotals;
  /** Which steps are complete: 1 after step 1, 2 after step 2. */
  completed_step: 0 | 1 | 2;
  logged_in: boolean;
}

/** The checkout's costs: the kernel's totals (app/kernel/totals.ts). */
export type { CheckoutTotals };

/** GET /v1/checkout/vat/validate (spec section 7: reads data.valid). */
export interface VatValidation {
  valid: boolean;
  /** The number with its country prefix, e.g. BE0123456749. */
  vat_number: string;
  /** False when the service could not answer (the spec counts that as valid). */
  checked: boolean;
}

/** POST /v1/checkout/payment-url and POST /v1/order/payment-url. */
export interface PaymentUrlResult {
  order: string;
  checkout_url: string;
}
