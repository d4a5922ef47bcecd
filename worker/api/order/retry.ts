/**
 * POST /v1/order/payment-url (issue 9 2.4, pay again): a new PSP payment for an unpaid order of this browser
 * or customer, with any method (the payment costs follow the method). Idempotent per key: the same key answers
 * the same payment (remembered in KV for a day). A paid order: 409.
 */
import type { Context } from "hono";
import type { PaymentUrlResult } from "../../../app/lib/api/types/checkout";
import { PAYMENT_METHODS, type PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout-messages";
import type { AppEnv } from "../../env";
import { paymentCosts, vatIncluded } from "../../domain/checkout/totals";
import { isPayable } from "../../domain/order-state";
import { ApiHttpError } from "../../http/errors";
import { claimPaymentLease, orderById, orderByNumber, repriceStatement, type OrderRow } from "../../store/orders";
import { latestPayment } from "../../store/payments";
import { mayAccess, orderNotFound } from "./access";
import { awaitOrderPayment, createOrderPayment, PAYMENT_LEASE_S } from "./payment";

const retryKey = (key: string) => `order-retry:v1:${key}`;
const RETRY_KEY_TTL_S = 86400;

export const alreadyPaid = () => new ApiHttpError(409, "order_paid", "Deze bestelling is al betaald.");

/** The order's totals with another payment method (only the payment costs change). */
export function repriced(order: OrderRow, method: PaymentMethodCode): { paymentCosts: number; grandTotal: number; vatTotal: number } {
  const costs = order.reverse_charge ? paymentCosts(method) - vatIncluded(paymentCosts(method)) : paymentCosts(method);
  const grandTotal = order.grand_total - order.payment_costs + costs;
  return { paymentCosts: costs, grandTotal, vatTotal: order.reverse_charge ? 0 : vatIncluded(grandTotal) };
}

export async function retryPayment(c: Context<AppEnv>, input: { order: string; method?: string | undefined; issuer: string; idempotency_key: string }): Promise<PaymentUrlResult> {
  const order = await orderByNumber(c.env.DB, input.order);
  if (!order || !(await mayAccess(c, order))) throw orderNotFound();
  const remembered = await c.env.CACHE.get<PaymentUrlResult>(retryKey(input.idempotency_key), "json");
  if (remembered && remembered.order === order.number) return remembered;
  if (!isPayable(order.status)) throw alreadyPaid();
  const method = (input.method || order.payment_method) as PaymentMethodCode;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw new ApiHttpError(422, "invalid_parameter", CHECKOUT_MESSAGES.paymentMethodInvalid);
  const nowS = Math.floor(Date.now() / 1000);
  const before = (await latestPayment(c.env.DB, order.id))?.id ?? 0;
  if (!(await claimPaymentLease(c.env.DB, order.id, nowS, PAYMENT_LEASE_S))) {
    // Another request (a double click) is making a payment now: answer that one; a paid order: 409.
    const fresh = await orderById(c.env.DB, order.id);
    if (fresh && !isPayable(fresh.status)) throw alreadyPaid();
    return awaitOrderPayment(c, order.id, before);
  }
  if (method !== order.payment_method) {
    const p = repriced(order, method);
    await repriceStatement(c.env.DB, order.id, method, p.paymentCosts, p.grandTotal, p.vatTotal).run();
  }
  const current = (await orderById(c.env.DB, order.id))!;
  if (!isPayable(current.status)) throw alreadyPaid();
  const result = await createOrderPayment(c, current, method, input.issuer);
  await c.env.CACHE.put(retryKey(input.idempotency_key), JSON.stringify(result), { expirationTtl: RETRY_KEY_TTL_S });
  return result;
}
