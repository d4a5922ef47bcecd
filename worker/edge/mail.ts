/**
 * Mail adapter (docs/decisions/034). Every message is queued in the D1 outbox first (worker/store/outbox.ts);
 * the outbox row is the source of truth. MAIL_PROVIDER chooses what happens next:
 * - empty: the embedded default. Nothing is sent; the outbox is the mailbox (development: /dev/mailbox/)
 *   and the log line says so.
 * - "email-service" (Cloudflare Email Service, binding SEND_EMAIL) or "brevo" (secret MAIL_API_KEY): the
 *   message is delivered after the response (worker/edge/mail-delivery.ts) with a timeout, retries with
 *   backoff and a dead-letter state; `send` never waits on the provider. From is MAIL_FROM (else the
 *   shop's identity, app/lib/shop-identity.ts), Reply-To customer service; MAIL_CATCH_ALL (staging) sends
 *   every mail to one address.
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
import { queueMessage, type OutboxMessage } from "../store/outbox";
import { SHOP_IDENTITY } from "../../app/lib/shop-identity";
import { deliverDue, noteQueued, type SenderConfig } from "./mail-delivery";
import { brevoTransport, emailServiceTransport, type MailAddress, type MailTransport } from "./mail-transport";

export type MailMessage = OutboxMessage;

/**
 * The origin of links in mails: SITE_ORIGIN, else the origin the caller gives (the request's own; the Cron,
 * which has no request, the local development origin).
 */
export function mailLinkOrigin(env: Pick<Env, "SITE_ORIGIN">, fallback = "http://localhost:8787"): string {
  return (env.SITE_ORIGIN || fallback).replace(/\/+$/u, "");
}

export { MAIL_MAX_ATTEMPTS } from "../domain/mail-retry";

export interface SendResult {
  /** Outbox id (null when withheld). */
  id: number | null;
  /** False when the same kind of mail about the same subject was queued before, or when withheld (nothing new stored). */
  queued: boolean;
  /** Always false: a provider gets the message after the response (worker/edge/mail-delivery.ts). */
  delivered: false;
  /** Present (true) when the recipient's mail budget was used up: nothing was queued. */
  withheld?: true;
}

export interface MailAdapter {
  readonly name: "embedded" | MailTransport["name"];
  /** Stores a sign-up (pending until confirmed, see worker/store/newsletter.ts) and returns its row. */
  subscribe(email: string, source: string, customerId?: number | null): Promise<SubscriptionRow>;
  send(message: MailMessage): Promise<SendResult>;
  /**
   * Delivers due messages (all, or only `onlyIds`) once each through the provider; answers how many it
   * accepted (0 for the embedded adapter, which sends nothing).
   */
  deliverDue(options?: { limit?: number; onlyIds?: readonly number[] }): Promise<number>;
}

export interface MailOptions {
  log?: Logger;
  /** The HTTP provider's fetch (tests give a recording one). */
  fetch?: typeof fetch;
  nowS?: () => number;
  /** Milliseconds one provider call may take (MAIL_SEND_TIMEOUT_MS unless given). */
  timeoutMs?: number;
}

const defaultNow = () => Math.floor(Date.now() / 1000);

/** The shop's own domain: mail to it is never budgeted. */
const SHOP_DOMAIN = SHOP_IDENTITY.mailFrom.slice(SHOP_IDENTITY.mailFrom.indexOf("@") + 1);

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
    deliverDue: async () => 0,
  };
}

/** "Name <address>" or a bare address (MAIL_FROM); the shop's name when none is given. */
export function parseMailbox(value: string | undefined, fallback: MailAddress): MailAddress {
  const text = (value ?? "").trim();
  if (!text) return fallback;
  const named = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/u.exec(text);
  if (named) return { name: named[1]!.replace(/^"|"$/gu, "").trim() || fallback.name, email: named[2]! };
  return { name: fallback.name, email: text };
}

/** The sender of every mail: MAIL_FROM, else the shop's identity; replies go to customer service. */
export function senderConfig(env: Pick<Env, "MAIL_FROM" | "MAIL_CATCH_ALL">): SenderConfig {
  const from = parseMailbox(env.MAIL_FROM, { name: SHOP_IDENTITY.name, email: SHOP_IDENTITY.mailFrom });
  const catchAll = env.MAIL_CATCH_ALL?.trim();
  return { from, replyTo: { name: SHOP_IDENTITY.name, email: SHOP_IDENTITY.replyTo }, ...(catchAll ? { catchAll } : {}) };
}

/** The adapter of a real provider: queues within the budget; delivery happens after the response or in the Cron. */
export function providerMail(db: D1Database, transport: MailTransport, sender: SenderConfig, options: MailOptions = {}): MailAdapter {
  const log = options.log ?? createLogger({ adapter: "mail" });
  const now = options.nowS ?? defaultNow;
  return {
    name: transport.name,
    subscribe: (email, source, customerId = null) => subscribe(db, log, email, source, transport.name, customerId),
    async send(message) {
      const queued = await queueWithinBudget(db, log, message, now());
      if (!queued) return { ...WITHHELD };
      const { id, created } = queued;
      // A message queued before is on its way already (or a dead letter): not queued twice.
      if (created) noteQueued(id);
      log.info("mail queued in the outbox; delivered after the response", { outbox_id: id, kind: message.kind, provider: transport.name, new: created });
      return { id, queued: created, delivered: false };
    },
    deliverDue: (opts = {}) => deliverDue(db, transport, sender, { log, nowS: now, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}), ...opts }),
  };
}

/** The transport MAIL_PROVIDER names, when its secret or binding is there; null: the embedded outbox. */
export function mailTransport(env: Pick<Env, "MAIL_PROVIDER" | "MAIL_API_KEY" | "SEND_EMAIL">, doFetch?: typeof fetch): MailTransport | null {
  if (env.MAIL_PROVIDER === "email-service" && env.SEND_EMAIL) return emailServiceTransport(env.SEND_EMAIL);
  if (env.MAIL_PROVIDER === "brevo" && env.MAIL_API_KEY) return brevoTransport(env.MAIL_API_KEY, doFetch);
  return null;
}

/**
 * The adapter MAIL_PROVIDER chooses; the embedded outbox when it is empty or misses what it needs (the
 * configuration check, worker/config/providers.ts, refuses that outside development).
 */
export function mailAdapter(env: Env, options: MailOptions = {}): MailAdapter {
  const transport = mailTransport(env, options.fetch);
  if (transport) return providerMail(env.DB, transport, senderConfig(env), options);
  return embeddedMail(env.DB, options);
}
