import type { ContentKey } from "../../app/lib/schemas/content";

/** Reads one content document (JSON text) from D1; null when it is not there. */
export async function readContent(db: D1Database, key: ContentKey | string): Promise<string | null> {
  const row = await db.prepare("SELECT body FROM content WHERE key = ?1").bind(key).first<{ body: string }>();
  return row?.body ?? null;
}
