/**
 * Starting a PSP payment for an order, shared by POST /v1/checkout/payment-url (the first payment) and
 * POST /v1/order/payment-url (pay again). One payment at a time per order: the payment lease of
 * worker/store/orders.ts; a request that finds the lease held waits for the other's payment.
 */
import type { Context } from "hono";
import type { PaymentUrlResult } from "../../../app/lib/api/types/checkout";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import { parseAdultBirthdate, type PaymentMethodCode } from "../../../app/lib/schemas/checkout";
import type { AppEnv } from "../../env";
import { paymentAdapter, type PaymentConsumer } from "../../edge/payments";
import { PAYMENT_WEBHOOK_PATH } from "../../http/api-paths";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { readOrderByNumber } from "../../store/order-read";
import type { PaymentCustomerFields } from "../../store/checkout-state";
import { claimPaymentLease, leaseHeld, orderById, releasePaymentLease, type OrderRow } from "../../store/orders";
import { insertPayment, latestPayment } from "../../store/payments";
import { holdAgain } from "./hold";

/** A payment attempt holds the lease this long at most (the PSP timeout is 5 s). */
export const PAYMENT_LEASE_S = 15;
const WAIT_STEP_MS = 50;
const WAIT_MAX_MS = 8000;

const nowS = () => Math.floor(Date.now() / 1000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const providerUnavailable = () => new ApiHttpError(503, "payment_provider_unavailable", CHECKOUT_MESSAGES.providerUnavailable);

/** Where the PSP sends the browser back: the status page decides thank-you, pending or pay again. */
export function statusUrl(origin: string, number: string): string {
  return `${origin}/checkout/status/${number}/`;
}

/** The payment form's fields of the chosen method as the PSP takes them (dob as ISO); none: undefined. */
export function paymentConsumer(fields: PaymentCustomerFields | null | undefined): PaymentConsumer | undefined {
  if (!fields || (!fields.dob && !fields.phone && !fields.gender && fields.installment === null)) return undefined;
  const gender = fields.gender === "man" || fields.gender === "vrouw" ? fields.gender : "";
  return { dob: (fields.dob && parseAdultBirthdate(fields.dob)) || "", gender, phone: fields.phone, installment: fields.installment };
}

/**
 * Creates a PSP payment for an order whose lease this request holds, stores it and releases the lease.
 * consumer: the method's fields the shopper gave for this payment. A real PSP gets the frozen order (lines,
 * addresses) read from D1; the sandbox does not need it (one query less per payment).
 */
export async function createOrderPayment(c: Context<AppEnv>, order: OrderRow, method: PaymentMethodCode, issuer: string, consumer?: PaymentConsumer): Promise<PaymentUrlResult> {
  const origin = new URL(c.req.url).origin;
  const adapter = paymentAdapter(c.env);
  try {
    const frozen = adapter.name === "sandbox" ? undefined : (await readOrderByNumber(c.env.DB, order.number))?.order;
    // The attempt (a PSP's idempotency key): the same until a payment of this order is stored.
    const attempt = adapter.name === "sandbox" ? undefined : `${order.number}-${(await latestPayment(c.env.DB, order.id))?.id ?? 0}`;
    const created = await adapter.createPayment({
      orderNumber: order.number,
      amount: order.grand_total,
      description: `Droomnest bestelling ${order.number}`,
      method,
      issuer,
      redirectUrl: statusUrl(origin, order.number),
      webhookUrl: `${origin}${PAYMENT_WEBHOOK_PATH}`,
      locale: order.country_code === "BE" ? "nl_BE" : "nl_NL",
      ...(frozen ? { order: frozen } : {}),
      ...(attempt ? { attempt } : {}),
      ...(consumer ? { consumer } : {}),
    });
    await insertPayment(c.env.DB, { orderId: order.id, provider: adapter.name, providerId: created.id, method, amount: order.grand_total, checkoutUrl: created.checkoutUrl, nowS: nowS() });
    await releasePaymentLease(c.env.DB, order.id, nowS());
    return { order: order.number, checkout_url: created.checkoutUrl };
  } catch (error) {
    await releasePaymentLease(c.env.DB, order.id, nowS());
    logFor(c).error("payment provider failed; the order stays pending", { order: order.number, error: String(error) });
    throw providerUnavailable();
  }
}

/**
 * The payment of an order another request (same idempotency key) is making or made: waits while that
 * request holds the lease, then answers its payment; none after all (the PSP failed): 503.
 */
export async function awaitOrderPayment(c: Context<AppEnv>, orderId: number, after = 0): Promise<PaymentUrlResult> {
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const order = await orderById(c.env.DB, orderId);
    if (!order) throw providerUnavailable();
    const payment = await latestPayment(c.env.DB, orderId);
    if (payment && payment.id > after && payment.checkout_url) return { order: order.number, checkout_url: payment.checkout_url };
    if (!leaseHeld(order, nowS(), PAYMENT_LEASE_S) || waited >= WAIT_MAX_MS) throw providerUnavailable();
    await sleep(WAIT_STEP_MS);
  }
}

/** The first payment of an order (the same idempotency key again: the same payment, or a new try after a PSP failure). */
export async function ensureFirstPayment(c: Context<AppEnv>, order: OrderRow, createdHere: boolean, method: PaymentMethodCode, issuer: string, consumer?: PaymentConsumer): Promise<PaymentUrlResult> {
  if (createdHere) return createOrderPayment(c, order, method, issuer, consumer);
  const payment = await latestPayment(c.env.DB, order.id);
  if (payment?.checkout_url) return { order: order.number, checkout_url: payment.checkout_url };
  if (await claimPaymentLease(c.env.DB, order.id, nowS(), PAYMENT_LEASE_S)) {
    const fresh = (await orderById(c.env.DB, order.id)) ?? order;
    try {
      // The Cron gave back the units of an order that never got a payment: take them again first.
      await holdAgain(c, fresh);
    } catch (error) {
      await releasePaymentLease(c.env.DB, order.id, nowS());
      throw error;
    }
    return createOrderPayment(c, fresh, method, issuer, consumer);
  }
  return awaitOrderPayment(c, order.id);
}
