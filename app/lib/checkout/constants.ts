/** Constants of the checkout, orders and invoices (spec sections 2 and 9). Imported directly (not through constants.ts). */
import type { PaymentMethodCode } from "../../kernel/payment-methods";
import { SHOP_IDENTITY } from "../shop-identity";

export const CHECKOUT_STEPS = ["Adres", "Verzend- & betaalmethode", "Betaling"] as const;
/** The checkout pages of the three steps, in order (spec section 2). */
export const CHECKOUT_STEP_PATHS = ["/checkout/address-details/", "/checkout/payment-methods/", "/checkout/pay/"] as const;
// Costs and installments are the kernel's rules (app/kernel/payment-methods.ts, app/kernel/shipping.ts).
export { ALMA_INSTALLMENTS, IN3_INSTALLMENTS, PAYPAL_FEE } from "../../kernel/payment-methods";
export { INSTALLATION_COSTS, INSTALLATION_PRODUCT_TYPES, SHIPPING_INSURANCE } from "../../kernel/shipping";
/** Adults only for pay-later methods (spec section 9): the kernel's age rule (app/kernel/birthdate.ts). */
export { ADULT_AGE, MIN_BIRTH_YEAR } from "../../kernel/birthdate";
/** Order numbers: app/kernel/patterns.ts. */
export { ORDER_NUMBER_PREFIX } from "../../kernel/patterns";
/** Cookie of the browser that placed an order (signed order access, ADR 018). */
export const ORDER_ACCESS_COOKIE = "__Host-droomnest_orders";
/** The seller on invoices (ADR 018): the shop's identity, defined once in app/lib/shop-identity.ts. */
function sellerOf(identity: typeof SHOP_IDENTITY) {
  return {
    name: identity.legalName,
    street: identity.street,
    zipcodeCity: identity.zipcodeCity,
    country: identity.country,
    /** The seller's country (ISO 3166): reverse charge applies to deliveries to another EU country only. */
    countryCode: identity.countryCode,
    email: identity.replyTo,
    cocNumber: identity.cocNumber,
    vatNumber: identity.vatNumber,
  } as const;
}
// Pure: a browser bundle that never reads SELLER drops it and the identity with it.
export const SELLER = /* @__PURE__ */ sellerOf(SHOP_IDENTITY);
/** Order statuses as the account pages show them. */
export const ORDER_STATUS_LABELS = { pending: "Wacht op betaling", paid: "Betaald", failed: "Betaling mislukt", cancelled: "Geannuleerd", expired: "Verlopen" } as const;
/**
 * Titles of the payment methods: the one source of the checkout's method list (worker/domain/checkout/
 * payment-methods.ts), orders, invoices, mails and the sandbox PSP's page. One per method code.
 */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethodCode, string> = {
  ideal: "iDEAL",
  bancontact: "Bancontact",
  creditcard: "Creditcard",
  paypal: "PayPal",
  afterpay: "Riverty (achteraf betalen)",
  billink: "Billink",
  in3: "in3",
  alma: "Alma",
  banktransfer: "Overboeking",
};
/** The title of a stored method code (an unknown code as itself). */
export function paymentMethodTitle(code: string): string {
  return (PAYMENT_METHOD_TITLES as Record<string, string>)[code] ?? code;
}
/** Titles of the shipping methods as orders and invoices name them. */
export const SHIPPING_METHOD_TITLES: Record<string, string> = { standard: "Standaard bezorging", installation: "Bezorging en installatie" };

