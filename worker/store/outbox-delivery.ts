/**
 * D1 queries of mail delivery (migration 0028, docs/decisions/034): claiming due outbox rows, recording an
 * attempt, and the dead letters the owner sees. The outbox row is the source of truth of every mail.
 */
import type { AttemptRecord } from "../domain/mail-retry";
import type { OutboxRow } from "./outbox";
import { DEAD_LETTERS_SQL, REVIVE_DEAD_LETTER_SQL } from "./outbox-dead-sql";

export interface DeliveryRow extends OutboxRow {
  next_attempt_at: number;
  dead_at: number | null;
  last_error: string | null;
  provider_message_id: string | null;
}

/**
 * Claims up to `limit` due rows (unsent, not dead, next_attempt_at reached), oldest first, by moving their
 * next_attempt_at to nowS + leaseS in one statement: a second run at the same time claims other rows or none.
 */
export async function claimDue(db: D1Database, nowS: number, leaseS: number, limit: number, onlyIds?: readonly number[]): Promise<DeliveryRow[]> {
  const only = onlyIds ? `AND id IN (${onlyIds.map((id) => Number(id)).join(",") || "NULL"})` : "";
  const { results } = await db
    .prepare(
      `UPDATE outbox SET next_attempt_at = ?2
       WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ?1 ${only} ORDER BY next_attempt_at, id LIMIT ?3)
       RETURNING *`,
    )
    .bind(nowS, nowS + leaseS, limit)
    .all<DeliveryRow>();
  return results.sort((a, b) => a.id - b.id);
}

/** Records one attempt of a claimed row (attempts + 1) as the retry rule decided (worker/domain/mail-retry.ts). */
export async function recordAttemptResult(db: D1Database, id: number, record: AttemptRecord): Promise<void> {
  const stmt =
    record.state === "sent"
      ? db.prepare("UPDATE outbox SET attempts = attempts + 1, sent_at = ?2, provider_message_id = ?3, last_error = NULL WHERE id = ?1").bind(id, record.sentAt, record.providerMessageId)
      : record.state === "retry"
        ? db.prepare("UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?2, last_error = ?3 WHERE id = ?1").bind(id, record.nextAttemptAt, record.error.slice(0, 500))
        : db.prepare("UPDATE outbox SET attempts = attempts + 1, dead_at = ?2, last_error = ?3 WHERE id = ?1").bind(id, record.deadAt, record.error.slice(0, 500));
  await stmt.run();
}

export type DeadLetter = Pick<DeliveryRow, "id" | "to_address" | "subject" | "kind" | "created_at" | "attempts" | "dead_at" | "last_error">;

/** Dead letters, newest first. */
export async function deadLetters(db: D1Database, limit = 100): Promise<DeadLetter[]> {
  const { results } = await db
    .prepare(DEAD_LETTERS_SQL)
    .bind(limit)
    .all<DeadLetter>();
  return results;
}

/** Gives a dead letter new attempts (the mail command's `retry ID`): due at once, attempts from 0. */
export async function reviveDeadLetter(db: D1Database, id: number): Promise<boolean> {
  const res = await db.prepare(REVIVE_DEAD_LETTER_SQL).bind(id).run();
  return res.meta.changes === 1;
}
