/**
 * Making the order of POST /v1/checkout/payment-url: everything step 3 showed, as the checkout computes it
 * (checkoutForOrder: the cart re-priced from D1 for the delivery country, steps 1 and 2, checkoutTotals with
 * the reverse-charge rule), frozen into a pending order and its lines in one D1 batch, which also forgets the
 * payment form's personal fields. Idempotent on the key: a second call (or 20 at once) finds the first order.
 * The same batch takes the order's units and its discount-code use (worker/store/reservations.ts): when the
 * last unit or the code's last use went to another order, the batch fails as a whole and the shopper gets a
 * Dutch 409 before paying (no order row, no PSP payment).
 */
import type { Context } from "hono";
import type { Cart } from "../../../app/lib/api/types/cart";
import { SELLER_VAT_COUNTRY, VAT_RATES, type VatVerdict } from "../../../app/kernel/tax";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import type { AppEnv } from "../../env";
import { randomOrderNumber } from "../../domain/order-number";
import { ApiHttpError } from "../../http/errors";
import { forgetPaymentCustomerStatement, type PaymentCustomerFields } from "../../store/checkout-state";
import { insertOrderStatements, orderByKey, type OrderLineRow, type OrderRow } from "../../store/orders";
import { sha256Hex } from "../../store/sessions";
import { freezeVatCheckStatement } from "../../store/vat-checks";
import { insertOrderDeliveryStatement } from "../../store/delivery";
import { customerKeys, newOrder, reservationRefusal, reserveStatements, type ReservationRefusal } from "../../store/reservations";
import { codeRefusalMessage } from "../../domain/cart/messages";
import { checkoutForOrder } from "../checkout/service";
import { currentCustomer } from "../customer/session";
import { orderVatSchemeStatement, orderVatVerdict } from "../../store/books/distance-sales";

/** The lines at the standard rate of the country whose VAT the order carries (reverse charge: priced incl. the Dutch rate, charged excl.). */
function linesOf(cart: Cart, verdict: VatVerdict): OrderLineRow[] {
  const rate = VAT_RATES[verdict.country ?? SELLER_VAT_COUNTRY].standard;
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
    vat_rate: rate,
    // A configured boxspring is made to the customer's specification (app/kernel/withdrawal.ts).
    made_to_spec: item.configuration ? 1 : 0,
  }));
}

/** The shopper's answer when the order cannot hold its units or code use (nothing was stored). */
export function refusedReservation(reason: ReservationRefusal): ApiHttpError {
  if (reason === "stock_insufficient") return new ApiHttpError(409, "stock_insufficient", CHECKOUT_MESSAGES.stockGone);
  const code = ({ discount_used_up: "used_up", discount_used_by_customer: "used_by_customer", discount_voided: "voided", discount_own_order: "own_order" } as const)[reason];
  return new ApiHttpError(409, `discount_${code}`, codeRefusalMessage(code));
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
  // A refusal below may be this key's own order, stored meanwhile by a concurrent request (it took the units).
  const refuse = async (error: ApiHttpError): Promise<PlacedOrder> => {
    const stored = await orderByKey(c.env.DB, idempotencyKey);
    if (stored) return { order: stored, created: false, issuer: "", consumer: null };
    throw error;
  };
  if (co.cart.items.some((l) => !l.available || l.quantity > l.stock)) return refuse(new ApiHttpError(409, "cart_changed", CHECKOUT_MESSAGES.cartChanged));
  // A code step 3 showed that pricing now refuses (used up meanwhile, expired): say so instead of ordering without it.
  if (co.requestedCode !== null && co.cart.applied_code === null) {
    const notice = co.cart.notices.find((n) => n.includes(co.requestedCode!)) ?? CHECKOUT_MESSAGES.cartChanged;
    return refuse(new ApiHttpError(409, "cart_changed", notice));
  }
  const session = await currentCustomer(c);
  const keys = co.cart.applied_code ? await customerKeys(session?.customerId ?? null, co.details.email) : [];
  const nowS = Math.floor(Date.now() / 1000);
  const accessHash = await sha256Hex(accessToken);
  const { vat_valid: _valid, vat_checked: _checked, ...customer } = co.details;
  const t = co.totals;
  // Dutch VAT, reverse charge or, above the One-Stop-Shop threshold, the delivery country's VAT
  // (app/kernel/tax.ts, docs/decisions/044). Both countries' standard rate is 21 %: the totals are the same.
  const buyer = { type: co.details.type === "company" ? ("company" as const) : ("private" as const), vatNumber: co.details.vat_number, vatValid: co.details.vat_valid === true };
  const verdict = await orderVatVerdict(c.env.DB, buyer, co.country, t.grand_total - t.vat_included, nowS);
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
      // Includes the old-mattress take-back, which order_deliveries keeps apart for the driver (docs/decisions/029).
      grand_total: t.grand_total,
      vat_total: t.vat_included,
      reverse_charge: t.reverse_charge ? 1 : 0,
      created_at: nowS,
    };
    const lines = linesOf(co.cart, verdict);
    const holding = { lines, code: co.cart.applied_code, customerKeys: keys };
    try {
      await c.env.DB.batch([
        ...insertOrderStatements(c.env.DB, order, lines),
        orderVatSchemeStatement(c.env.DB, number, idempotencyKey, verdict),
        ...reserveStatements(c.env.DB, newOrder(number, idempotencyKey), holding, nowS),
        forgetPaymentCustomerStatement(c.env.DB, co.ref.id, nowS),
        ...(co.delivery
          ? [
              insertOrderDeliveryStatement(c.env.DB, number, idempotencyKey, {
                area_code: co.delivery.areaCode,
                delivery_day: co.delivery.day,
                take_back_count: co.delivery.takeBackCount,
                take_back_costs: t.take_back_costs,
              }),
            ]
          : []),
        // The VAT number's verdict the 0 % rests on (step 1's check): unconfirmed when the service could not
        // answer (spec section 5); the Cron checks it again (worker/jobs/vat-recheck.ts).
        freezeVatCheckStatement(c.env.DB, idempotencyKey, co.details.vat_checked ? "confirmed" : "unconfirmed", nowS),
      ]);
    } catch (error) {
      const refusal = reservationRefusal(error);
      if (refusal === null) throw error;
      return refuse(refusedReservation(refusal));
    }
    const stored = await orderByKey(c.env.DB, idempotencyKey);
    if (stored) return { order: stored, created: stored.number === number, issuer: co.payment.issuer, consumer: co.payment.customer };
    // The random number was taken by another order: try another one.
  }
  throw new Error("payment-url: no free order number after 3 tries");
}
