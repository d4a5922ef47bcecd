/**
 * The Cron Trigger (wrangler.toml [triggers], every 15 minutes): abandoned-cart reminders (issue 7, 5.2),
 * a retry of mails a provider has not accepted yet, and account housekeeping (issue 8): expired sessions,
 * expired one-time tokens and ended login-failure streaks are deleted; saved chats of Noor (issue 11) are
 * deleted after CHAT_RETENTION_S, as the privacy statement says, and the real-user vitals' daily counts
 * (issue 10, 3.4) after VITALS_RETENTION_DAYS. What follows a payment and is still open (cart, mails) is
 * done again, and orders that never got a payment give their units back (worker/edge/payments/followups.ts).
 *
 * A cart gets exactly one reminder: each candidate is claimed with a conditional UPDATE (reminded_at IS
 * NULL) and only the run whose update changed the row queues the mail; the outbox keeps one
 * cart_reminder per cart on top. Two runs at once, or one run twice, queue one mail per cart.
 */
import { ABANDONED_CART_IDLE_S } from "../app/lib/constants";
import { signRestoreToken } from "./domain/cart/restore-token";
import { mailAdapter } from "./edge/mail";
import { paymentFollowupsJob } from "./edge/payments/followups";
import { cartReminderMail } from "./edge/mail-templates/cart-reminder";
import type { Env } from "./env";
import { createLogger, type Logger } from "./http/log";
import { claimReminder, findAbandonedCarts, releaseReminder } from "./store/abandon";
import { purgeExpiredTokens } from "./store/account-tokens";
import { purgeOldChats } from "./store/chat";
import { purgeStaleLoginFailures } from "./store/login-failures";
import { purgeExpiredSessions } from "./store/sessions";
import { purgeOldVitals } from "./store/vitals";

/** How long a saved chat is kept: 12 months (the privacy statement, kv-seed/content/service/privacy.json). */
export const CHAT_RETENTION_S = 365 * 24 * 3600;

/** How many days of real-user vitals counts are kept: a year and a month, to compare a month year on year. */
export const VITALS_RETENTION_DAYS = 400;

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

/** The origin of links in mails: SITE_ORIGIN, else the request's origin given by the caller. */
export function siteOrigin(env: Env, fallback = "http://localhost:8787"): string {
  return (env.SITE_ORIGIN || fallback).replace(/\/+$/u, "");
}

/** Finds idle carts with an e-mail address and queues one reminder each. nowS: unix seconds. */
export async function sendCartReminders(env: Env, nowS: number, options: ReminderOptions = {}): Promise<ReminderRun> {
  const log = options.log ?? createLogger({ job: "cart-reminders" });
  const idleS = options.idleS ?? ABANDONED_CART_IDLE_S;
  const carts = await findAbandonedCarts(env.DB, nowS - idleS, REMINDERS_PER_RUN);
  const mail = mailAdapter(env, { log, nowS: () => nowS });
  let queued = 0;
  for (const cart of carts) {
    if (!(await claimReminder(env.DB, cart.id, nowS))) continue;
    try {
      const token = await signRestoreToken(env.CART_RESTORE_SECRET, cart.id, nowS);
      const result = await mail.send(
        cartReminderMail({
          to: cart.email,
          cartId: cart.id,
          itemCount: cart.item_count,
          grandTotal: cart.grand_total,
          restoreUrl: `${options.origin ?? siteOrigin(env)}/cart/restore/${token}`,
        }),
      );
      if (result.queued) queued++;
    } catch (err) {
      // Nothing was queued: give the claim back so the next run tries again.
      await releaseReminder(env.DB, cart.id, nowS);
      log.error("cart reminder not queued", { cart: cart.id.slice(0, 8), error: String(err) });
    }
  }
  log.info("cart reminders run", { candidates: carts.length, queued });
  return { candidates: carts.length, queued };
}

/** The first UTC day (YYYY-MM-DD) whose vitals counts are kept at nowS: today and the VITALS_RETENTION_DAYS before it. */
export function vitalsKeptFrom(nowS: number): string {
  return new Date((nowS - VITALS_RETENTION_DAYS * 86_400) * 1000).toISOString().slice(0, 10);
}

/**
 * Deletes what can no longer be used or is past its retention: expired sessions and tokens, ended
 * login-failure streaks, old chats and old vitals counts.
 */
export async function purgeExpired(env: Env, nowS: number): Promise<void> {
  await Promise.all([
    purgeExpiredSessions(env.DB, nowS),
    purgeExpiredTokens(env.DB, nowS),
    purgeStaleLoginFailures(env.DB, nowS),
    purgeOldChats(env.DB, nowS - CHAT_RETENTION_S),
    purgeOldVitals(env.DB, vitalsKeptFrom(nowS)),
  ]);
}

/** The exported scheduled handler (worker/index.ts). */
export async function scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const nowS = Math.floor(controller.scheduledTime / 1000);
  const log = createLogger({ job: "cron", cron: controller.cron });
  const work = (async () => {
    await sendCartReminders(env, nowS, { log });
    await paymentFollowupsJob(env, nowS, siteOrigin(env), log);
    const retried = await mailAdapter(env, { log }).retryPending();
    if (retried > 0) log.info("outbox retry", { sent: retried });
    await purgeExpired(env, nowS);
  })();
  ctx.waitUntil(work);
  await work;
}
