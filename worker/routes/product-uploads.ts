/**
 * Uploaded product images, resized (docs/decisions/041): GET /img/u/{sha256}/{width}.{ext} for the fixed
 * widths of app/lib/product-image-src.ts. The key is the file's content, so a URL never changes what it shows:
 * browsers and the edge keep it a year (immutable). A width is resized once by the Images binding
 * (worker/edge/images.ts) and kept in R2 (derived/{key}/{width}.{ext}); a width at or above the original's
 * is the original itself (never enlarged). Only R2 is read: no D1 on an image request.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { PRODUCT_IMAGE_EXTENSIONS, PRODUCT_IMAGE_WIDTHS, type ProductImageType } from "../../app/lib/product-image-src";
import { resizeImage } from "../edge/images";
import { derivedPrefix, originalKey } from "../api/beheer/product-image-upload";

export const productUploadsApp = new Hono<AppEnv>();

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A fallback (the original for a width that failed to resize) is not kept long: the next try may resize. */
const BRIEF = "public, max-age=300";

function imageResponse(body: BodyInit, type: string, cacheControl: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": type,
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}

const notFound = () => new Response("Afbeelding niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

productUploadsApp.get("/img/u/:key/:file", async (c) => {
  const key = c.req.param("key");
  const m = /^(\d{3,4})\.(jpg|png|webp)$/u.exec(c.req.param("file"));
  if (!/^[0-9a-f]{64}$/u.test(key) || !m) return notFound();
  const width = Number(m[1]);
  const ext = m[2]!;
  const type = (Object.keys(PRODUCT_IMAGE_EXTENSIONS) as ProductImageType[]).find((t) => PRODUCT_IMAGE_EXTENSIONS[t] === ext)!;
  if (!(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width)) return notFound();
  const derivedKey = `${derivedPrefix(key)}${width}.${ext}`;
  const derived = await c.env.MEDIA.get(derivedKey);
  if (derived) return imageResponse(derived.body, type, IMMUTABLE);
  const original = await c.env.MEDIA.get(originalKey(key));
  // The extension must be the original's type: one URL per image and width.
  if (!original || original.httpMetadata?.contentType !== type) return notFound();
  const originalWidth = Number(original.customMetadata?.width ?? "0");
  if (width >= originalWidth) return imageResponse(original.body, type, IMMUTABLE);
  const bytes = new Uint8Array(await original.arrayBuffer());
  const resized = await resizeImage(c.env, bytes, width, type);
  if (!resized) return imageResponse(bytes, type, BRIEF);
  await c.env.MEDIA.put(derivedKey, resized, { httpMetadata: { contentType: type } });
  return imageResponse(resized, type, IMMUTABLE);
});
