/**
 * Resizing an uploaded product image (docs/decisions/041): the Cloudflare Images binding IMAGES, declared in
 * every environment. Locally miniflare runs the same binding offline (libvips through sharp), so development
 * and tests resize for real without a network. The route keeps each result in R2, so an image is transformed
 * once per width. A failed transform returns null: the caller then serves the original, briefly cached.
 */
import type { Env } from "../env";
import type { ProductImageType } from "../../app/lib/product-image-src";
import { createLogger } from "../http/log";

const log = createLogger({ adapter: "images" });

/** The image scaled down to `width` pixels wide (never up), in its own format; null when the binding failed. */
export async function resizeImage(env: Pick<Env, "IMAGES">, original: Uint8Array<ArrayBuffer>, width: number, type: ProductImageType): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const stream = new Response(original).body!;
    const result = await env.IMAGES.input(stream)
      .transform({ width, fit: "scale-down" })
      .output({ format: type, quality: 82 });
    return new Uint8Array(await result.response().arrayBuffer());
  } catch (error) {
    log.warn("image resize failed", { width, type, error: String(error) });
    return null;
  }
}
