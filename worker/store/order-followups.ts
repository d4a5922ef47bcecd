/**
 * Follow-up steps of a payment (migration 0017, order_followups): what happens outside the D1 batch that
 * marks an order paid (or flags a mismatched payment) is recorded as a row in that same batch, so it cannot
 * be lost to a failure after the batch. A run claims a step (a lease, so two runs never do it at once), does
 * it idempotently and marks it done; a failed step is given back with its error and the Cron tries again.
 * shop_order_mail (migration 0031): the mail to the shop's order address about a paid order.
 */
export type FollowupStep = "cart_clear" | "confirmation_mail" | "mismatch_mail" | "shop_order_mail";

/** A claimed step is another run's for this long (a crashed run's claim can then be taken over). */
export const FOLLOWUP_LEASE_S = 120;

/** Steps one run does at most (the rest wait for the next run). */
export const FOLLOWUPS_PER_RUN = 50;

export interface FollowupRow {
  order_id: number;
  step: FollowupStep;
  attempts: number;
  done_at: number | null;
  last_error: string | null;
}

/** Records a step, only while `guard` (SQL, e.g. the paid transition's moveGuard) holds; once per order and step. */
export function followupStatement(db: D1Database, orderId: number, step: FollowupStep, nowS: number, guard = "1"): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO order_followups (order_id, step, created_at) SELECT ?1, ?2, ?3 WHERE ${guard} ON CONFLICT DO NOTHING`)
    .bind(orderId, step, nowS);
}

/** The open steps (of one order, or of all orders), oldest first, that no run holds now. */
export async function openFollowups(db: D1Database, nowS: number, orderId: number | null, limit = FOLLOWUPS_PER_RUN): Promise<FollowupRow[]> {
  const { results } = await db
    .prepare(
      `SELECT order_id, step, attempts, done_at, last_error FROM order_followups
        WHERE done_at IS NULL AND (?1 IS NULL OR order_id = ?1) AND (claimed_at IS NULL OR claimed_at < ?2)
        ORDER BY created_at, order_id, step LIMIT ?3`,
    )
    .bind(orderId, nowS - FOLLOWUP_LEASE_S, limit)
    .all<FollowupRow>();
  return results;
}

/** Takes a step for this run; false when another run holds it or it is done. */
export async function claimFollowup(db: D1Database, orderId: number, step: FollowupStep, nowS: number): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE order_followups SET claimed_at = ?3, attempts = attempts + 1
        WHERE order_id = ?1 AND step = ?2 AND done_at IS NULL AND (claimed_at IS NULL OR claimed_at < ?4)`,
    )
    .bind(orderId, step, nowS, nowS - FOLLOWUP_LEASE_S)
    .run();
  return res.meta.changes === 1;
}

export async function finishFollowup(db: D1Database, orderId: number, step: FollowupStep, nowS: number): Promise<void> {
  await db.prepare("UPDATE order_followups SET done_at = ?3, claimed_at = NULL, last_error = NULL WHERE order_id = ?1 AND step = ?2").bind(orderId, step, nowS).run();
}

/** Gives a failed step back for the next run, with the error's text (no personal data: error messages only). */
export async function failFollowup(db: D1Database, orderId: number, step: FollowupStep, error: string): Promise<void> {
  await db.prepare("UPDATE order_followups SET claimed_at = NULL, last_error = ?3 WHERE order_id = ?1 AND step = ?2").bind(orderId, step, error.slice(0, 500)).run();
}
