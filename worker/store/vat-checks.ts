/**
 * D1 queries of the VAT check of reverse-charged orders (migration 0021; docs/decisions/017): the verdict
 * frozen at payment-url, the Cron's queue of unconfirmed numbers and its guarded transitions.
 */

export type VatCheckState = "confirmed" | "unconfirmed" | "invalid";

/**
 * The statement that freezes the verdict on the order of an idempotency key (part of the payment-url
 * batch, so the order never exists without it). Only a new order (vat_check still NULL) is written.
 * Unconfirmed numbers are due for the Cron at once (it asks only once the order is paid).
 */
export function freezeVatCheckStatement(db: D1Database, idempotencyKey: string, state: VatCheckState, nowS: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET vat_check = ?2, vat_checked_at = ?3, vat_next_check_at = CASE WHEN ?2 = 'unconfirmed' THEN ?3 ELSE NULL END
        WHERE idempotency_key = ?1 AND vat_check IS NULL AND reverse_charge = 1`,
    )
    .bind(idempotencyKey, state, nowS);
}

export interface DueVatCheck {
  id: number;
  number: string;
  vat_number: string;
  company: string;
  /** The invoice of the paid order ("" when none was made). */
  invoice_number: string;
  attempts: number;
}

/** Paid orders whose number is unconfirmed and due again, oldest due first. */
export async function dueVatChecks(db: D1Database, nowS: number, limit: number): Promise<DueVatCheck[]> {
  const { results } = await db
    .prepare(
      `SELECT id, number, coalesce(json_extract(customer, '$.vat_number'), '') AS vat_number,
              coalesce(json_extract(customer, '$.company'), '') AS company, vat_check_attempts AS attempts,
              coalesce((SELECT i.number FROM invoices i WHERE i.order_id = orders.id), '') AS invoice_number
         FROM orders
        WHERE vat_check = 'unconfirmed' AND status = 'paid' AND coalesce(vat_next_check_at, 0) <= ?1
        ORDER BY vat_next_check_at LIMIT ?2`,
    )
    .bind(nowS, limit)
    .all<DueVatCheck>();
  return results;
}

/**
 * Claims a due check for this run: moves its next time to leaseUntilS. Only the run whose update changed
 * the row asks the VAT service (two runs at once ask once).
 */
export async function claimVatCheck(db: D1Database, id: number, nowS: number, leaseUntilS: number): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE orders SET vat_next_check_at = ?3
        WHERE id = ?1 AND vat_check = 'unconfirmed' AND coalesce(vat_next_check_at, 0) <= ?2`,
    )
    .bind(id, nowS, leaseUntilS)
    .run();
  return res.meta.changes > 0;
}

/**
 * Records an answer (or its absence) of the service. 'unconfirmed' counts the attempt and sets the next
 * time; 'confirmed' and 'invalid' end the checks. Only an unconfirmed row changes: true when it did (the
 * run that turns a number invalid is the one that tells the shop owner).
 */
export async function recordVatCheck(db: D1Database, id: number, state: VatCheckState, nowS: number, nextS: number | null): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE orders SET vat_check = ?2, vat_checked_at = ?3, vat_check_attempts = vat_check_attempts + 1, vat_next_check_at = ?4
        WHERE id = ?1 AND vat_check = 'unconfirmed'`,
    )
    .bind(id, state, nowS, nextS)
    .run();
  return res.meta.changes > 0;
}

/** Gives an invalid verdict back (its mail could not be queued): the next run finds it unconfirmed and due. */
export async function reopenVatCheck(db: D1Database, id: number, nowS: number): Promise<void> {
  await db.prepare(`UPDATE orders SET vat_check = 'unconfirmed', vat_next_check_at = ?2 WHERE id = ?1 AND vat_check = 'invalid'`).bind(id, nowS).run();
}
