/**
 * Failed payment webhooks (migration 0039, docs/decisions/043): a webhook the shop answered 503 leaves a
 * row; the next webhook of the same payment that succeeds resolves it. The dashboard shows the open ones.
 */

/** Records a failed webhook of PSP payment `providerId`; the reason is cut to 500 characters. */
export async function recordWebhookFailure(db: D1Database, providerId: string, error: string, nowS: number): Promise<void> {
  await db.prepare("INSERT INTO webhook_failures (provider_id, error, created_at) VALUES (?1, ?2, ?3)").bind(providerId.slice(0, 64), error.slice(0, 500), nowS).run();
}

/** Marks the open failures of PSP payment `providerId` resolved (a later webhook of it succeeded). */
export async function resolveWebhookFailures(db: D1Database, providerId: string, nowS: number): Promise<void> {
  await db.prepare("UPDATE webhook_failures SET resolved_at = ?2 WHERE provider_id = ?1 AND resolved_at IS NULL").bind(providerId, nowS).run();
}

export interface OpenWebhookFailure {
  id: number;
  provider_id: string;
  error: string;
  created_at: number;
  /** The order the payment belongs to, when the shop knows the payment. */
  order_number: string | null;
}

/** The open failures, newest first. */
export async function openWebhookFailures(db: D1Database, limit = 20): Promise<OpenWebhookFailure[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, f.provider_id, f.error, f.created_at, o.number AS order_number
         FROM webhook_failures f LEFT JOIN payments p ON p.provider_id = f.provider_id LEFT JOIN orders o ON o.id = p.order_id
        WHERE f.resolved_at IS NULL ORDER BY f.created_at DESC, f.id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<OpenWebhookFailure>();
  return results;
}
