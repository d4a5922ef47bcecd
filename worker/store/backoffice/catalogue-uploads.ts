/**
 * Uploaded catalogue files between the dry run and the import (migration 0036, docs/decisions/040), keyed
 * by the SHA-256 of their text: the confirm names the hash, so the file checked is the file imported.
 * Parts of at most 400 000 characters (a D1 row holds at most 2 MB, a character at most 4 bytes of UTF-8).
 * Files older than a day are dropped when a new one comes in.
 */
import type { CatalogueFormat } from "../../../app/lib/beheer/types/import";

const PART_CHARS = 400_000;
const KEEP_S = 24 * 3600;

export interface StoredUpload {
  hash: string;
  format: CatalogueFormat;
  name: string;
  text: string;
}

export async function saveUpload(db: D1Database, upload: StoredUpload, staffId: number, nowS: number): Promise<void> {
  const parts: string[] = [];
  for (let i = 0; i < upload.text.length; i += PART_CHARS) parts.push(upload.text.slice(i, i + PART_CHARS));
  await db.batch([
    db.prepare("DELETE FROM catalogue_uploads WHERE created_at < ?1 AND hash <> ?2").bind(nowS - KEEP_S, upload.hash),
    ...parts.map((body, part) =>
      db
        .prepare(
          `INSERT INTO catalogue_uploads (hash, part, format, name, staff_id, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (hash, part) DO UPDATE SET created_at = excluded.created_at, name = excluded.name`,
        )
        .bind(upload.hash, part, upload.format, upload.name, staffId, body, nowS),
    ),
  ]);
}

export async function loadUpload(db: D1Database, hash: string): Promise<StoredUpload | null> {
  const { results } = await db
    .prepare("SELECT format, name, body FROM catalogue_uploads WHERE hash = ?1 ORDER BY part")
    .bind(hash)
    .all<{ format: CatalogueFormat; name: string; body: string }>();
  if (results.length === 0) return null;
  return { hash, format: results[0]!.format, name: results[0]!.name, text: results.map((r) => r.body).join("") };
}

/** The import of a file, once it happened: when and its result. */
export async function importedFile(db: D1Database, hash: string): Promise<{ created_at: number; result: string } | null> {
  return db.prepare("SELECT created_at, result FROM catalogue_imports WHERE hash = ?1").bind(hash).first<{ created_at: number; result: string }>();
}
