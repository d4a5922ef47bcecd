/**
 * The statements of the outbox's dead letters (migration 0028, docs/decisions/034), free of Worker types:
 * worker/store/outbox-delivery.ts binds them in the Worker, `npm run mail` (scripts/mail.ts) runs them
 * through `wrangler d1 execute`.
 */

/** Dead letters, newest first (?1: the most rows). */
export const DEAD_LETTERS_SQL =
  "SELECT id, to_address, subject, kind, created_at, attempts, dead_at, last_error FROM outbox WHERE dead_at IS NOT NULL ORDER BY dead_at DESC, id DESC LIMIT ?1";

/** Gives a dead letter new attempts, due at once (?1: its id). */
export const REVIVE_DEAD_LETTER_SQL = "UPDATE outbox SET dead_at = NULL, attempts = 0, next_attempt_at = 0, last_error = NULL WHERE id = ?1 AND dead_at IS NOT NULL";

/** A statement with its ?N parameters filled in (whole numbers only), for wrangler d1 execute --command. */
export function withNumbers(sql: string, ...values: number[]): string {
  return sql.replace(/\?(\d+)/gu, (_, n: string) => {
    const v = values[Number(n) - 1];
    if (v === undefined || !Number.isInteger(v)) throw new Error(`parameter ?${n} must be a whole number`);
    return String(v);
  });
}
