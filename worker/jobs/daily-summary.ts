/**
 * The shop's daily summary (docs/decisions/035): the Cron (worker/scheduled.ts, every 15 minutes) mails
 * yesterday's figures to the shop's order address once per Amsterdam day, from SUMMARY_HOUR on. Idempotent
 * per day: a run finds the day's summary in the outbox and does nothing, and the outbox keeps one
 * daily_summary per day (related_id) when two runs meet. The owner can turn it off (daily_summary_enabled).
 */
import { mailAdapter } from "../edge/mail";
import { dailySummaryMail } from "../edge/mail-templates/daily-summary";
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";
import { amsterdamDay, amsterdamDayStart, previousDay } from "../domain/backoffice/order-search";
import { dailyFigures, summaryQueued } from "../store/backoffice/daily-summary";
import { orderMailSettings } from "../store/backoffice/order-mail-settings";

/** The local hour (Amsterdam) from which the day before is summed up. */
export const SUMMARY_HOUR = 7;
/** A refund counts as due soon when its deadline is this close (days). */
export const REFUND_DUE_SOON_DAYS = 3;

export type SummaryOutcome = "early" | "off" | "done" | "queued";

export async function sendDailySummary(env: Env, nowS: number, origin: string, log: Logger = createLogger({ job: "daily-summary" })): Promise<SummaryOutcome> {
  const today = amsterdamDay(nowS);
  const todayStart = amsterdamDayStart(today);
  if (nowS < todayStart + SUMMARY_HOUR * 3600) return "early";
  const day = previousDay(today);
  if (await summaryQueued(env.DB, day)) return "done";
  const settings = await orderMailSettings(env.DB);
  if (!settings.summaryEnabled) return "off";
  const figures = await dailyFigures(env.DB, amsterdamDayStart(day), todayStart, nowS, REFUND_DUE_SOON_DAYS * 86_400);
  const result = await mailAdapter(env, { log, nowS: () => nowS }).send(dailySummaryMail({ day, figures, to: settings.address, origin, dueDays: REFUND_DUE_SOON_DAYS }));
  log.info("daily summary", { day, queued: result.queued });
  return result.queued ? "queued" : "done";
}

/** The Cron's part: never throws (the Cron's other jobs still run; the next run tries again). */
export async function dailySummaryJob(env: Env, nowS: number, origin: string, log: Logger): Promise<void> {
  try {
    await sendDailySummary(env, nowS, origin, log);
  } catch (error) {
    log.error("daily summary failed; the next run tries again", { error: String(error) });
  }
}
