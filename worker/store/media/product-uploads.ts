/**
 * Uploaded product images in D1 (migration 0037, docs/decisions/041): one row per image of a product with its
 * content-addressed R2 key, type, size, Dutch alt text and position. Every write carries its audit row in the
 * same batch; positions stay 1..n.
 */
import type { Staff } from "../../domain/backoffice/permissions";
import { auditStatement } from "../backoffice/audit";
import type { ProductImageType } from "../../../app/lib/product-image-src";

export interface UploadRow {
  id: number;
  product_id: number;
  position: number;
  image_key: string;
  content_type: ProductImageType;
  width: number;
  height: number;
  bytes: number;
  alt: string;
  created_at: number;
}

type Actor = Pick<Staff, "id" | "email">;

export async function listUploads(db: D1Database, productId: number): Promise<UploadRow[]> {
  const { results } = await db.prepare("SELECT * FROM product_uploads WHERE product_id = ?1 ORDER BY position, id").bind(productId).all<UploadRow>();
  return results;
}

export async function productTitle(db: D1Database, productId: number): Promise<string | null> {
  return (await db.prepare("SELECT title FROM products WHERE id = ?1").bind(productId).first<{ title: string }>())?.title ?? null;
}

/** The upload's row, added last; an image the product already has (same key) is not added twice (null). */
export async function addUpload(
  db: D1Database,
  staff: Actor,
  input: Omit<UploadRow, "id" | "position" | "created_at">,
  nowS: number,
): Promise<UploadRow | null> {
  const guard = `changes() = 1`;
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO product_uploads (product_id, position, image_key, content_type, width, height, bytes, alt, created_at)
         SELECT ?1, COALESCE(MAX(position), 0) + 1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM product_uploads WHERE product_id = ?1
         ON CONFLICT (product_id, image_key) DO NOTHING
         RETURNING *`,
      )
      .bind(input.product_id, input.image_key, input.content_type, input.width, input.height, input.bytes, input.alt, nowS),
    auditStatement(db, staff, { action: "product.image_add", entity: "product", entityId: input.product_id, after: { key: input.image_key, type: input.content_type, width: input.width, height: input.height, bytes: input.bytes, alt: input.alt } }, nowS, guard),
  ]);
  return (inserted!.results as UploadRow[])[0] ?? null;
}

/** New alt text; false when the image is not the product's. */
export async function setUploadAlt(db: D1Database, staff: Actor, productId: number, id: number, alt: string, nowS: number): Promise<boolean> {
  const before = await db.prepare("SELECT alt FROM product_uploads WHERE id = ?1 AND product_id = ?2").bind(id, productId).first<{ alt: string }>();
  if (!before) return false;
  await db.batch([
    db.prepare("UPDATE product_uploads SET alt = ?3 WHERE id = ?1 AND product_id = ?2").bind(id, productId, alt),
    auditStatement(db, staff, { action: "product.image_alt", entity: "product", entityId: productId, before: { image: id, alt: before.alt }, after: { image: id, alt } }, nowS),
  ]);
  return true;
}

/** Moves an image one place up (-1) or down (+1), swapping with its neighbour; false when there is none. */
export async function moveUpload(db: D1Database, staff: Actor, productId: number, id: number, delta: -1 | 1, nowS: number): Promise<boolean> {
  const rows = await listUploads(db, productId);
  const at = rows.findIndex((r) => r.id === id);
  const other = rows[at + delta];
  if (at < 0 || !other) return false;
  const me = rows[at]!;
  // position is not unique, so the swap is two plain updates in one batch (all or nothing).
  await db.batch([
    db.prepare("UPDATE product_uploads SET position = ?2 WHERE id = ?1").bind(me.id, other.position),
    db.prepare("UPDATE product_uploads SET position = ?2 WHERE id = ?1").bind(other.id, me.position),
    auditStatement(db, staff, { action: "product.image_move", entity: "product", entityId: productId, before: { image: id, position: me.position }, after: { image: id, position: other.position } }, nowS),
  ]);
  return true;
}

/** Deletes the image and closes the gap in the positions; the removed row, or null when it was not there. */
export async function deleteUpload(db: D1Database, staff: Actor, productId: number, id: number, nowS: number): Promise<UploadRow | null> {
  const row = await db.prepare("SELECT * FROM product_uploads WHERE id = ?1 AND product_id = ?2").bind(id, productId).first<UploadRow>();
  if (!row) return null;
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM product_uploads WHERE id = ?1 AND product_id = ?2 RETURNING id").bind(id, productId),
    auditStatement(db, staff, { action: "product.image_delete", entity: "product", entityId: productId, before: { image: id, key: row.image_key, alt: row.alt } }, nowS, "changes() = 1"),
    db.prepare("UPDATE product_uploads SET position = position - 1 WHERE product_id = ?1 AND position > ?2").bind(productId, row.position),
  ]);
  return deleted!.results.length > 0 ? row : null;
}

/** Whether any product still shows the image (its R2 objects stay while one does). */
export async function keyInUse(db: D1Database, key: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS x FROM product_uploads WHERE image_key = ?1 LIMIT 1").bind(key).first()) !== null;
}
