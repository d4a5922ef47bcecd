/**
 * The retention jobs of the Cron (worker/scheduled.ts): one statement per rule of app/lib/retention.ts that
 * has a period, so the privacy statement (made from the same table) and what the shop deletes cannot
 * diverge. tests/worker/retention.test.ts proves every rule with a period has a job here, and that each
 * job removes a row just past its period and keeps one just inside it. Each reads an index on its time
 * column (migration 0020), since the Cron runs every 15 minutes.
 */
import { RETENTION, retentionCutoff, retentionRule } from "../../app/lib/retention";

/** A job: the statement that deletes or anonymises the rows before cutoffS (unix seconds). */
type Job = (db: D1Database, cutoffS: number) => D1PreparedStatement;

/** An order past its period keeps only what is not personal (amounts, lines, dates, the country). */
const ORDER_ANONYMISED = `customer_id = NULL, email = '', customer = '{}', billing_address = '{}',
  shipping_address = json_object('country_code', country_code)`;
/** Not anonymised yet (every order is stored with a billing address; erasure keeps a paid order's). */
const ORDER_NOT_ANONYMISED = "billing_address <> '{}'";

export const RETENTION_JOBS: Record<string, Job> = {
  orders: (db, cutoffS) =>
    db.prepare(`UPDATE orders SET ${ORDER_ANONYMISED} WHERE paid_at IS NOT NULL AND created_at < ?1 AND ${ORDER_NOT_ANONYMISED}`).bind(cutoffS),
  orders_unpaid: (db, cutoffS) =>
    db.prepare(`UPDATE orders SET ${ORDER_ANONYMISED} WHERE paid_at IS NULL AND status <> 'paid' AND created_at < ?1 AND ${ORDER_NOT_ANONYMISED}`).bind(cutoffS),
  checkout_states: (db, cutoffS) => db.prepare("DELETE FROM checkout_states WHERE updated_at < ?1").bind(cutoffS),
  carts: (db, cutoffS) => db.prepare("UPDATE carts SET email = NULL WHERE email IS NOT NULL AND updated_at < ?1").bind(cutoffS),
  abandon_signals: (db, cutoffS) => db.prepare("DELETE FROM abandon_signals WHERE created_at < ?1").bind(cutoffS),
  contact_messages: (db, cutoffS) => db.prepare("DELETE FROM contact_messages WHERE created_at < ?1").bind(cutoffS),
  // A mail is queued and sent in the same request (a retry within minutes): the queue time is the send time.
  outbox: (db, cutoffS) => db.prepare("DELETE FROM outbox WHERE created_at < ?1").bind(cutoffS),
  newsletter_unsubscribed: (db, cutoffS) =>
    db.prepare("DELETE FROM newsletter_subscriptions WHERE unsubscribed_at IS NOT NULL AND unsubscribed_at < ?1").bind(cutoffS),
  chats: (db, cutoffS) => db.prepare("DELETE FROM chats WHERE created_at < ?1").bind(cutoffS),
  // Days are UTC dates (YYYY-MM-DD): the day of the cutoff and later ones are kept.
  vitals: (db, cutoffS) => db.prepare("DELETE FROM web_vitals_daily WHERE day < ?1").bind(new Date(cutoffS * 1000).toISOString().slice(0, 10)),
  search_misses: (db, cutoffS) => db.prepare("DELETE FROM search_misses WHERE day < ?1").bind(new Date(cutoffS * 1000).toISOString().slice(0, 10)),
};

/** The rules of app/lib/retention.ts that have a period (each must have a job). */
export function periodicRules(): string[] {
  return RETENTION.filter((r) => typeof r.period !== "string").map((r) => r.key);
}

/** Runs every retention job at nowS in one batch; answers the rows changed per rule. */
export async function runRetention(db: D1Database, nowS: number): Promise<Record<string, number>> {
  const keys = periodicRules();
  const missing = keys.filter((k) => !(k in RETENTION_JOBS));
  if (missing.length > 0) throw new Error(`retention rules without a job: ${missing.join(", ")}`);
  const results = await db.batch(keys.map((key) => RETENTION_JOBS[key]!(db, retentionCutoff(retentionRule(key), nowS))));
  return Object.fromEntries(keys.map((key, i) => [key, results[i]!.meta.changes ?? 0]));
}
