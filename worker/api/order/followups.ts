/**
 * Doing what follows a payment (worker/store/order-followups.ts): the webhook does an order's steps right
 * after the batch that recorded them, and the Cron (worker/scheduled.ts) does every step still open, so a
 * failure (the cart object or D1 unreachable for a moment, the mail outbox failing) delays a step but never
 * loses it. Each step is idempotent: the cart object only drops the lines the order was made from, and the
 * outbox keeps one mail per kind and order (related_id), so a step done twice has the effect of once.
 * The Cron also gives back what an order holds when it never got a payment (the PSP failed and the shopper
 * left), after RESERVATION_WITHOUT_PAYMENT_S.
 */
import type { Env } from "../../env";
import { createLogger, type Logger } from "../../http/log";
import { cartRef } from "../cart/service";
import { claimFollowup, failFollowup, finishFollowup, openFollowups, type FollowupStep } from "../../store/order-followups";
import { orderById, orderLines } from "../../store/orders";
import { readOrderDelivery } from "../../store/delivery";
import { NEVER_PAID_GUARD, releaseStatements } from "../../store/reservations";
import { voucherOfOrder } from "../../store/vouchers";
import { mailAdapter } from "../../edge/mail";
import { orderConfirmationMail } from "../../edge/mail-templates/order-confirmation";
import { paymentMismatchMail } from "../../edge/mail-templates/payment-mismatch";
import { shopOrderMail } from "../../edge/mail-templates/shop-order";
import { orderMailSettings } from "../../store/backoffice/order-mail-settings";

/** An order whose payment could not be created holds its units this long (the shopper may try the same key again). */
export const RESERVATION_WITHOUT_PAYMENT_S = 3600;

/** Orders one Cron run releases at most. */
const RELEASES_PER_RUN = 50;

export interface FollowupRun {
  done: number;
  failed: number;
}

async function doStep(env: Env, orderId: number, step: FollowupStep, origin: string, log: Logger): Promise<void> {
  const order = await orderById(env.DB, orderId);
  if (!order) return;
  switch (step) {
    case "cart_clear": {
      const ref = cartRef(env, order.cart_id);
      // Lines the shopper added after the order was made stay (a late retry must not empty a new cart).
      if (ref) await ref.stub.clearOrdered(order.created_at * 1000 + 999, order.discount_code);
      return;
    }
    case "confirmation_mail": {
      // An order whose customer erased the account before the payment came in has no address left.
      if (!order.email) return;
      const [lines, voucher, delivery] = await Promise.all([orderLines(env.DB, order.id), voucherOfOrder(env.DB, order.id), readOrderDelivery(env.DB, order.id)]);
      await mailAdapter(env, { log }).send(orderConfirmationMail({ order, lines, voucher, delivery, termsUrl: `${origin}/service/algemene-voorwaarden/` }));
      return;
    }
    case "shop_order_mail": {
      // To the shop's order address, unless the owner turned it off (docs/operations/orders.md).
      const settings = await orderMailSettings(env.DB);
      if (!settings.enabled) return;
      const lines = await orderLines(env.DB, order.id);
      await mailAdapter(env, { log }).send(shopOrderMail({ order, lines, to: settings.address, origin }));
      return;
    }
    case "mismatch_mail": {
      const m = JSON.parse(order.payment_mismatch ?? "{}") as { provider_id?: string; amount?: number; currency?: string };
      await mailAdapter(env, { log }).send(paymentMismatchMail({ order, providerId: m.provider_id ?? "", paidAmount: m.amount ?? 0, currency: m.currency ?? "" }));
      return;
    }
  }
}

/** Does the open follow-up steps of one order (orderId) or of all orders (null), each once. */
export async function runFollowups(env: Env, nowS: number, orderId: number | null, origin: string, log: Logger = createLogger({ job: "order-followups" })): Promise<FollowupRun> {
  const run: FollowupRun = { done: 0, failed: 0 };
  for (const row of await openFollowups(env.DB, nowS, orderId)) {
    if (!(await claimFollowup(env.DB, row.order_id, row.step, nowS))) continue;
    try {
      await doStep(env, row.order_id, row.step, origin, log);
      await finishFollowup(env.DB, row.order_id, row.step, nowS);
      run.done++;
    } catch (error) {
      await failFollowup(env.DB, row.order_id, row.step, String(error));
      log.error("order follow-up failed; the Cron tries again", { order_id: row.order_id, step: row.step, attempts: row.attempts + 1, error: String(error) });
      run.failed++;
    }
  }
  return run;
}

/** Gives back the units and code use of orders that never got a payment within RESERVATION_WITHOUT_PAYMENT_S. */
export async function releaseUnpaidReservations(env: Env, nowS: number): Promise<number> {
  const before = nowS - RESERVATION_WITHOUT_PAYMENT_S;
  const { results } = await env.DB.prepare(
    `SELECT o.id FROM orders o WHERE o.reserved = 1 AND ${NEVER_PAID_GUARD} ORDER BY o.id LIMIT ?`,
  )
    .bind(before, RELEASES_PER_RUN)
    .all<{ id: number }>();
  let released = 0;
  for (const { id } of results) {
    const done = await env.DB.batch(releaseStatements(env.DB, id, NEVER_PAID_GUARD, [before]));
    if (done.at(-1)!.meta.changes === 1) released++;
  }
  return released;
}

/**
 * The Cron's part (worker/scheduled.ts): open follow-up steps, then reservations of orders that were never
 * paid. Never throws: a failure is logged and the next run tries again, and the Cron's other jobs still run.
 */
export async function paymentFollowupsJob(env: Env, nowS: number, origin: string, log: Logger): Promise<void> {
  try {
    const run = await runFollowups(env, nowS, null, origin, log);
    const released = await releaseUnpaidReservations(env, nowS);
    if (run.done + run.failed + released > 0) log.info("payment follow-ups run", { done: run.done, failed: run.failed, released });
  } catch (error) {
    log.error("payment follow-ups run failed; the next run tries again", { error: String(error) });
  }
}
