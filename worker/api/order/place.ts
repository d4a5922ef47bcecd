/**
 * Making the order of POST /v1/checkout/payment-url: everything step 3 showed, as the checkout computes it
 * (checkoutForOrder: the cart re-priced from D1 for the delivery country, steps 1 and 2, checkoutTotals with
 * the reverse-charge rule), frozen into a pending order and its lines in one D1 batch, which also forgets the
 * payment form's personal fields. Idempotent on the key: a second call (or 20 at once) finds the first order.
 */
import type { Context } from "hono";
import type { Cart } from "../../../app/lib/api/types/cart";
import { VAT_RATE_PERCENT } from "../../../app/lib/constants";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout-messages";
import type { AppEnv } from "../../env";
import { randomOrderNumber } from "../../domain/order-number";
import { ApiHttpError } from "../../http/errors";
import { forgetPaymentCustomerStatement, type PaymentCustomerFields } from "../../store/checkout-state";
import { insertOrderStatements, orderByKey, type OrderLineRow, type OrderRow } from "../../store/orders";
import { sha256Hex } from "../../store/sessions";
import { freezeVatCheckStatement } from "../../store/vat-checks";
import { checkoutForOrder } from "../checkout/service";
import { currentCustomer } from "../customer/session";

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
  /** The iDEAL bank chosen in step 2 ("" when none, or when the order was made by an earlier request). */
  issuer: string;
  /** The pay-later fields of step 2 (the batch forgets them in the checkout state; null for an earlier order). */
  consumer: PaymentCustomerFields | null;
}

/** The order of this idempotency key: the stored one, or a new one from the cart and checkout state. */
export async function placeOrder(c: Context<AppEnv>, idempotencyKey: string, accessToken: string): Promise<PlacedOrder> {
  const existing = await orderByKey(c.env.DB, idempotencyKey);
  if (existing) return { order: existing, created: false, issuer: "", consumer: null };
  const co = await checkoutForOrder(c);
  if (co.cart.items.some((l) => !l.available || l.quantity > l.stock)) throw new ApiHttpError(409, "cart_changed", CHECKOUT_MESSAGES.cartChanged);
  const session = await currentCustomer(c);
  const nowS = Math.floor(Date.now() / 1000);
  const accessHash = await sha256Hex(accessToken);
  const { vat_valid: _valid, vat_checked: _checked, ...customer } = co.details;
  const t = co.totals;
  for (let attempt = 0; attempt < 3; attempt++) {
    const number = randomOrderNumber();
    const order = {
      number,
      cart_id: co.ref.id,
      customer_id: session?.customerId ?? null,
      idempotency_key: idempotencyKey,
      access_hash: accessHash,
      email: co.details.email,
      customer: JSON.stringify(customer),
      billing_address: JSON.stringify(co.billing_address),
      shipping_address: JSON.stringify(co.shipping_address),
      country_code: co.country,
      shipping_method: co.shippingOption.code,
      payment_method: co.payment.method,
      sub_total: t.sub_total,
      discount_total: t.discount_total,
      discounts: JSON.stringify(co.cart.totals.discounts),
      discount_code: co.cart.applied_code,
      // The insured delivery is part of the delivery costs (the order has no column of its own).
      shipping_costs: t.shipping_costs + t.insurance_costs,
      payment_costs: t.payment_costs,
      grand_total: t.grand_total,
      vat_total: t.vat_included,
      reverse_charge: t.reverse_charge ? 1 : 0,
      created_at: nowS,
    };
    await c.env.DB.batch([
      ...insertOrderStatements(c.env.DB, order, linesOf(co.cart)),
      forgetPaymentCustomerStatement(c.env.DB, co.ref.id, nowS),
      // The VAT number's verdict the 0 % rests on (step 1's check): unconfirmed when the service could not
      // answer (spec section 5); the Cron checks it again (worker/jobs/vat-recheck.ts).
      freezeVatCheckStatement(c.env.DB, idempotencyKey, co.details.vat_checked ? "confirmed" : "unconfirmed", nowS),
    ]);
    const stored = await orderByKey(c.env.DB, idempotencyKey);
    if (stored) return { order: stored, created: stored.number === number, issuer: co.payment.issuer, consumer: co.payment.customer };
    // The random number was taken by another order: try another one.
  }
  throw new Error("payment-url: no free order number after 3 tries");
}
