/**
 * Writes the home page illustrations, favicon, app icons and web manifest into public/ (committed files;
 * run again only to change them): ./node_modules/.bin/node scripts/make-images.ts
 * The drawings reuse the product illustrations of worker/domain/product-image.ts. PNG icons are rendered
 * with Debian's chromium through Playwright.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { drawProductImage } from "../worker/domain/product-image.ts";

const root = join(import.meta.dirname, "..");
const pub = join(root, "public");
mkdirSync(join(pub, "images", "home"), { recursive: true });
mkdirSync(join(pub, "icons"), { recursive: true });

/** The inner drawing of an 800x800 product illustration, to place inside a larger composition. */
const inner = (type: string, hex: string, view = 1) =>
  drawProductImage(type, hex, view)
    .replace(/^<svg[^>]*>/u, "")
    .replace(/<\/svg>\s*$/u, "")
    .replace(/^<rect width="800" height="800"[^>]*\/>/u, "");
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

const stars = (w: number, h: number, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = (i * 137.5) % w;
    const y = ((i * 71.3) % (h * 0.55)) + 10;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${i % 3 === 0 ? 2.5 : 1.6}" fill="#f3e9dc" opacity="${i % 2 ? 0.6 : 0.9}"/>`;
  }).join("");

const files: Record<string, string> = {
  "images/home/promo-main.svg": svg(
    1200,
    500,
    `<rect width="1200" height="500" fill="#1f2a44"/>${stars(1200, 500, 40)}<circle cx="1010" cy="110" r="60" fill="#f3e9dc"/><circle cx="1035" cy="95" r="56" fill="#1f2a44"/>` +
      `<rect x="0" y="400" width="1200" height="100" fill="#2d3c5e"/><g transform="translate(560 40) scale(0.62)">${inner("boxspring", "e8b4b8")}</g>`,
  ),
  "images/home/promo-main-mobile.svg": svg(
    750,
    750,
    `<rect width="750" height="750" fill="#1f2a44"/>${stars(750, 750, 30)}<circle cx="600" cy="120" r="54" fill="#f3e9dc"/><circle cx="622" cy="106" r="50" fill="#1f2a44"/>` +
      `<rect x="0" y="600" width="750" height="150" fill="#2d3c5e"/><g transform="translate(95 140) scale(0.7)">${inner("boxspring", "e8b4b8")}</g>`,
  ),
  "images/home/promo-side-1.svg": svg(
    600,
    300,
    `<rect width="600" height="300" fill="#f3e9dc"/><g transform="translate(10 -10) scale(0.4)">${inner("hoofdkussen", "ffffff")}</g>` +
      `<g transform="translate(190 10) scale(0.4)">${inner("hoofdkussen", "e8b4b8")}</g><g transform="translate(370 -10) scale(0.4)">${inner("hoofdkussen", "a3b18a")}</g>`,
  ),
  "images/home/promo-side-2.svg": svg(
    600,
    300,
    `<rect width="600" height="300" fill="#dfe7ef"/>${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 53) % 600}" cy="${(i * 37) % 120 + 20}" r="4" fill="#ffffff"/>`).join("")}` +
      `<g transform="translate(150 -20) scale(0.4)">${inner("dekbed", "ffffff")}</g>`,
  ),
};

const categories: [string, string, string][] = [
  ["matrassen", "matras", "f3ecdf"],
  ["dekbedden", "dekbed", "ffffff"],
  ["hoofdkussens", "hoofdkussen", "f6f1e7"],
  ["boxsprings", "boxspring", "7a8ca8"],
  ["dekbedovertrekken", "dekbedovertrek", "a3b18a"],
  ["badtextiel", "badtextiel", "e8b4b8"],
  ["kids", "kids", "f2c94c"],
  ["tuin", "tuin", "c0603f"],
];
for (const [slug, type, hex] of categories) {
  files[`images/home/cat-${slug}.svg`] = svg(400, 400, `<g transform="scale(0.5)">${inner(type, hex)}</g>`);
}

const icon = (size: number) =>
  svg(
    size,
    size,
    `<g transform="scale(${size / 64})"><rect width="64" height="64" rx="14" fill="#1f2a44"/><path d="M39 12a17 17 0 1 0 13 28A19 19 0 0 1 39 12Z" fill="#f3e9dc"/>` +
      `<rect x="12" y="44" width="40" height="10" rx="5" fill="#e8b4b8"/></g>`,
  );
files["favicon.svg"] = icon(64);
files["manifest.webmanifest"] = `${JSON.stringify(
  {
    name: "Droomnest",
    short_name: "Droomnest",
    lang: "nl",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1f2a44",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  },
  null,
  2,
)}\n`;

for (const [name, body] of Object.entries(files)) writeFileSync(join(pub, name), body);

/** Renders the icon SVG at a size to PNG with chromium. */
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--disable-dev-shm-usage", "--no-first-run"] });
const page = await browser.newPage();
async function png(size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${icon(size)}</body></html>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
writeFileSync(join(pub, "icons", "icon-192.png"), await png(192));
writeFileSync(join(pub, "icons", "icon-512.png"), await png(512));
writeFileSync(join(pub, "apple-touch-icon.png"), await png(180));
// favicon.ico: one 32x32 PNG inside an ICO container (supported by every current browser).
const p32 = await png(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(p32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(join(pub, "favicon.ico"), Buffer.concat([header, p32]));
await browser.close();
console.log(`wrote ${Object.keys(files).length + 4} files to public/`);
