/**
 * POST /v1/order/payment-url (ADR 018, pay again): a new PSP payment for an unpaid order of this browser
 * or customer, with any method offered for the order's country (the payment costs follow the method and are
 * recomputed here). A pay-later or instalment method needs its fields, checked by step 2's rule sets
 * (retryPaymentSchema; without a method, the order's method's rules apply). Idempotent per key: the same key
 * answers the same payment (remembered in KV for a day). A paid order: 409. An order that gave its units or
 * code use back (its payment failed, was cancelled or expired) takes them again first (./hold.ts).
 */
import type { Context } from "hono";
import type { z } from "zod";
import type { PaymentUrlResult } from "../../../app/lib/api/types/checkout";
import { retryPaymentSchema, type PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import type { AppEnv } from "../../env";
import { payAgainTotals } from "../../../app/kernel/pay-again";
import { paymentCosts } from "../../../app/kernel/payment-methods";
import { totalVat } from "../../../app/kernel/totals";
import { isPayable } from "../../domain/order-state";
import { ApiHttpError } from "../../http/errors";
import { parseOrThrow } from "../../http/validate";
import { methodsFor } from "../checkout/service";
import { methodCustomerFields } from "../checkout/state";
import { claimPaymentLease, orderById, orderByNumber, releasePaymentLease, repriceStatement, type OrderRow } from "../../store/orders";
import { latestPayment } from "../../store/payments";
import { mayAccess, orderNotFound } from "./access";
import { holdAgain } from "./hold";
import { awaitOrderPayment, createOrderPayment, PAYMENT_LEASE_S, paymentConsumer } from "./payment";

const retryKey = (key: string) => `order-retry:v1:${key}`;
const RETRY_KEY_TTL_S = 86400;

export const alreadyPaid = () => new ApiHttpError(409, "order_paid", "Deze bestelling is al betaald.");

/** The order's totals with another payment method (only the payment costs change; app/kernel/pay-again.ts). */
export function repriced(order: OrderRow, method: PaymentMethodCode): { paymentCosts: number; grandTotal: number; vatTotal: number } {
  const reverseCharge = order.reverse_charge !== 0;
  const p = payAgainTotals({ grand_total: order.grand_total, payment_costs: order.payment_costs, reverse_charge: reverseCharge }, paymentCosts(method));
  return { ...p, vatTotal: totalVat(p.grandTotal, reverseCharge) };
}

type RetryInput = z.output<typeof retryPaymentSchema>;

const refuse = (field: string, message: string) => new ApiHttpError(422, "invalid_input", message, {}, { [field]: message });

/**
 * The method to pay with now and its fields: the asked one or the order's, offered for the order's country,
 * with a known iDEAL bank, and its fields by the method's rule set (checked again for the order's method).
 */
async function chosenMethod(c: Context<AppEnv>, order: OrderRow, input: RetryInput, raw: unknown) {
  const code = input.method || order.payment_method;
  const form = input.method ? input : parseOrThrow(retryPaymentSchema, { ...(raw as object), method: code }, 422, "invalid_input", true);
  const method = (await methodsFor(c, order.country_code)).find((m) => m.code === code);
  if (!method) throw refuse("method", CHECKOUT_MESSAGES.paymentMethodInvalid);
  const issuer = method.issuers.length > 0 ? form.issuer : "";
  if (issuer && !method.issuers.some((i) => i.id === issuer)) throw refuse("issuer", CHECKOUT_MESSAGES.issuer);
  const fields = methodCustomerFields({ method: code, customer: form.customer }, order.country_code);
  return { code: method.code as PaymentMethodCode, issuer, consumer: paymentConsumer(fields) };
}

export async function retryPayment(c: Context<AppEnv>, input: RetryInput, raw: unknown): Promise<PaymentUrlResult> {
  const order = await orderByNumber(c.env.DB, input.order);
  if (!order || !(await mayAccess(c, order))) throw orderNotFound();
  const remembered = await c.env.CACHE.get<PaymentUrlResult>(retryKey(input.idempotency_key), "json");
  if (remembered && remembered.order === order.number) return remembered;
  if (!isPayable(order.status)) throw alreadyPaid();
  const { code: method, issuer, consumer } = await chosenMethod(c, order, input, raw);
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
  try {
    await holdAgain(c, current);
  } catch (error) {
    await releasePaymentLease(c.env.DB, order.id, Math.floor(Date.now() / 1000));
    throw error;
  }
  const result = await createOrderPayment(c, current, method, issuer, consumer);
  await c.env.CACHE.put(retryKey(input.idempotency_key), JSON.stringify(result), { expirationTtl: RETRY_KEY_TTL_S });
  return result;
}
