/**
 * D1 of the newsletter (table newsletter_subscriptions, migrations 0001 and 0007): one row per address.
 * Double opt-in: a sign-up is pending until its mailed link confirms it; unsubscribing keeps the row
 * (unsubscribed_at) so that a later sign-up starts a new opt-in. optin_mailed_at (migration 0016) says when
 * the last opt-in mail was queued: a pending address is mailed again only after that link's validity.
 */
import type { Subscription } from "../../app/lib/api/types/account";

export interface SubscriptionRow {
  id: number;
  email: string;
  customer_id: number | null;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

const COLUMNS = "id, email, customer_id, confirmed_at, unsubscribed_at";

export function subscriptionStatus(row: SubscriptionRow | null): Subscription["status"] {
  if (!row || row.unsubscribed_at !== null) return "none";
  return row.confirmed_at !== null ? "subscribed" : "pending";
}

/** The API's view of an address's subscription (id null when the address never signed up). */
export function subscriptionView(email: string, row: SubscriptionRow | null): Subscription {
  return { id: row?.id ?? null, email: row?.email ?? email, status: subscriptionStatus(row) };
}

/**
 * Stores a sign-up: a new address is pending; a confirmed one stays confirmed; an unsubscribed one is
 * pending again. A customer id, once known, is kept.
 */
export async function storeSubscription(db: D1Database, email: string, source: string, customerId: number | null = null): Promise<SubscriptionRow> {
  const row = await db
    .prepare(
      `INSERT INTO newsletter_subscriptions (email, source, customer_id) VALUES (?1, ?2, ?3)
       ON CONFLICT (email) DO UPDATE SET
         confirmed_at = CASE WHEN unsubscribed_at IS NOT NULL THEN NULL ELSE confirmed_at END,
         unsubscribed_at = NULL,
         customer_id = COALESCE(customer_id, excluded.customer_id)
       RETURNING ${COLUMNS}`,
    )
    .bind(email, source, customerId)
    .first<SubscriptionRow>();
  return row!;
}

export function findSubscription(db: D1Database, email: string): Promise<SubscriptionRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE email = ?1`).bind(email).first<SubscriptionRow>();
}

export function findSubscriptionById(db: D1Database, id: number): Promise<SubscriptionRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscriptions WHERE id = ?1`).bind(id).first<SubscriptionRow>();
}

/** The opt-in link was used: the address is subscribed (null when the row is gone). */
export function confirmSubscription(db: D1Database, email: string, nowS: number): Promise<SubscriptionRow | null> {
  return db
    .prepare(
      `UPDATE newsletter_subscriptions SET confirmed_at = COALESCE(confirmed_at, ?2), unsubscribed_at = NULL, optin_mailed_at = NULL
        WHERE email = ?1 RETURNING ${COLUMNS}`,
    )
    .bind(email, nowS)
    .first<SubscriptionRow>();
}

/** Unsubscribes (idempotent: a second call keeps the first time). The owner's later sign-up mails a new opt-in. */
export function unsubscribe(db: D1Database, id: number, nowS: number): Promise<SubscriptionRow | null> {
  return db
    .prepare(`UPDATE newsletter_subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, ?2), optin_mailed_at = NULL WHERE id = ?1 RETURNING ${COLUMNS}`)
    .bind(id, nowS)
    .first<SubscriptionRow>();
}

/**
 * Claims the opt-in mail of a pending sign-up: true (and the time stored) when no opt-in was mailed for it
 * within `validS` before nowS. One conditional UPDATE, so two sign-ups at once mail once.
 */
export async function claimOptInMail(db: D1Database, id: number, nowS: number, validS: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE newsletter_subscriptions SET optin_mailed_at = ?2
        WHERE id = ?1 AND confirmed_at IS NULL AND unsubscribed_at IS NULL
          AND (optin_mailed_at IS NULL OR optin_mailed_at <= ?2 - ?3)
        RETURNING id`,
    )
    .bind(id, nowS, validS)
    .first<{ id: number }>();
  return row !== null;
}

/** Gives a claim back when its mail was not queued after all (e.g. withheld by the mail budget). */
export async function releaseOptInMail(db: D1Database, id: number, claimedAtS: number): Promise<void> {
  await db.prepare("UPDATE newsletter_subscriptions SET optin_mailed_at = NULL WHERE id = ?1 AND optin_mailed_at = ?2").bind(id, claimedAtS).run();
}
