/** D1 queries of the contact form (contact_messages, migration 0006). */
import type { ContactMessage } from "../../app/lib/schemas/contact";
import { sha256Hex } from "./sessions";

/**
 * Stores a message once: the same name, address, order number and question on the same day is one message
 * (a double submit). Returns its id and whether it is new.
 */
export async function storeContactMessage(
  db: D1Database,
  message: ContactMessage,
  ipHash: string,
  nowS: number,
): Promise<{ id: number; created: boolean }> {
  const day = Math.floor(nowS / 86400);
  const fingerprint = await sha256Hex(
    JSON.stringify([day, message.name, message.email.toLowerCase(), message.order_number ?? "", message.question]),
  );
  const inserted = await db
    .prepare(
      `INSERT INTO contact_messages (name, email, order_number, question, fingerprint, ip_hash, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (fingerprint) DO NOTHING RETURNING id`,
    )
    .bind(message.name, message.email, message.order_number ?? null, message.question, fingerprint, ipHash, nowS)
    .first<{ id: number }>();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db.prepare("SELECT id FROM contact_messages WHERE fingerprint = ?1").bind(fingerprint).first<{ id: number }>();
  if (!existing) throw new Error("contact message neither stored nor found");
  return { id: existing.id, created: false };
}

/** How many messages came from one address since sinceS (the rate limit). */
export async function countRecentFrom(db: D1Database, ipHash: string, sinceS: number): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE ip_hash = ?1 AND created_at > ?2")
    .bind(ipHash, sinceS)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
