/**
 * When the shop tries a mail again (docs/decisions/034). Pure: the outbox (worker/store/outbox-delivery.ts)
 * stores the times, worker/edge/mail-delivery.ts runs the attempts after the response or in the Cron.
 *
 * Attempt n failed (n = 1, 2, ...): the next one is due MAIL_RETRY_BASE_S * 2^(n-1) later, at most
 * MAIL_RETRY_MAX_DELAY_S; after MAIL_MAX_ATTEMPTS failed attempts the message is a dead letter. With the
 * Cron every 15 minutes the attempts spread over roughly a day (1, 2, 4, 8, 16 minutes, ..., 6 hours).
 */

/** Attempts of one message before it becomes a dead letter. */
export const MAIL_MAX_ATTEMPTS = 8;
/** The wait after the first failed attempt, in seconds. */
export const MAIL_RETRY_BASE_S = 60;
/** The longest wait between two attempts, in seconds. */
export const MAIL_RETRY_MAX_DELAY_S = 6 * 3600;
/** How long one provider call may take before it counts as failed (milliseconds). */
export const MAIL_SEND_TIMEOUT_MS = 10_000;
/** A claimed row is not claimed again for this long (seconds): longer than one call with its timeout. */
export const MAIL_CLAIM_LEASE_S = 120;

/** Seconds until the next attempt after `failedAttempts` failed ones (1 or more). */
export function retryDelayS(failedAttempts: number): number {
  const n = Math.max(1, Math.floor(failedAttempts));
  return Math.min(MAIL_RETRY_MAX_DELAY_S, MAIL_RETRY_BASE_S * 2 ** (n - 1));
}

export type AttemptOutcome =
  | { sent: true; providerMessageId: string }
  | { sent: false; error: string; /** A refusal a retry cannot change (e.g. an invalid address): dead at once. */ permanent?: boolean };

export type AttemptRecord =
  | { state: "sent"; sentAt: number; providerMessageId: string }
  | { state: "retry"; nextAttemptAt: number; error: string }
  | { state: "dead"; deadAt: number; error: string };

/** What the outbox records after attempt number `attempt` (1-based) ended with `outcome` at nowS. */
export function recordFor(attempt: number, outcome: AttemptOutcome, nowS: number): AttemptRecord {
  if (outcome.sent) return { state: "sent", sentAt: nowS, providerMessageId: outcome.providerMessageId };
  if (outcome.permanent || attempt >= MAIL_MAX_ATTEMPTS) return { state: "dead", deadAt: nowS, error: outcome.error };
  return { state: "retry", nextAttemptAt: nowS + retryDelayS(attempt), error: outcome.error };
}
