/**
 * Delivery of queued mails through a real provider (docs/decisions/034). Nothing here runs while a shopper
 * waits: worker/middleware/mail-after-response.ts starts a run after the response (waitUntil) when a
 * request queued mail, and the Cron runs one every 15 minutes for what is still due. Each run claims due
 * outbox rows (worker/store/outbox-delivery.ts), tries each once with a timeout, and records the outcome
 * by the retry rule (worker/domain/mail-retry.ts): sent, due again after a backoff, or a dead letter.
 */
import { MAIL_CLAIM_LEASE_S, MAIL_SEND_TIMEOUT_MS, recordFor } from "../domain/mail-retry";
import type { Logger } from "../http/log";
import { claimDue, recordAttemptResult, type DeliveryRow } from "../store/outbox-delivery";
import { outboxHeaders } from "../store/outbox";
import { attempt, type Envelope, type MailAddress, type MailTransport } from "./mail-transport";

/** Who sends, and where staging's mail goes instead (MAIL_CATCH_ALL). */
export interface SenderConfig {
  from: MailAddress;
  replyTo: MailAddress;
  /** Every mail goes to this address instead of its recipient (staging), the recipient named in the subject. */
  catchAll?: string;
}

export interface DeliveryOptions {
  log: Logger;
  nowS: () => number;
  timeoutMs?: number;
  limit?: number;
  /** Only these outbox rows (the ones one request queued); all due rows when absent. */
  onlyIds?: readonly number[];
}

/** The message of an outbox row as the provider gets it; the catch-all readdresses it. */
export function envelopeOf(row: Pick<DeliveryRow, "id" | "to_address" | "subject" | "html" | "text" | "kind" | "headers">, sender: SenderConfig): Envelope {
  const headers = { ...outboxHeaders(row), "X-Droomnest-Outbox": String(row.id) };
  const base = { from: sender.from, replyTo: sender.replyTo, html: row.html, text: row.text, tag: row.kind, headers };
  if (!sender.catchAll) return { ...base, to: row.to_address, subject: row.subject };
  return { ...base, to: sender.catchAll, subject: `[voor ${row.to_address}] ${row.subject}` };
}

/** Delivers the due rows once each; answers how many the provider accepted. */
export async function deliverDue(db: D1Database, transport: MailTransport, sender: SenderConfig, options: DeliveryOptions): Promise<number> {
  const { log } = options;
  const rows = await claimDue(db, options.nowS(), MAIL_CLAIM_LEASE_S, options.limit ?? 25, options.onlyIds);
  let sent = 0;
  for (const row of rows) {
    const outcome = await attempt(transport, envelopeOf(row, sender), options.timeoutMs ?? MAIL_SEND_TIMEOUT_MS);
    const record = recordFor(row.attempts + 1, outcome, options.nowS());
    await recordAttemptResult(db, row.id, record);
    const fields = { outbox_id: row.id, kind: row.kind, provider: transport.name, attempt: row.attempts + 1 };
    if (record.state === "sent") {
      sent++;
      log.info("mail sent", { ...fields, provider_message_id: record.providerMessageId });
    } else if (record.state === "retry") {
      log.warn("mail not sent; the outbox tries again later", { ...fields, error: record.error, next_attempt_at: record.nextAttemptAt });
    } else {
      log.error("mail is a dead letter: no more attempts (npm run mail -- dead)", { ...fields, error: record.error });
    }
  }
  return sent;
}

/**
 * Outbox ids a real provider's adapter queued in this isolate and no run has picked up yet: the request's
 * middleware delivers them after its response. Concurrent requests may deliver each other's rows; the
 * claim keeps every row to one attempt at a time.
 */
const queuedIds = new Set<number>();

export function noteQueued(id: number): void {
  queuedIds.add(id);
}

export function hasQueued(): boolean {
  return queuedIds.size > 0;
}

/** The ids noted since the last call (and forgets them). */
export function takeQueued(): number[] {
  const ids = [...queuedIds];
  queuedIds.clear();
  return ids;
}
