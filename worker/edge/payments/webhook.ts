/**
 * POST /webhooks/payments: the PSP's status call (form-encoded `id`, sent cross-site by the PSP, so it is
 * exempt from the CSRF and JSON rules; see worker/middleware/csrf.ts). The body is never trusted: the status
 * is fetched from the PSP through the adapter, and the order moves through the state machine exactly once.
 * Unknown ids answer 200 too (a webhook never tells whether an id exists) and are logged.
 */
import { Hono } from "hono";
import type { AppEnv, Env } from "../../env";
import { targetStatus } from "../../domain/order-state";
import { PAYMENT_WEBHOOK_PATH } from "../../http/api-paths";
import { createLogger, logFor, type Logger } from "../../http/log";
import { invoiceStatements } from "../../store/invoices";
import { orderById, orderLines, paidEffectStatements, transitionStatements } from "../../store/orders";
import { paymentByProviderId, setPaymentStatus } from "../../store/payments";
import { cartRef } from "../../api/cart/service";
import { mailAdapter } from "../mail";
import { orderConfirmationMail } from "../mail-templates/order-confirmation";
import { paymentWebhookSchema } from "../../../app/lib/schemas/checkout";
import { paymentAdapter } from "./index";

export const WEBHOOK_PATH = PAYMENT_WEBHOOK_PATH;

export type WebhookOutcome = "unknown" | "unchanged" | "moved";

/**
 * Applies the PSP's current status of a payment to its order. Safe to run any number of times, in any
 * order, concurrently: the D1 batch of worker/store/orders.ts transitionStatements moves an order once.
 */
export async function applyPaymentStatus(env: Env, providerId: string, origin: string, log: Logger = createLogger({ adapter: "payments" })): Promise<WebhookOutcome> {
  const payment = await paymentByProviderId(env.DB, providerId);
  if (!payment) {
    log.warn("payment webhook for an unknown id", { provider_id: providerId });
    return "unknown";
  }
  const remote = await paymentAdapter(env).getPayment(providerId);
  if (!remote) {
    log.warn("payment webhook: the provider does not know the id", { provider_id: providerId });
    return "unknown";
  }
  const nowS = Math.floor(Date.now() / 1000);
  const order = await orderById(env.DB, payment.order_id);
  if (!order) return "unknown";
  const to = targetStatus(remote.status);
  if (!to) {
    await setPaymentStatus(env.DB, payment.id, remote.status, nowS).run();
    return "unchanged";
  }
  const lines = to === "paid" ? await orderLines(env.DB, order.id) : [];
  // A paid amount that is not the order's total is not a payment of this order (logged, not applied).
  if (to === "paid" && remote.amount !== payment.amount) {
    log.error("payment webhook: paid amount differs from the payment", { order: order.number, expected: payment.amount, paid: remote.amount });
    return "unchanged";
  }
  const effects = to === "paid" ? paidEffectStatements(env.DB, order, lines, nowS) : [];
  const statements = [
    setPaymentStatus(env.DB, payment.id, remote.status, nowS),
    ...transitionStatements(env.DB, order.id, to, payment.id, nowS, effects),
    ...(to === "paid" ? invoiceStatements(env.DB, order.id, nowS) : []),
  ];
  const results = await env.DB.batch(statements);
  const moved = results[1 + effects.length + 1]!.meta.changes === 1;
  if (!moved) return "unchanged";
  log.info("order status changed", { order: order.number, status: to, provider_id: providerId });
  if (to === "paid") {
    const ref = cartRef(env, order.cart_id);
    if (ref) await ref.stub.clear();
    const termsUrl = `${origin}/service/algemene-voorwaarden/`;
    await mailAdapter(env, { log }).send(orderConfirmationMail({ order: { ...order, status: "paid", paid_at: nowS }, lines, termsUrl }));
  }
  return "moved";
}

/** The origin of links in mails: SITE_ORIGIN, else the request's origin. */
export function linkOrigin(env: Env, requestUrl: string): string {
  return (env.SITE_ORIGIN || new URL(requestUrl).origin).replace(/\/+$/u, "");
}

export const paymentWebhook = new Hono<AppEnv>();

paymentWebhook.post(WEBHOOK_PATH, async (c) => {
  const log = logFor(c);
  // Exempt from the page-form rules, so its own size limit: an id is a few bytes.
  if (Number(c.req.header("Content-Length") ?? "0") > 4096) return c.text("", 413);
  const form = await c.req.formData().catch(() => null);
  const parsed = paymentWebhookSchema.safeParse({ id: form?.get("id") ?? "" });
  if (!parsed.success) {
    log.warn("payment webhook without a valid id");
    return c.text("", 200);
  }
  try {
    await applyPaymentStatus(c.env, parsed.data.id, linkOrigin(c.env, c.req.url), log);
  } catch (error) {
    // The PSP retries a webhook that does not answer 2xx: a provider or D1 hiccup is worth a retry.
    log.error("payment webhook failed", { provider_id: parsed.data.id, error: String(error) });
    return c.text("", 503);
  }
  return c.text("", 200);
});
