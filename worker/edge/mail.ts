/**
 * Mail adapter. Every message is queued in the D1 outbox first (worker/store/outbox.ts).
 * - Embedded default: nothing is sent; the outbox is the mailbox (development: /dev/mailbox/) and the log
 *   line says so.
 * - Provider: with MAIL_API_URL (var) and MAIL_API_KEY (secret) both set, each queued message is posted as
 *   JSON to that transactional-mail HTTP API (Authorization: Bearer) and marked sent once it answers 2xx;
 *   a failed post stays in the outbox and the cron retries it.
 * Newsletter sign-ups are stored in D1 (newsletter_subscriptions, pending until the mailed opt-in link
 * confirms them); with NEWSLETTER_ACTION_URL set the pop-up form posts straight to the mailing provider,
 * which does its own opt-in.
 * Both adapters apply the mail budget per recipient before queueing (worker/domain/mail-budget.ts): a mail
 * of a kind a stranger can trigger is withheld once its address had its share today. Withheld means not
 * queued, a log line without the address, and a result the caller treats like a sent mail (the endpoint
 * answers as if it was sent). Must-send kinds are never counted.
 */
import type { Env } from "../env";
import { storeSubscription, type SubscriptionRow } from "../store/newsletter";
import { createLogger, type Logger } from "../http/log";
import { MAIL_BUDGET_WINDOW_S, mailBudgetRule } from "../domain/mail-budget";
import { refundMailBudget, spendMailBudget } from "../store/mail-budget";
import { outboxHeaders, pendingMessages, queueMessage, recordAttempt, type OutboxMessage, type OutboxRow } from "../store/outbox";

export type MailMessage = OutboxMessage;

/** The sender of every shop mail. */
export const MAIL_FROM = { name: "Droomnest", address: "noreply@droomnest.nl" } as const;

/**
 * The origin of links in mails: SITE_ORIGIN, else the origin the caller gives (the request's own; the Cron,
 * which has no request, the local development origin).
 */
export function mailLinkOrigin(env: Pick<Env, "SITE_ORIGIN">, fallback = "http://localhost:8787"): string {
  return (env.SITE_ORIGIN || fallback).replace(/\/+$/u, "");
}

/** A provider post is tried this often (the first send plus cron retries) before the outbox gives up. */
export const MAIL_MAX_ATTEMPTS = 5;

export interface SendResult {
  /** Outbox id (null when withheld). */
  id: number | null;
  /** False when the same kind of mail about the same subject was queued before, or when withheld (nothing new stored). */
  queued: boolean;
  /** True when a provider accepted it now. */
  delivered: boolean;
  /** Present (true) when the recipient's mail budget was used up: nothing was queued. */
  withheld?: true;
}

export interface MailAdapter {
  readonly name: "embedded" | "provider";
  /** Stores a sign-up (pending until confirmed, see worker/store/newsletter.ts) and returns its row. */
  subscribe(email: string, source: string, customerId?: number | null): Promise<SubscriptionRow>;
  send(message: MailMessage): Promise<SendResult>;
  /** Posts messages the provider has not accepted yet (no-op for the embedded adapter). */
  retryPending(limit?: number): Promise<number>;
}

export interface MailOptions {
  log?: Logger;
  fetch?: typeof fetch;
  nowS?: () => number;
}

const defaultNow = () => Math.floor(Date.now() / 1000);

/** The shop's own domain: mail to it is never budgeted. */
const SHOP_DOMAIN = MAIL_FROM.address.slice(MAIL_FROM.address.indexOf("@") + 1);

/**
 * Queues a message within its recipient's mail budget: null when withheld (nothing queued, a log line
 * without the address says so). A budgeted message the outbox already had is given back to the budget.
 */
async function queueWithinBudget(db: D1Database, log: Logger, message: MailMessage, nowS: number): Promise<{ id: number; created: boolean } | null> {
  const rule = mailBudgetRule(message.kind, message.to, SHOP_DOMAIN);
  let spent: number | null = null;
  if (rule) {
    if (!rule.known) log.warn("mail kind not in the budget table (worker/domain/mail-budget.ts): budgeted as one a stranger can trigger", { kind: message.kind });
    spent = await spendMailBudget(db, { to: message.to, kind: message.kind, ceiling: rule.ceiling, windowS: MAIL_BUDGET_WINDOW_S, nowS });
    if (spent === null) {
      log.warn("mail withheld: the recipient's mail budget for the last 24 hours is used up; nothing queued", { kind: message.kind });
      return null;
    }
  }
  const queued = await queueMessage(db, message, nowS);
  if (!queued.created && spent !== null) await refundMailBudget(db, spent);
  return queued;
}

const WITHHELD: SendResult = { id: null, queued: false, delivered: false, withheld: true };

async function subscribe(db: D1Database, log: Logger, email: string, source: string, name: string, customerId: number | null): Promise<SubscriptionRow> {
  const row = await storeSubscription(db, email, source, customerId);
  log.info("newsletter sign-up stored in D1", { adapter: name, source });
  return row;
}

export function embeddedMail(db: D1Database, options: MailOptions = {}): MailAdapter {
  const log = options.log ?? createLogger({ adapter: "mail" });
  const now = options.nowS ?? defaultNow;
  return {
    name: "embedded",
    subscribe: (email, source, customerId = null) => subscribe(db, log, email, source, "embedded", customerId),
    async send(message) {
      const queued = await queueWithinBudget(db, log, message, now());
      if (!queued) return { ...WITHHELD };
      const { id, created } = queued;
      log.info("mail queued in the outbox; the embedded mail adapter sends nothing", { outbox_id: id, kind: message.kind, new: created });
      return { id, queued: created, delivered: false };
    },
    retryPending: async () => 0,
  };
}

export interface ProviderConfig {
  url: string;
  key: string;
}

type DeliverableRow = Pick<OutboxRow, "id" | "to_address" | "subject" | "html" | "text" | "kind" | "headers">;

/**
 * Posts one outbox row to the provider; true when it answered 2xx. The message's extra headers (e.g.
 * List-Unsubscribe, RFC 8058) go along as `headers`, only when it has any.
 */
async function post(config: ProviderConfig, doFetch: typeof fetch, row: DeliverableRow): Promise<boolean> {
  const headers = outboxHeaders(row);
  const res = await doFetch(config.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${config.key}` },
    body: JSON.stringify({
      from: MAIL_FROM,
      to: [{ address: row.to_address }],
      subject: row.subject,
      html: row.html,
      text: row.text,
      tags: [row.kind],
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      // The provider drops a second post of the same message (a retry after a lost answer).
      idempotency_key: `droomnest-outbox-${row.id}`,
    }),
  });
  await res.body?.cancel();
  return res.ok;
}

export function providerMail(db: D1Database, config: ProviderConfig, options: MailOptions = {}): MailAdapter {
  const log = options.log ?? createLogger({ adapter: "mail" });
  const now = options.nowS ?? defaultNow;
  const doFetch = options.fetch ?? fetch;
  const deliver = async (row: DeliverableRow): Promise<boolean> => {
    let sent = false;
    try {
      sent = await post(config, doFetch, row);
    } catch (err) {
      log.warn("mail provider unreachable; the message stays in the outbox", { outbox_id: row.id, error: String(err) });
    }
    await recordAttempt(db, row.id, sent, now());
    if (sent) log.info("mail sent through the provider", { outbox_id: row.id, kind: row.kind });
    else log.warn("mail provider refused the message; it stays in the outbox", { outbox_id: row.id, kind: row.kind });
    return sent;
  };
  return {
    name: "provider",
    subscribe: (email, source, customerId = null) => subscribe(db, log, email, source, "provider", customerId),
    async send(message) {
      const queued = await queueWithinBudget(db, log, message, now());
      if (!queued) return { ...WITHHELD };
      const { id, created } = queued;
      // A message queued before is the retry's job, not sent twice here.
      if (!created) return { id, queued: false, delivered: false };
      const headers = message.headers ? JSON.stringify(message.headers) : null;
      const delivered = await deliver({ id, to_address: message.to, subject: message.subject, html: message.html, text: message.text, kind: message.kind, headers });
      return { id, queued: true, delivered };
    },
    async retryPending(limit = 50) {
      let sent = 0;
      for (const row of await pendingMessages(db, MAIL_MAX_ATTEMPTS, limit)) if (await deliver(row)) sent++;
      return sent;
    },
  };
}

/** The provider when MAIL_API_URL and MAIL_API_KEY are both set, else the embedded outbox. */
export function mailAdapter(env: Env, options: MailOptions = {}): MailAdapter {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) return providerMail(env.DB, { url: env.MAIL_API_URL, key: env.MAIL_API_KEY }, options);
  return embeddedMail(env.DB, options);
}
