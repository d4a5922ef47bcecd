/**
 * The drawing kit of the SVG illustrations (worker/domain/product-image.ts): the colour (a sanitised hex and
 * its palette) and shape helpers. Pure string building.
 */

const DEFAULT_HEX = "9caf88";

/** Only six hex digits are accepted; anything else gives the default colour. */
export function sanitizeHex(hex: string): string {
  return /^[0-9a-fA-F]{6}$/u.test(hex) ? hex.toLowerCase() : DEFAULT_HEX;
}

function rgb(hex: string): [number, number, number] {
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mix with white (t > 0) or black (t < 0). */
function shade(hex: string, t: number): string {
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  return `#${rgb(hex).map((c) => Math.round(c + (target - c) * k).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export interface Pal {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  line: string; // outline, always visible on a light background
}

export function palette(hex: string): Pal {
  const base = `#${hex}`;
  const lum = luminance(hex);
  return {
    base,
    light: shade(hex, 0.25),
    lighter: shade(hex, 0.55),
    dark: shade(hex, lum > 0.85 ? -0.12 : -0.2),
    darker: shade(hex, lum > 0.85 ? -0.25 : -0.4),
    line: shade(hex, lum > 0.7 ? -0.35 : -0.45),
  };
}

export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export const shadow = (cx: number, cy: number, rx: number, ry = 22) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".08"/>`;

export function repeat(n: number, f: (i: number) => string): string {
  let s = "";
  for (let i = 0; i < n; i++) s += f(i);
  return s;
}

export const pillowPath = (x: number, y: number, w: number, h: number) =>
  `M${x} ${y}Q${x + w / 2} ${y - h * 0.18} ${x + w} ${y}Q${x + w + w * 0.08} ${y + h / 2} ${x + w} ${y + h}Q${x + w / 2} ${y + h * 1.18} ${x} ${y + h}Q${x - w * 0.08} ${y + h / 2} ${x} ${y}Z`;

export const star = (cx: number, cy: number, r: number, fill: string) =>
  `<path d="${repeat(10, (i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${i ? "L" : "M"}${Math.round(cx + rr * Math.cos(a))} ${Math.round(cy + rr * Math.sin(a))}`;
  })}Z" fill="${fill}"/>`;
