/**
 * Uploaded product images (docs/decisions/041): served by the Worker at `/img/u/{sha256}/{width}.{ext}` in a
 * fixed set of widths, immutable for a URL (the key is the file's content). One home for the URL shape, used
 * by the Worker's image route and the `srcset` the Worker puts on the catalogue's images (never in the shop's
 * client code: it only passes `srcset` on); the drawn SVG illustrations have no widths.
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 480, 640, 800, 1200] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
export const PRODUCT_IMAGE_EXTENSIONS = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type ProductImageType = keyof typeof PRODUCT_IMAGE_EXTENSIONS;

const UPLOAD_SRC = /^\/img\/u\/([0-9a-f]{64})\/(\d{3,4})\.(jpg|png|webp)$/u;

/** The URL of an upload in a width. */
export function uploadSrc(key: string, width: ProductImageWidth, ext: string): string {
  return `/img/u/${key}/${width}.${ext}`;
}

/** The parts of an upload URL, or null for any other src (a drawn illustration). */
export function parseUploadSrc(src: string): { key: string; width: number; ext: string } | null {
  const m = UPLOAD_SRC.exec(src);
  return m ? { key: m[1]!, width: Number(m[2]), ext: m[3]! } : null;
}

/** The `srcset` of an upload's src (every width up to the original's), or undefined for a drawn illustration. */
export function productImageSrcSet(src: string, originalWidth: number): string | undefined {
  const parts = parseUploadSrc(src);
  if (!parts) return undefined;
  const widths = PRODUCT_IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  const list = widths.length > 0 ? widths : [PRODUCT_IMAGE_WIDTHS[0]];
  return list.map((w) => `${uploadSrc(parts.key, w, parts.ext)} ${Math.min(w, originalWidth)}w`).join(", ");
}

/** Images with the `srcset` of each upload added (a drawing stays as it is). */
export function withSrcSet<T extends { src: string; width: number }>(images: readonly T[]): (T & { srcset?: string })[] {
  return images.map((img) => {
    const srcset = productImageSrcSet(img.src, img.width);
    return srcset ? { ...img, srcset } : img;
  });
}

/** A tile's image: an upload in the width that fills a tile on a 2x screen (640), a drawing as it is. */
export function tileImageSrc(src: string): string {
  const upload = parseUploadSrc(src);
  return upload ? uploadSrc(upload.key, 640, upload.ext) : src;
}
