/**
 * The checkout state's request flow (spec section 3 "Checkout state"): the shopper's cart (cart cookie),
 * its saved steps (D1 checkout_states), the account's data as a start for a logged-in customer, and the
 * answer GET /v1/checkout gives: the cart priced from D1 for the delivery country, the shipping and payment
 * options and the totals. The order (POST /v1/checkout/payment-url) uses checkoutContext + checkoutView too,
 * so it freezes exactly what step 3 showed.
 */
import type { Context } from "hono";
import type { Address, BillingAddress } from "../../../app/lib/api/types/account";
import type { Cart } from "../../../app/lib/api/types/cart";
import type { CheckoutDetails, CheckoutState, CheckoutTotals, PaymentMethod, ShippingMethodOption } from "../../../app/lib/api/types/checkout";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import type { ShippingCountry } from "../../../app/kernel/shipping";
import { checkoutTotals } from "../../../app/kernel/totals";
import { paymentMethodList, type OfferedMethod } from "../../domain/checkout/payment-methods";
import { isReverseCharge } from "../../domain/checkout/reverse-charge";
import { findShippingOption, shippingOptions } from "../../domain/checkout/shipping-methods";
import type { AppEnv, RequestSession } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { paymentAdapter } from "../../edge/payments";
import { findAddresses } from "../../store/addresses";
import type { CartState } from "../../objects/cart-object";
import { productTypes, readCheckoutState, type StoredCheckout, type StoredDetails, type StoredPayment } from "../../store/checkout-state";
import { getProfile } from "../../store/customers";
import { cartFor, shopperCart, type CartRef } from "../cart/service";
import { currentCustomer } from "../customer/session";
import { deliveryView, type DeliveryView } from "./delivery";

export interface CheckoutContext {
  ref: CartRef | null;
  cartState: CartState | undefined;
  session: RequestSession | null;
  /** The saved steps of this cart; null when none, or when they belong to another customer than this one. */
  stored: StoredCheckout | null;
}

export interface CheckoutView {
  state: CheckoutState;
  /** The saved (or prefilled) details with the VAT verdict. */
  details: StoredDetails | null;
  cart: Cart;
  country: ShippingCountry;
  /** The chosen shipping option when this cart still offers it. */
  shippingOption: ShippingMethodOption | null;
  /** The saved payment when its method is offered for the delivery country (with its personal fields). */
  payment: StoredPayment | null;
  reverseCharge: boolean;
  /** Delivery day and take-back of bulky goods (docs/decisions/029). */
  delivery: DeliveryView;
}

export async function checkoutContext(c: Context<AppEnv>): Promise<CheckoutContext> {
  const ref = await shopperCart(c);
  const [cartState, session, saved] = await Promise.all([
    ref ? ref.stub.state() : Promise.resolve(undefined),
    currentCustomer(c),
    ref ? readCheckoutState(c.env.DB, ref.id) : Promise.resolve(null),
  ]);
  // A state saved by a customer is theirs only: not for a guest or another account in the same browser.
  const stored = saved && saved.customerId !== null && saved.customerId !== session?.customerId ? null : saved;
  return { ref, cartState, session, stored };
}

/** Writes need a cart with items: 409 cart_empty otherwise (nothing changed). */
export function requireItems(ctx: CheckoutContext): asserts ctx is CheckoutContext & { ref: CartRef; cartState: CartState } {
  if (!ctx.ref || !ctx.cartState || ctx.cartState.lines.length === 0) throw new ApiHttpError(409, "cart_empty", CHECKOUT_MESSAGES.cartEmpty);
}

/** Step 2 and the order need step 1: 409 step_missing otherwise. */
export function requireDetails(ctx: CheckoutContext): StoredCheckout & { details: StoredDetails; billing_address: BillingAddress; shipping_address: Address } {
  const s = ctx.stored;
  if (!s || !s.details || !s.billing_address || !s.shipping_address) throw new ApiHttpError(409, "step_missing", CHECKOUT_MESSAGES.stepMissing);
  return s as StoredCheckout & { details: StoredDetails; billing_address: BillingAddress; shipping_address: Address };
}

interface Start {
  details: StoredDetails | null;
  billing_address: BillingAddress | null;
  shipping_address: Address | null;
}

/** A logged-in customer with nothing saved yet starts from the account's profile and addresses. */
async function accountStart(db: D1Database, customerId: number): Promise<Start> {
  const [profile, addresses] = await Promise.all([getProfile(db, customerId), findAddresses(db, customerId)]);
  const billing = addresses.billing;
  const shipping = billing && !billing.sameDeliveryAddress ? addresses.shipping : billing ? withoutSame(billing) : addresses.shipping;
  return {
    details: profile
      ? {
          type: profile.type,
          first_name: profile.first_name,
          last_name: profile.last_name,
          email: profile.email,
          phone_number: profile.phone_number,
          company: profile.company,
          vat_number: profile.vat_number,
          coc_number: profile.coc_number,
          vat_valid: false,
          vat_checked: false,
        }
      : null,
    billing_address: billing,
    shipping_address: shipping,
  };
}

export function withoutSame(billing: BillingAddress): Address {
  const { sameDeliveryAddress: _same, ...address } = billing;
  return address;
}

/** The delivery country: the delivery address's, else the billing address's, else NL. */
export function deliveryCountry(start: Pick<Start, "billing_address" | "shipping_address">): ShippingCountry {
  return start.shipping_address?.country_code ?? start.billing_address?.country_code ?? "NL";
}

/** The provider's lists are kept this long per isolate (Mollie's list changes when the shop's profile does). */
export const OFFERED_METHODS_TTL_MS = 5 * 60 * 1000;
/** A provider that failed is not asked again for this long (the shop's list applies meanwhile). */
export const OFFERED_METHODS_RETRY_MS = 60 * 1000;
/** The state must not wait long for a list it can do without. */
export const OFFERED_METHODS_TIMEOUT_MS = 2000;
const offeredCache = new Map<string, { until: number; methods: OfferedMethod[] | null }>();

/** For tests: forget the provider's lists (as a new isolate would). */
export function resetOfferedMethods(): void {
  offeredCache.clear();
}

/**
 * What the payment provider offers in a country (with iDEAL issuers), from paymentAdapter(env).methods.
 * Null when the provider failed: the shop's own list applies (ADR 017), and the failure is logged.
 */
async function offeredMethods(c: Context<AppEnv>, country: ShippingCountry): Promise<OfferedMethod[] | null> {
  const adapter = paymentAdapter(c.env, { timeoutMs: OFFERED_METHODS_TIMEOUT_MS });
  const key = `${adapter.name}:${country}`;
  const hit = offeredCache.get(key);
  if (hit && Date.now() < hit.until) return hit.methods;
  try {
    const methods = await adapter.methods(country);
    offeredCache.set(key, { until: Date.now() + OFFERED_METHODS_TTL_MS, methods });
    return methods;
  } catch (err) {
    offeredCache.set(key, { until: Date.now() + OFFERED_METHODS_RETRY_MS, methods: null });
    logFor(c).warn("payment methods of the provider unavailable; the shop's list applies", { error: String(err) });
    return null;
  }
}

export async function methodsFor(c: Context<AppEnv>, country: ShippingCountry): Promise<PaymentMethod[]> {
  return paymentMethodList(country, await offeredMethods(c, country));
}

function publicDetails(details: StoredDetails, loaded: boolean): CheckoutDetails {
  const { vat_valid: _valid, vat_checked: _checked, ...rest } = details;
  return { ...rest, loaded };
}

/** The whole state of this shopper's checkout, priced from D1 now. */
export async function checkoutView(c: Context<AppEnv>, ctx: CheckoutContext): Promise<CheckoutView> {
  const db = c.env.DB;
  const saved = ctx.stored?.details ? ctx.stored : null;
  const start: Start = saved ?? (ctx.session ? await accountStart(db, ctx.session.customerId) : { details: null, billing_address: null, shipping_address: null });
  const country = deliveryCountry(start);
  const cartState = ctx.cartState ? { ...ctx.cartState, country } : undefined;
  const cart = await cartFor(c.env, ctx.ref, cartState);
  const [types, paymentMethods, foreignPaymentMethods, delivery] = await Promise.all([
    productTypes(db, cart.items.map((l) => l.product_id)),
    methodsFor(c, "NL"),
    methodsFor(c, "BE"),
    deliveryView(db, cart, start.shipping_address, ctx.stored?.delivery ?? null, Date.now()),
  ]);
  const shippingMethods = shippingOptions(cart, types);
  const shippingOption = findShippingOption(shippingMethods, ctx.stored?.shipping_method);
  const countryMethods = country === "BE" ? foreignPaymentMethods : paymentMethods;
  const payment = ctx.stored?.payment && countryMethods.some((m) => m.code === ctx.stored!.payment!.method) ? ctx.stored.payment : null;
  const details = start.details;
  // Decided on where the goods go (the delivery country), not on the billing address (docs/decisions/017).
  const reverseCharge = isReverseCharge(details, country, details?.vat_valid === true);
  const takeBack = delivery.state?.take_back ?? false;
  const totals = checkoutTotals(cart, { shippingMethod: shippingOption, insurance: payment?.insurance ?? false, takeBack, method: payment?.method ?? null, reverseCharge });
  // Bulky goods need a day the calendar still offers (a saved day that has passed asks again).
  const deliveryChosen = delivery.state === null || delivery.state.day !== null;
  const step1 = saved !== null && saved.billing_address !== null && saved.shipping_address !== null;
  const state: CheckoutState = {
    cart,
    details: details ? publicDetails(details, saved !== null) : null,
    billing_address: start.billing_address,
    shipping_address: start.shipping_address,
    shipping_method: shippingOption?.code ?? null,
    payment: payment ? { method: payment.method, issuer: payment.issuer, insurance: payment.insurance } : null,
    paymentMethods,
    foreignPaymentMethods,
    shippingMethods,
    delivery: delivery.state,
    totals,
    completed_step: step1 ? (shippingOption && payment && deliveryChosen ? 2 : 1) : 0,
    logged_in: ctx.session !== null,
  };
  return { state, details, cart, country, shippingOption, payment, reverseCharge, delivery };
}

export interface CheckoutForOrder {
  ref: CartRef;
  /** The cart priced from D1 now, for the delivery country (the shipping costs step 3 showed). */
  cart: Cart;
  details: StoredDetails;
  billing_address: BillingAddress;
  /** The effective delivery address (the billing address when sameDeliveryAddress). */
  shipping_address: Address;
  country: ShippingCountry;
  shippingOption: ShippingMethodOption;
  /** Method, issuer, insurance and the method's personal fields (forgetPaymentCustomerStatement empties them). */
  payment: StoredPayment;
  totals: CheckoutTotals;
  reverseCharge: boolean;
  /** The chosen delivery of bulky goods (null for a cart without them). */
  delivery: { areaCode: string; day: string; takeBackCount: number } | null;
  /** The code the cart object held before pricing (the cart's applied_code is null when pricing refused it). */
  requestedCode: string | null;
}

/**
 * Everything the order (POST /v1/checkout/payment-url) freezes, computed exactly as GET /v1/checkout shows
 * it. 409 cart_empty without items; 409 step_missing when step 1 or 2 is not (or no longer) complete, e.g.
 * the saved shipping method is no longer offered for this cart or the method not for the delivery country.
 */
export async function checkoutForOrder(c: Context<AppEnv>): Promise<CheckoutForOrder> {
  const ctx = await checkoutContext(c);
  requireItems(ctx);
  const stored = requireDetails(ctx);
  const view = await checkoutView(c, ctx);
  if (!view.shippingOption || !view.payment || view.state.completed_step !== 2) throw new ApiHttpError(409, "step_missing", CHECKOUT_MESSAGES.stepMissing);
  const d = view.delivery;
  return {
    ref: ctx.ref,
    cart: view.cart,
    details: stored.details,
    billing_address: stored.billing_address,
    shipping_address: stored.shipping_address,
    country: view.country,
    shippingOption: view.shippingOption,
    payment: view.payment,
    totals: view.state.totals,
    reverseCharge: view.reverseCharge,
    delivery:
      d.state && d.state.day && d.areaCode
        ? { areaCode: d.areaCode, day: d.state.day, takeBackCount: d.state.take_back ? d.state.take_back_count : 0 }
        : null,
    requestedCode: ctx.cartState.code,
  };
}
