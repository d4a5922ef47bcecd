/**
 * POST /webhooks/payments: the PSP's status call (form-encoded `id`, sent cross-site by the PSP, so it is
 * exempt from the CSRF and JSON rules; see worker/middleware/csrf.ts). The body is never trusted: the status
 * is fetched from the PSP through the adapter, and the order moves through the state machine exactly once.
 * Unknown ids answer 200 too (a webhook never tells whether an id exists) and are logged. A known id makes
 * the shop call the PSP at most WEBHOOK_STATUS_FETCH_LIMIT times a minute; beyond that 429 (the PSP retries).
 */
import { Hono } from "hono";
import type { AppEnv, Env } from "../../env";
import { targetStatus } from "../../domain/order-state";
import { PAYMENT_WEBHOOK_PATH } from "../../http/api-paths";
import { createLogger, logFor, type Logger } from "../../http/log";
import { invoiceStatements } from "../../store/invoices";
import { followupStatement } from "../../store/order-followups";
import { moveGuard, orderById, orderLines, paidEffectStatements, transitionStatements } from "../../store/orders";
import { paymentByProviderId, setPaymentStatus } from "../../store/payments";
import { customerKeys, LATEST_PAYMENT_GUARD, releaseStatements } from "../../store/reservations";
import { ApiHttpError } from "../../http/errors";
import { enforceRateLimits } from "../../middleware/rate-limit";
import { paymentWebhookSchema } from "../../../app/lib/schemas/checkout";
import { runFollowups } from "../../api/order/followups";
import { paymentAdapter } from "../../edge/payments";

export const WEBHOOK_PATH = PAYMENT_WEBHOOK_PATH;

export type WebhookOutcome = "unknown" | "unchanged" | "moved" | "mismatch";

/** The currency of every order (prices are euro cents). */
export const ORDER_CURRENCY = "EUR";

/**
 * How often one payment id may make the shop fetch its status from the PSP: a PSP calls once per status
 * change (and retries a call that failed), so more than this in a minute is someone replaying the id.
 */
export const WEBHOOK_STATUS_FETCH_LIMIT = { limit: 5, windowS: 60 } as const;

/**
 * Applies the PSP's current status of a payment to its order. Safe to run any number of times, in any
 * order, concurrently: the D1 batch of worker/store/orders.ts transitionStatements moves an order once.
 * - paid: only when the PSP's amount and currency equal the order's own frozen total (grand_total, set at
 *   payment-url or by pay again); else the order stays unpaid, is flagged (payment_mismatch) and the shop is
 *   mailed. The batch that marks it paid also records the follow-up steps (cart, confirmation mail), done
 *   right after and retried by the Cron until done (worker/edge/payments/followups.ts).
 * - failed / cancelled / expired of the order's latest payment: the order gives back its units and code use
 *   (worker/store/reservations.ts), once; pay again takes them again.
 * beforeProviderCall: runs after the id is known to be ours and before the PSP is called (the rate limit).
 */
export async function applyPaymentStatus(
  env: Env,
  providerId: string,
  origin: string,
  log: Logger = createLogger({ adapter: "payments" }),
  beforeProviderCall?: () => Promise<void>,
): Promise<WebhookOutcome> {
  const payment = await paymentByProviderId(env.DB, providerId);
  if (!payment) {
    log.warn("payment webhook for an unknown id", { provider_id: providerId });
    return "unknown";
  }
  if (beforeProviderCall) await beforeProviderCall();
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
  const db = env.DB;
  if (to === "paid" && (remote.amount !== order.grand_total || remote.currency !== ORDER_CURRENCY)) {
    if (order.status === "paid") {
      // Another payment already paid the order: this one is recorded as the PSP says, and logged for a refund.
      await setPaymentStatus(db, payment.id, remote.status, nowS).run();
      log.error("payment webhook: a further payment of a paid order, with another amount", { order: order.number, paid: remote.amount, currency: remote.currency });
      return "unchanged";
    }
    // Not a payment of this order's total: recorded as the PSP says, the order stays unpaid and is put before the shop.
    const details = JSON.stringify({ provider_id: providerId, amount: remote.amount, currency: remote.currency });
    const unpaid = `EXISTS (SELECT 1 FROM orders WHERE id = ${Number(order.id)} AND status != 'paid')`;
    await db.batch([
      setPaymentStatus(db, payment.id, remote.status, nowS),
      db.prepare("UPDATE orders SET payment_mismatch_at = ?2, payment_mismatch = ?3 WHERE id = ?1 AND status != 'paid'").bind(order.id, nowS, details),
      followupStatement(db, order.id, "mismatch_mail", nowS, unpaid),
    ]);
    log.error("payment webhook: paid amount differs from the order's total; the order stays unpaid", { order: order.number, expected: order.grand_total, paid: remote.amount, currency: remote.currency });
    await runFollowups(env, nowS, order.id, origin, log);
    return "mismatch";
  }
  let effects: D1PreparedStatement[] = [];
  if (to === "paid") {
    const lines = await orderLines(db, order.id);
    const keys = order.discount_code ? await customerKeys(order.customer_id, order.email) : [];
    const guard = moveGuard(order.id, "paid");
    effects = [
      ...paidEffectStatements(db, order, lines, nowS, keys),
      followupStatement(db, order.id, "cart_clear", nowS, guard),
      followupStatement(db, order.id, "confirmation_mail", nowS, guard),
    ];
  }
  const statements = [
    setPaymentStatus(db, payment.id, remote.status, nowS),
    ...transitionStatements(db, order.id, to, payment.id, nowS, effects),
    ...(to === "paid" ? invoiceStatements(db, order.id, nowS) : releaseStatements(db, order.id, LATEST_PAYMENT_GUARD, [payment.id])),
  ];
  const results = await db.batch(statements);
  const moved = results[1 + effects.length + 1]!.meta.changes === 1;
  if (moved) log.info("order status changed", { order: order.number, status: to, provider_id: providerId });
  // Steps a failure left open are done by a repeated webhook as well as by the Cron.
  if (to === "paid") await runFollowups(env, nowS, order.id, origin, log);
  return moved ? "moved" : "unchanged";
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
  const id = parsed.data.id;
  // At most WEBHOOK_STATUS_FETCH_LIMIT PSP calls per payment id a minute. Over it: 429 without calling the
  // PSP; Mollie retries a webhook that is not answered 2xx (later, with back-off), so a real status change
  // still arrives, while a replayed id costs one D1 read and one counter.
  const limitPerId = () => enforceRateLimits(c, { name: "payment-webhook-id", ...WEBHOOK_STATUS_FETCH_LIMIT, key: () => id });
  try {
    await applyPaymentStatus(c.env, id, linkOrigin(c.env, c.req.url), log, limitPerId);
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 429) {
      const retryAfter = error.headers["Retry-After"];
      return c.text("", 429, retryAfter ? { "Retry-After": retryAfter } : {});
    }
    // The PSP retries a webhook that does not answer 2xx: a provider or D1 hiccup is worth a retry.
    log.error("payment webhook failed", { provider_id: parsed.data.id, error: String(error) });
    return c.text("", 503);
  }
  return c.text("", 200);
});
