/**
 * D1 of the mail budget (table mail_budget, migration 0016; the rules in worker/domain/mail-budget.ts).
 * A budgeted mail is one row keyed by the SHA-256 of the normalised recipient address. Spending counts the
 * window's rows and adds one in a single conditional INSERT, so requests in parallel cannot spend more
 * than the budget (D1 runs one statement at a time).
 */
import { mailBudgetAddress } from "../domain/mail-budget";
import { sha256Hex } from "./sessions";

/** The stored key of a recipient: the hash of its normalised address (the table never holds the address). */
export function mailBudgetKey(to: string): Promise<string> {
  return sha256Hex(`mail-budget:${mailBudgetAddress(to)}`);
}

/**
 * Spends one mail of the recipient's budget when fewer than `ceiling` budgeted mails went to it in the
 * window ending at nowS. Returns the row id (to give it back when nothing was queued after all), or null
 * when the budget is used up (nothing stored).
 */
export async function spendMailBudget(
  db: D1Database,
  opts: { to: string; kind: string; ceiling: number; windowS: number; nowS: number },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO mail_budget (recipient, kind, sent_at)
       SELECT ?1, ?2, ?3
        WHERE (SELECT COUNT(*) FROM mail_budget WHERE recipient = ?1 AND sent_at > ?3 - ?4) < ?5
       RETURNING id`,
    )
    .bind(await mailBudgetKey(opts.to), opts.kind, opts.nowS, opts.windowS, opts.ceiling)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Gives a spent mail back (the outbox already had that message: nothing new was queued). */
export async function refundMailBudget(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM mail_budget WHERE id = ?1").bind(id).run();
}

/** Deletes what no window counts any more (the Cron). */
export async function purgeMailBudget(db: D1Database, beforeS: number): Promise<void> {
  await db.prepare("DELETE FROM mail_budget WHERE sent_at <= ?1").bind(beforeS).run();
}
