/**
 * Drawn images (docs/decisions/008): product illustrations in the product's colour, action-category
 * banners and blog headers, rendered as SVG by the Worker. Immutable for a given URL, so they are cached
 * for a year by browsers and the edge.
 */
import { Hono } from "hono";
import { isSlug } from "../../app/kernel/patterns";
import type { AppEnv } from "../env";
import { drawCategoryHeader, drawProductImage, sanitizeHex } from "../domain/product-image";

export const imagesApp = new Hono<AppEnv>();

const TYPE = /^[a-z]{2,20}$/u;
const HEX = /^[0-9a-f]{6}$/iu;

function svgResponse(body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      // An SVG opened on its own may not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

function notFound(): Response {
  return new Response("Afbeelding niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

imagesApp.get("/img/p/:type/:hex/:file", (c) => {
  const { type, hex, file } = c.req.param();
  const m = /^(\d{1,2})\.svg$/u.exec(file);
  if (!TYPE.test(type) || !HEX.test(hex) || !m) return notFound();
  const view = Number(m[1]);
  if (view < 1 || view > 12) return notFound();
  return svgResponse(drawProductImage(type, sanitizeHex(hex), view));
});

imagesApp.get("/img/c/:file", (c) => {
  const m = /^(.+)\.svg$/u.exec(c.req.param("file"));
  if (!m || !isSlug(m[1]!)) return notFound();
  return svgResponse(drawCategoryHeader(m[1]!));
});

/** Blog header (1200x630): a bedroom-coloured composition picked by the article slug. */
imagesApp.get("/img/blog/:file", (c) => {
  const m = /^(.+)\.svg$/u.exec(c.req.param("file"));
  if (!m || !isSlug(m[1]!)) return notFound();
  const slug = m[1]!;
  const type = /matras/u.test(slug) ? "matras" : /kussen/u.test(slug) ? "hoofdkussen" : /boxspring/u.test(slug) ? "boxspring" : "dekbed";
  const palette = ["#1f2a44", "#a3b18a", "#e8b4b8", "#d9c7a7", "#2f5d8a"];
  let h = 0;
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const bg = palette[h % palette.length]!;
  const product = drawProductImage(type, "f3e9dc", 1).replace(/^<svg[^>]*>/u, "").replace(/<\/svg>$/u, "");
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${bg}"/><circle cx="1020" cy="120" r="70" fill="#f3e9dc" opacity="0.85"/><g transform="translate(360 20) scale(0.74)">${product}</g></svg>`;
  return svgResponse(body);
});
