/**
 * The Cron's second look at VAT numbers (spec section 5; docs/decisions/017): a reverse-charged order whose
 * number the VAT service (VIES when VAT_PROVIDER=vies) could not answer for at checkout was made anyway,
 * with orders.vat_check 'unconfirmed'. Each run asks the service again for a bounded number of paid
 * orders that are due, with a back-off per order, until it answers:
 * - valid: 'confirmed', nothing else happens;
 * - invalid: 'invalid' (the order is flagged) and one mail to the shop's own address (kind vat_invalid)
 *   says which order and number, and that the invoice must be corrected;
 * - no answer again: still 'unconfirmed', one more attempt counted, due again after the back-off.
 * Each order is claimed with a conditional UPDATE, so two runs at once ask once and mail once; the outbox
 * keeps one vat_invalid mail per order on top.
 */
import { vatAdapter } from "../edge/vat";
import { mailAdapter } from "../edge/mail";
import { vatInvalidMail } from "../edge/mail-templates/vat-invalid";
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";
import { claimVatCheck, dueVatChecks, recordVatCheck, reopenVatCheck } from "../store/vat-checks";

/** Most orders one run asks about (the rest wait for the next run, 15 minutes later). */
export const VAT_RECHECKS_PER_RUN = 20;
/** The first wait after an unanswered check (the Cron's interval) ... */
export const VAT_RECHECK_BASE_S = 15 * 60;
/** ... doubled per attempt, up to a day: the service is asked at least daily until it answers. */
export const VAT_RECHECK_MAX_S = 24 * 3600;
/** A claimed check is not taken by another run for this long (one VIES answer takes seconds at most). */
export const VAT_RECHECK_LEASE_S = 5 * 60;

/** When an order whose check went unanswered for the attempts-th time is due again. */
export function nextVatCheckAt(nowS: number, attempts: number): number {
  return nowS + Math.min(VAT_RECHECK_BASE_S * 2 ** Math.max(0, attempts - 1), VAT_RECHECK_MAX_S);
}

export interface VatRecheckOptions {
  log?: Logger;
  /** The VIES adapter's fetch (tests give a local function). */
  fetch?: typeof fetch;
}

export interface VatRecheckRun {
  asked: number;
  confirmed: number;
  invalid: number;
  unanswered: number;
}

export async function recheckVatNumbers(env: Env, nowS: number, options: VatRecheckOptions = {}): Promise<VatRecheckRun> {
  const log = options.log ?? createLogger({ job: "vat-recheck" });
  const run: VatRecheckRun = { asked: 0, confirmed: 0, invalid: 0, unanswered: 0 };
  const due = await dueVatChecks(env.DB, nowS, VAT_RECHECKS_PER_RUN);
  if (due.length === 0) return run;
  const vat = vatAdapter(env, { log, fetch: options.fetch });
  const mail = mailAdapter(env, { log, nowS: () => nowS });
  for (const order of due) {
    if (!(await claimVatCheck(env.DB, order.id, nowS, nowS + VAT_RECHECK_LEASE_S))) continue;
    run.asked++;
    const answer = await vat.check(order.vat_number);
    if (!answer.checked) {
      run.unanswered++;
      await recordVatCheck(env.DB, order.id, "unconfirmed", nowS, nextVatCheckAt(nowS, order.attempts + 1));
      continue;
    }
    if (answer.valid) {
      if (await recordVatCheck(env.DB, order.id, "confirmed", nowS, null)) run.confirmed++;
      continue;
    }
    if (!(await recordVatCheck(env.DB, order.id, "invalid", nowS, null))) continue;
    run.invalid++;
    try {
      await mail.send(vatInvalidMail({ orderNumber: order.number, vatNumber: order.vat_number, company: order.company, invoiceNumber: order.invoice_number }));
      log.warn("reverse-charged order has an invalid VAT number: shop owner mailed", { order: order.number });
    } catch (err) {
      // Nothing was queued: the next run finds the order unconfirmed and due, asks again and mails then.
      await reopenVatCheck(env.DB, order.id, nowS);
      log.error("vat_invalid mail not queued", { order: order.number, error: String(err) });
    }
  }
  log.info("vat recheck run", { ...run });
  return run;
}
