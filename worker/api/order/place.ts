/**
 * Making the order of POST /v1/checkout/payment-url: the shopper's cart re-priced from D1 (cartFor), the
 * checkout state of steps 1 and 2, the totals of checkoutTotals, frozen into a pending order and its lines
 * in one D1 batch. Idempotent on the key: a second call (or 20 at once) finds the order the first one made.
 */
import type { Context } from "hono";
import type { Address, BillingAddress } from "../../../app/lib/api/types/account";
import type { Cart } from "../../../app/lib/api/types/cart";
import type { CheckoutDetails, ShippingMethodOption } from "../../../app/lib/api/types/checkout";
import { SHIPPING_METHOD_TITLES, VAT_RATE_PERCENT } from "../../../app/lib/constants";
import { CHECKOUT_MESSAGES } from "../../../app/lib/field-messages";
import { PAYMENT_METHODS, type PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import type { AppEnv } from "../../env";
import { checkoutTotals } from "../../domain/checkout/totals";
import { isReverseCharge } from "../../domain/checkout/reverse-charge";
import { randomOrderNumber } from "../../domain/order-number";
import { ApiHttpError } from "../../http/errors";
import { insertOrderStatements, orderByKey, type OrderLineRow, type OrderRow } from "../../store/orders";
import { sha256Hex } from "../../store/sessions";
import { cartFor, shopperCart } from "../cart/service";
import { checkVatNumber } from "../checkout/vat";
import { currentCustomer } from "../customer/session";

/** The checkout state row (migration 0009) as steps 1 and 2 store it. Read here directly: the checkout
 * state's writer (worker/api/checkout/state.ts) owns the shape; this reads only what the order freezes. */
interface CheckoutRow {
  details: string;
  billing_address: string | null;
  shipping_address: string | null;
  shipping_method: string | null;
  payment: string | null;
}

export interface CompleteCheckout {
  details: CheckoutDetails;
  billing: BillingAddress;
  shipping: Address;
  shippingMethod: string;
  method: PaymentMethodCode;
  issuer: string;
  insurance: boolean;
}

async function readCheckout(db: D1Database, cartId: string): Promise<CompleteCheckout | null> {
  const row = await db.prepare("SELECT details, billing_address, shipping_address, shipping_method, payment FROM checkout_states WHERE cart_id = ?1").bind(cartId).first<CheckoutRow>();
  if (!row || !row.billing_address || !row.shipping_method || !row.payment) return null;
  const details = JSON.parse(row.details) as Partial<CheckoutDetails>;
  const billing = JSON.parse(row.billing_address) as BillingAddress;
  const payment = JSON.parse(row.payment) as { method?: string; issuer?: string; insurance?: boolean };
  if (!details.email || !details.first_name || !payment.method || !(PAYMENT_METHODS as readonly string[]).includes(payment.method)) return null;
  const { sameDeliveryAddress: _same, ...billingAddress } = billing;
  const shipping = billing.sameDeliveryAddress === false && row.shipping_address ? (JSON.parse(row.shipping_address) as Address) : billingAddress;
  return {
    details: details as CheckoutDetails,
    billing,
    shipping,
    shippingMethod: row.shipping_method,
    method: payment.method as PaymentMethodCode,
    issuer: payment.issuer ?? "",
    insurance: payment.insurance === true,
  };
}

/** The chosen delivery: standard is the cart's own shipping costs (null); other codes are priced by the checkout's list. */
function shippingOption(code: string): ShippingMethodOption | null {
  if (code === "standard" || !(code in SHIPPING_METHOD_TITLES)) return null;
  // TODO(H1): price other delivery options from the checkout's shipping-method list once it exports one.
  return null;
}

function linesOf(cart: Cart): OrderLineRow[] {
  return cart.items.map((item, i) => ({
    position: i + 1,
    product_id: item.product_id,
    variant_id: item.variant_id,
    sku: item.sku,
    title: item.title,
    options: JSON.stringify(item.options),
    quantity: item.quantity,
    unit_price: item.price.price,
    row_total: item.price.row_total,
    vat_rate: VAT_RATE_PERCENT,
  }));
}

export interface PlacedOrder {
  order: OrderRow;
  /** True when this request stored the order (it then holds the payment lease). */
  created: boolean;
  checkout: CompleteCheckout | null;
}

/** The order of this idempotency key: the stored one, or a new one from the cart and checkout state. */
export async function placeOrder(c: Context<AppEnv>, idempotencyKey: string, accessToken: string): Promise<PlacedOrder> {
  const existing = await orderByKey(c.env.DB, idempotencyKey);
  if (existing) return { order: existing, created: false, checkout: null };
  const ref = await shopperCart(c);
  if (!ref) throw new ApiHttpError(409, "cart_empty", CHECKOUT_MESSAGES.cartEmpty);
  const state = await ref.stub.state();
  const cart = await cartFor(c.env, ref, state);
  if (cart.items.length === 0) throw new ApiHttpError(409, "cart_empty", CHECKOUT_MESSAGES.cartEmpty);
  if (cart.items.some((l) => !l.available || l.quantity > l.stock)) throw new ApiHttpError(409, "cart_changed", CHECKOUT_MESSAGES.cartChanged);
  const checkout = await readCheckout(c.env.DB, ref.id);
  if (!checkout) throw new ApiHttpError(409, "checkout_incomplete", CHECKOUT_MESSAGES.stepMissing);
  const vatValid = checkout.details.type === "company" && checkout.details.vat_number && checkout.billing.country_code === "BE"
    ? (await checkVatNumber(c, checkout.details.vat_number, "BE")).valid
    : false;
  const reverseCharge = isReverseCharge(checkout.details, checkout.billing.country_code, vatValid);
  const totals = checkoutTotals(cart, { shippingMethod: shippingOption(checkout.shippingMethod), insurance: checkout.insurance, method: checkout.method, reverseCharge });
  const session = await currentCustomer(c);
  const nowS = Math.floor(Date.now() / 1000);
  const accessHash = await sha256Hex(accessToken);
  const { loaded: _loaded, ...customer } = checkout.details;
  for (let attempt = 0; attempt < 3; attempt++) {
    const number = randomOrderNumber();
    await c.env.DB.batch(
      insertOrderStatements(
        c.env.DB,
        {
          number,
          cart_id: ref.id,
          customer_id: session?.customerId ?? null,
          idempotency_key: idempotencyKey,
          access_hash: accessHash,
          email: checkout.details.email,
          customer: JSON.stringify(customer),
          billing_address: JSON.stringify(checkout.billing),
          shipping_address: JSON.stringify(checkout.shipping),
          country_code: checkout.shipping.country_code === "BE" ? "BE" : "NL",
          shipping_method: checkout.shippingMethod,
          payment_method: checkout.method,
          sub_total: totals.sub_total,
          discount_total: totals.discount_total,
          discounts: JSON.stringify(cart.totals.discounts),
          discount_code: cart.applied_code,
          // The insured delivery is part of the delivery costs (the order has no column of its own).
          shipping_costs: totals.shipping_costs + totals.insurance_costs,
          payment_costs: totals.payment_costs,
          grand_total: totals.grand_total,
          vat_total: totals.vat_included,
          reverse_charge: totals.reverse_charge ? 1 : 0,
          created_at: nowS,
        },
        linesOf(cart),
      ),
    );
    const stored = await orderByKey(c.env.DB, idempotencyKey);
    if (stored) return { order: stored, created: stored.number === number, checkout };
    // The random number was taken by another order: try another one.
  }
  throw new Error("payment-url: no free order number after 3 tries");
}
