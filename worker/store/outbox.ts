/** D1 queries of the mail outbox (table outbox, migration 0006). */

export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is, e.g. "cart_reminder", "contact_confirmation", "contact_service". */
  kind: string;
  /** What the mail is about (a cart id, a contact message id): one mail of a kind per subject. */
  related_id?: string;
  /** Extra mail headers (e.g. List-Unsubscribe and List-Unsubscribe-Post, RFC 8058), stored as JSON. */
  headers?: Record<string, string>;
}

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  related_id: string | null;
  /** JSON object of extra headers, or null (migration 0023). */
  headers: string | null;
  created_at: number;
  sent_at: number | null;
  attempts: number;
}

export type OutboxSummary = Pick<OutboxRow, "id" | "to_address" | "subject" | "kind" | "created_at" | "sent_at"> & {
  /** When it became a dead letter (migration 0028), and the provider's last answer. */
  dead_at?: number | null;
  last_error?: string | null;
};

/**
 * Queues a message. Returns its id and whether it is new: a second message of the same kind about the same
 * subject (related_id) is not stored again and answers the first one's id.
 */
export async function queueMessage(db: D1Database, message: OutboxMessage, nowS: number): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO outbox (to_address, subject, html, text, kind, related_id, created_at, headers)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (kind, related_id) WHERE related_id IS NOT NULL DO NOTHING
       RETURNING id`,
    )
    .bind(message.to, message.subject, message.html, message.text, message.kind, message.related_id ?? null, nowS, message.headers ? JSON.stringify(message.headers) : null)
    .first<{ id: number }>();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .prepare("SELECT id FROM outbox WHERE kind = ?1 AND related_id = ?2")
    .bind(message.kind, message.related_id ?? null)
    .first<{ id: number }>();
  if (!existing) throw new Error(`outbox: message of kind ${message.kind} neither stored nor found`);
  return { id: existing.id, created: false };
}

/** The extra headers of a stored message (an empty object when it has none or they do not parse). */
export function outboxHeaders(row: Pick<OutboxRow, "headers">): Record<string, string> {
  if (!row.headers) return {};
  try {
    const parsed: unknown = JSON.parse(row.headers);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}

/** The newest messages first (the development mailbox). */
export async function listMessages(db: D1Database, limit = 100): Promise<OutboxSummary[]> {
  const { results } = await db
    .prepare("SELECT id, to_address, subject, kind, created_at, sent_at, dead_at, last_error FROM outbox ORDER BY created_at DESC, id DESC LIMIT ?1")
    .bind(limit)
    .all<OutboxSummary>();
  return results;
}

export async function getMessage(db: D1Database, id: number): Promise<(OutboxRow & Pick<OutboxSummary, "dead_at" | "last_error">) | null> {
  return db.prepare("SELECT * FROM outbox WHERE id = ?1").bind(id).first();
}
