/**
 * Flat SVG illustrations for the demo catalogue: `/img/p/{type}/{hex}/{view}.svg` and the action
 * banners `/img/c/{slug}.svg`. Pure string building: no text, no script, no external references, only
 * shapes in the product colour and a few neutral tones. Each image is well under 4 KB.
 *
 * view 1: the product on a light background; view 2: a detail or another angle; view 3+: the product
 * in a setting (bedroom, bathroom, kitchen, garden, kids' room, hallway), varied by the view number.
 */

import { bedding, DRAWINGS, type Drawing } from "./product-image/drawings";
import { BED, PLACE, scene } from "./product-image/scenes";
import { palette, sanitizeHex, svg } from "./product-image/svg-kit";

export { drawCategoryHeader } from "./product-image/banners";
export { sanitizeHex };

const SIZE = 800;
const n = (x: number) => Math.round(x * 10) / 10;

/** A 800x800 SVG of a product type in a colour (6 hex digits, no '#'), for view 1, 2, 3, ... */
export function drawProductImage(type: string, hex: string, view: number): string {
  const p = palette(sanitizeHex(hex));
  const d: Drawing = Object.hasOwn(DRAWINGS, type) ? DRAWINGS[type]! : { main: bedding, detail: bedding, scene: "bedroom", base: 630 };
  const v = Number.isInteger(view) && view > 0 ? Math.min(view, 99) : 1;
  if (v === 1) return svg(SIZE, SIZE, `<rect width="800" height="800" fill="#f6f3ee"/>${d.main(p)}`);
  if (v === 2) return svg(SIZE, SIZE, `<rect width="800" height="800" fill="#efebe4"/>${d.detail(p)}`);
  // a setting; even views are mirrored so consecutive views differ
  const mirror = v % 2 === 0 ? ` transform="translate(800 0) scale(-1 1)"` : "";
  const [y, scale] = d.onBed ? [545, 0.5] : PLACE[d.scene];
  const product = `<g transform="translate(${n(400 - 400 * scale)} ${n(y - d.base * scale)}) scale(${scale})">${d.main(p)}</g>`;
  return svg(SIZE, SIZE, `<g${mirror}>${scene(d.scene, v)}${d.onBed ? BED : ""}${product}</g>`);
}
