/**
 * The PSP's status of a payment applied to its order: the one service the payment webhook
 * (worker/routes/payments/webhook.ts) and the sandbox PSP's page (worker/routes/payments/sandbox-page.ts) call,
 * with plain inputs (env, provider id, origin of mail links, logger).
 */
import type { Env } from "../../env";
import { targetStatus } from "../../domain/order-state";
import { createLogger, type Logger } from "../../http/log";
import { invoiceStatements } from "../../store/invoices";
import { followupStatement } from "../../store/order-followups";
import { moveGuard, orderById, orderLines, paidEffectStatements, transitionStatements } from "../../store/orders";
import { paymentByProviderId, setPaymentStatus } from "../../store/payments";
import { customerKeys, LATEST_PAYMENT_GUARD, releaseStatements } from "../../store/reservations";
import { issueOrderVoucherStatement } from "../../store/vouchers";
import { paymentAdapter } from "../../edge/payments";
import { runFollowups } from "./followups";
import { syncRefundStates } from "../beheer/refund-sync";

export type WebhookOutcome = "unknown" | "unchanged" | "moved" | "mismatch";

/** The currency of every order (prices are euro cents). */
export const ORDER_CURRENCY = "EUR";

/**
 * Applies the PSP's current status of a payment to its order. Safe to run any number of times, in any
 * order, concurrently: the D1 batch of worker/store/orders.ts transitionStatements moves an order once.
 * - paid: only when the PSP's amount and currency equal the order's own frozen total (grand_total, set at
 *   payment-url or by pay again); else the order stays unpaid, is flagged (payment_mismatch) and the shop is
 *   mailed. The batch that marks it paid also issues the order's voucher (docs/decisions/027) and records the
 *   follow-up steps (cart, confirmation mail with the voucher), done right after and retried by the Cron until
 *   done (worker/api/order/followups.ts).
 * - paid again for a paid order: what the PSP refunded of the payment is recorded (orders.refunded_amount);
 *   a full refund voids the order's voucher.
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
  // The PSP calls the payment's webhook for its refunds too (docs/decisions/037).
  await syncRefundStates(env, payment, log);
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
      issueOrderVoucherStatement(db, order.id, guard, nowS),
      followupStatement(db, order.id, "cart_clear", nowS, guard),
      followupStatement(db, order.id, "confirmation_mail", nowS, guard),
    ];
  }
  // What the PSP refunded of a paying payment (never less than recorded before).
  const refunded = to === "paid" && (remote.refunded ?? 0) > 0 ? [db.prepare("UPDATE orders SET refunded_amount = MAX(refunded_amount, ?2) WHERE id = ?1").bind(order.id, remote.refunded)] : [];
  const statements = [
    setPaymentStatus(db, payment.id, remote.status, nowS),
    ...transitionStatements(db, order.id, to, payment.id, nowS, effects),
    ...(to === "paid" ? invoiceStatements(db, order.id, nowS) : releaseStatements(db, order.id, LATEST_PAYMENT_GUARD, [payment.id])),
    ...refunded,
  ];
  const results = await db.batch(statements);
  const moved = results[1 + effects.length + 1]!.meta.changes === 1;
  if (moved) log.info("order status changed", { order: order.number, status: to, provider_id: providerId });
  // Steps a failure left open are done by a repeated webhook as well as by the Cron.
  if (to === "paid") await runFollowups(env, nowS, order.id, origin, log);
  return moved ? "moved" : "unchanged";
}
