/**
 * /beheer/api/product-images/:product (docs/decisions/041): a product's uploaded images: list, upload
 * (multipart, its own size limit), alt text, order and delete. Permission "assortment"; every write carries
 * its audit row in its batch and then tells the caches (worker/edge/catalog-change.ts) before answering.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "../../../app/lib/schemas/zod";
import type { BeheerProductImage, BeheerProductImages } from "../../../app/lib/beheer/types/media";
import { BEHEER_MEDIA_MESSAGES as M, PRODUCT_IMAGE_MAX_BYTES } from "../../../app/lib/beheer/messages/media";
import { PRODUCT_IMAGE_EXTENSIONS, uploadSrc } from "../../../app/lib/product-image-src";
import type { AppEnv } from "../../env";
import { catalogChanged } from "../../edge/catalog-change";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { deleteUpload, keyInUse, listUploads, moveUpload, setUploadAlt, type UploadRow } from "../../store/media/product-uploads";
import { checkedAlt, derivedPrefix, originalKey, storeUpload } from "./product-image-upload";

export const productImagesApi = new Hono<AppEnv>();
productImagesApi.use("*", requirePermission("assortment"));

/** The multipart body of one upload: the file plus the form's few fields. */
export const PRODUCT_IMAGE_BODY_LIMIT = PRODUCT_IMAGE_MAX_BYTES + 64 * 1024;

const nowS = () => Math.floor(Date.now() / 1000);

export function imageView(r: UploadRow): BeheerProductImage {
  const ext = PRODUCT_IMAGE_EXTENSIONS[r.content_type];
  return { id: r.id, position: r.position, src: uploadSrc(r.image_key, 800, ext), thumb: uploadSrc(r.image_key, 320, ext), type: r.content_type, width: r.width, height: r.height, bytes: r.bytes, alt: r.alt };
}

async function product(c: Context<AppEnv>): Promise<{ id: number; title: string; slug: string }> {
  const raw = c.req.param("product") ?? "";
  const found = /^\d{1,10}$/u.test(raw) ? await c.env.DB.prepare("SELECT id, title, slug FROM products WHERE id = ?1").bind(Number(raw)).first<{ id: number; title: string; slug: string }>() : null;
  if (!found) throw new ApiHttpError(404, "product_not_found", M.notFound);
  return found;
}

function imageId(c: Context<AppEnv>): number {
  const raw = c.req.param("image") ?? "";
  if (!/^\d{1,10}$/u.test(raw)) throw new ApiHttpError(404, "image_not_found", M.imageNotFound);
  return Number(raw);
}

productImagesApi.get("/:product", async (c) => {
  const p = await product(c);
  const rows = await listUploads(c.env.DB, p.id);
  return ok<BeheerProductImages>(c, { product: p, images: rows.map(imageView) });
});

productImagesApi.post(
  "/:product",
  bodyLimit({
    maxSize: PRODUCT_IMAGE_BODY_LIMIT,
    onError: () => {
      throw new ApiHttpError(413, "image_too_large", M.tooLarge, {}, { file: M.tooLarge });
    },
  }),
  async (c) => {
    // Anything but a multipart form (JSON, say) is refused before the product is looked up, like a bad JSON body.
    const type = (c.req.header("Content-Type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) throw new ApiHttpError(400, "multipart_required", M.fileMissing);
    const p = await product(c);
    const form = await c.req.formData().catch(() => null);
    if (!form) throw new ApiHttpError(400, "invalid_form", M.invalid);
    const row = await storeUpload(c.env, c.get("staff")!, p.id, form.get("file"), form.get("alt"), nowS());
    await catalogChanged(c.env, { productIds: [p.id] });
    return ok<BeheerProductImage>(c, imageView(row), 201);
  },
);

const altBody = z.object({ alt: z.string({ error: M.altRequired }) });

productImagesApi.patch("/:product/:image", zv("json", altBody), async (c) => {
  const p = await product(c);
  const id = imageId(c);
  const alt = checkedAlt(c.req.valid("json").alt);
  if (!(await setUploadAlt(c.env.DB, c.get("staff")!, p.id, id, alt, nowS()))) throw new ApiHttpError(404, "image_not_found", M.imageNotFound);
  await catalogChanged(c.env, { productIds: [p.id] });
  return ok(c, { id, alt });
});

const moveBody = z.object({ direction: z.enum(["up", "down"], { error: M.invalid }) });

productImagesApi.post("/:product/:image/move", zv("json", moveBody), async (c) => {
  const p = await product(c);
  const id = imageId(c);
  const rows = await listUploads(c.env.DB, p.id);
  if (!rows.some((r) => r.id === id)) throw new ApiHttpError(404, "image_not_found", M.imageNotFound);
  const moved = await moveUpload(c.env.DB, c.get("staff")!, p.id, id, c.req.valid("json").direction === "up" ? -1 : 1, nowS());
  if (!moved) throw new ApiHttpError(409, "cannot_move", M.cannotMove);
  await catalogChanged(c.env, { productIds: [p.id] });
  return ok(c, { images: (await listUploads(c.env.DB, p.id)).map(imageView) });
});

productImagesApi.delete("/:product/:image", async (c) => {
  // A delete carries nothing: a body is a malformed request, refused before anything is looked up.
  const length = c.req.header("Content-Length");
  if (c.req.raw.body !== null && length !== "0") throw new ApiHttpError(400, "body_not_allowed", M.invalid);
  const p = await product(c);
  const removed = await deleteUpload(c.env.DB, c.get("staff")!, p.id, imageId(c), nowS());
  if (!removed) throw new ApiHttpError(404, "image_not_found", M.imageNotFound);
  // The bytes go when no product shows them any more (the same file may belong to two products).
  if (!(await keyInUse(c.env.DB, removed.image_key))) {
    const derived = await c.env.MEDIA.list({ prefix: derivedPrefix(removed.image_key) });
    await c.env.MEDIA.delete([originalKey(removed.image_key), ...derived.objects.map((o) => o.key)]);
  }
  await catalogChanged(c.env, { productIds: [p.id] });
  return ok(c, { id: removed.id });
});
