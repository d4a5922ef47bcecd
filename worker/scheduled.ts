/**
 * The Cron Trigger (wrangler.toml [triggers], every 15 minutes): abandoned-cart reminders (ADR 016), a retry
 * of mails a provider has not accepted yet, and account housekeeping (ADR 014): expired sessions, expired
 * one-time tokens and ended login-failure streaks are deleted; the retention jobs (worker/store/retention.ts)
 * delete or anonymise what the privacy statement says, when it says so, from the one table of periods in
 * app/lib/retention.ts (saved chats, vitals counts, orders, checkout states ...). VAT numbers of
 * reverse-charged orders that VIES could not confirm at checkout are checked again
 * (worker/jobs/vat-recheck.ts), and paid orders get their review invitation (worker/jobs/review-invitations.ts).
 * What follows a payment and is still open (cart, mails) is done again, and orders that never got a payment
 * give their units back (worker/api/order/followups.ts).
 *
 * Only consenting shoppers are reminded (docs/decisions/028, worker/domain/cart-reminder.ts): an address
 * given with the reminder statement, or a customer who chose reminders in the account; never an address on
 * the opt-out list. Each mail carries a one-click unsubscribe link (text and List-Unsubscribe headers).
 *
 * A cart gets exactly one reminder: each candidate is claimed with a conditional UPDATE (reminded_at IS
 * NULL) and only the run whose update changed the row queues the mail; the outbox keeps one
 * cart_reminder per cart on top. Two runs at once, or one run twice, queue one mail per cart.
 */
import { ABANDONED_CART_IDLE_S } from "../app/lib/constants";
import { REMINDER_UNSUBSCRIBE_PATH } from "../app/lib/abandon/constants";
import { reminderRecipient } from "./domain/cart-reminder";
import { mailAdapter, mailLinkOrigin } from "./edge/mail";
import { paymentFollowupsJob } from "./api/order/followups";
import { cartReminderMail } from "./edge/mail-templates/cart-reminder";
import type { Env } from "./env";
import { createLogger, type Logger } from "./http/log";
import { sendReviewInvitations } from "./jobs/review-invitations";
import { dailySummaryJob } from "./jobs/daily-summary";
import { recheckVatNumbers } from "./jobs/vat-recheck";
import { claimReminder, findAbandonedCarts, releaseReminder } from "./store/abandon";
import { deleteRestoreLink, linkForCart, purgeExpiredRestoreLinks } from "./store/cart-restore-links";
import { purgeExpiredTokens } from "./store/account-tokens";
import { purgeStaleLoginFailures } from "./store/login-failures";
import { runRetention } from "./store/retention";
import { MAIL_BUDGET_WINDOW_S } from "./domain/mail-budget";
import { purgeMailBudget } from "./store/mail-budget";
import { purgeExpiredSessions } from "./store/sessions";
import { createUnsubscribeLink, deleteUnsubscribeLink, isOptedOut, purgeExpiredUnsubscribeLinks } from "./store/reminder-optouts";

/** Most reminders one run queues (the rest wait for the next run). */
export const REMINDERS_PER_RUN = 100;

export interface ReminderOptions {
  /** How long a cart must be idle; ABANDONED_CART_IDLE_S unless a development trigger says otherwise. */
  idleS?: number;
  /** Origin of the restore link; SITE_ORIGIN unless a development trigger passes its own request's origin. */
  origin?: string;
  log?: Logger;
}

export interface ReminderRun {
  candidates: number;
  queued: number;
}

/** Finds idle carts with an e-mail address and queues one reminder each. nowS: unix seconds. */
export async function sendCartReminders(env: Env, nowS: number, options: ReminderOptions = {}): Promise<ReminderRun> {
  const log = options.log ?? createLogger({ job: "cart-reminders" });
  const idleS = options.idleS ?? ABANDONED_CART_IDLE_S;
  const carts = await findAbandonedCarts(env.DB, nowS - idleS, REMINDERS_PER_RUN);
  const mail = mailAdapter(env, { log, nowS: () => nowS });
  let queued = 0;
  const origin = options.origin ?? mailLinkOrigin(env);
  for (const cart of carts) {
    if (!(await claimReminder(env.DB, cart.id, nowS))) continue;
    // No consent (any more), or the address opted out: the claim stays, so the cart is not looked at again.
    const recipient = await reminderRecipient(cart, (address) => isOptedOut(env.DB, address));
    if (!recipient) continue;
    // The link names a snapshot of the lines, never the cart (cart_restore_links, migration 0018).
    let token: string | null = null;
    let unsubscribe: string | null = null;
    try {
      token = await linkForCart(env.DB, env.CART, cart.id, nowS);
      // An empty or unknown cart gets no mail; its claim stays, so it is not looked at again.
      if (!token) continue;
      unsubscribe = await createUnsubscribeLink(env.DB, recipient.to, nowS);
      const result = await mail.send(
        cartReminderMail({
          to: recipient.to,
          cartId: cart.id,
          itemCount: cart.item_count,
          grandTotal: cart.grand_total,
          restoreUrl: `${origin}/cart/restore/${token}`,
          unsubscribeUrl: `${origin}${REMINDER_UNSUBSCRIBE_PATH}?token=${unsubscribe}`,
        }),
      );
      if (result.queued) queued++;
    } catch (err) {
      // Nothing was queued: give the claim back so the next run tries again (with new links).
      if (token) await deleteRestoreLink(env.DB, token);
      if (unsubscribe) await deleteUnsubscribeLink(env.DB, unsubscribe);
      await releaseReminder(env.DB, cart.id, nowS);
      log.error("cart reminder not queued", { error: String(err) });
    }
  }
  log.info("cart reminders run", { candidates: carts.length, queued });
  return { candidates: carts.length, queued };
}

/**
 * Deletes what can no longer be used or is past its retention: expired sessions and tokens, ended
 * login-failure streaks, mail-budget rows past their 24 hours, and every retention job of app/lib/retention.ts.
 */
export async function purgeExpired(env: Env, nowS: number): Promise<void> {
  await Promise.all([
    purgeExpiredSessions(env.DB, nowS),
    purgeExpiredTokens(env.DB, nowS),
    purgeStaleLoginFailures(env.DB, nowS),
    runRetention(env.DB, nowS),
    purgeExpiredRestoreLinks(env.DB, nowS),
    purgeExpiredUnsubscribeLinks(env.DB, nowS),
    purgeMailBudget(env.DB, nowS - MAIL_BUDGET_WINDOW_S),
  ]);
}

/** The exported scheduled handler (worker/index.ts). */
export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const nowS = Math.floor(controller.scheduledTime / 1000);
  const log = createLogger({ job: "cron", cron: controller.cron });
  const work = (async () => {
    await sendCartReminders(env, nowS, { log });
    await paymentFollowupsJob(env, nowS, mailLinkOrigin(env), log);
    await recheckVatNumbers(env, nowS, { log });
    await sendReviewInvitations(env, nowS, { origin: mailLinkOrigin(env), log });
    // The shop's daily summary, once per day (worker/jobs/daily-summary.ts).
    await dailySummaryJob(env, nowS, mailLinkOrigin(env), log);
    // Mail still due (queued by this run, or waiting for its next attempt: worker/edge/mail-delivery.ts).
    const delivered = await mailAdapter(env, { log, nowS: () => nowS }).deliverDue({ limit: 100 });
    if (delivered > 0) log.info("outbox delivery", { sent: delivered });
    await purgeExpired(env, nowS);
  })();
  ctx.waitUntil(work);
  await work;
}
