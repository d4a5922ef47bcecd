/** The back office's product images (docs/decisions/041). */
export interface BeheerProductImage {
  id: number;
  position: number;
  /** The shop's URL of the image (800 px wide, or the original when smaller). */
  src: string;
  /** A small preview (320 px wide). */
  thumb: string;
  type: "image/jpeg" | "image/png" | "image/webp";
  width: number;
  height: number;
  bytes: number;
  alt: string;
}

export interface BeheerProductImages {
  product: { id: number; title: string; slug: string };
  images: BeheerProductImage[];
}
