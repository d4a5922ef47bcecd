/**
 * Checking and storing one uploaded product image (docs/decisions/041): size limit, type by the file's
 * content (worker/domain/media/sniff.ts), Dutch alt text required; only then the bytes go to R2 under their
 * SHA-256 (originals/{key}) and the row to D1 with its audit row. A refused upload stores nothing.
 */
import type { Env } from "../../env";
import type { Staff } from "../../domain/backoffice/permissions";
import { sniffImage } from "../../domain/media/sniff";
import { ApiHttpError } from "../../http/errors";
import { addUpload, type UploadRow } from "../../store/media/product-uploads";
import { BEHEER_MEDIA_MESSAGES as M, PRODUCT_IMAGE_ALT_MAX, PRODUCT_IMAGE_MAX_BYTES } from "../../../app/lib/beheer/messages/media";

/** Larger images are refused: the Images binding's limit and far beyond any product photo. */
const MAX_SIDE = 8000;

export const originalKey = (key: string) => `originals/${key}`;
export const derivedPrefix = (key: string) => `derived/${key}/`;

/** The alt text trimmed, or a Dutch 422. */
export function checkedAlt(raw: unknown): string {
  const alt = typeof raw === "string" ? raw.replace(/\s+/gu, " ").trim() : "";
  if (alt.length < 1 || alt.length > PRODUCT_IMAGE_ALT_MAX) throw new ApiHttpError(422, "alt_required", M.altRequired, {}, { alt: M.altRequired });
  return alt;
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function storeUpload(env: Pick<Env, "DB" | "MEDIA">, staff: Pick<Staff, "id" | "email">, productId: number, file: unknown, rawAlt: unknown, nowS: number): Promise<UploadRow> {
  if (!(file instanceof File) || file.size === 0) throw new ApiHttpError(422, "file_missing", M.fileMissing, {}, { file: M.fileMissing });
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) throw new ApiHttpError(413, "image_too_large", M.tooLarge, {}, { file: M.tooLarge });
  const alt = checkedAlt(rawAlt);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) throw new ApiHttpError(415, "image_wrong_type", M.wrongType, {}, { file: M.wrongType });
  if (image.width > MAX_SIDE || image.height > MAX_SIDE) throw new ApiHttpError(422, "image_too_wide", M.tooWide, {}, { file: M.tooWide });
  const key = hex(await crypto.subtle.digest("SHA-256", bytes));
  await env.MEDIA.put(originalKey(key), bytes, {
    httpMetadata: { contentType: image.type },
    customMetadata: { width: String(image.width), height: String(image.height) },
  });
  const row = await addUpload(env.DB, staff, { product_id: productId, image_key: key, content_type: image.type, width: image.width, height: image.height, bytes: bytes.byteLength, alt }, nowS);
  if (!row) throw new ApiHttpError(409, "image_duplicate", M.duplicate);
  return row;
}
