/** /robots.txt and /sitemap.xml, built from D1 so they always match the catalogue. */
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const seoApp = new Hono<AppEnv>();

const STATIC_PAGES = ["/", "/brands/", "/blog/", "/service/", "/sitemap/", "/inspiratie/", "/outlet/", "/kortingscode/", "/cop/", "/pop/", "/textpage/"];

const xmlEscape = (s: string) => s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;");

seoApp.get("/robots.txt", (c) => {
  const origin = new URL(c.req.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account/",
    "Disallow: /cart/",
    "Disallow: /checkout/",
    "Disallow: /zoeken/",
    "Disallow: /redirect/",
    "Disallow: /v1/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
});

seoApp.get("/sitemap.xml", async (c) => {
  const origin = new URL(c.req.url).origin;
  const db = c.env.DB;
  const [categories, products, brands, pages] = await db.batch([
    db.prepare("SELECT slug FROM categories ORDER BY position, id"),
    db.prepare("SELECT slug FROM products ORDER BY id"),
    db.prepare("SELECT slug FROM brands ORDER BY slug"),
    db.prepare("SELECT key FROM content WHERE key LIKE 'service:%' OR key LIKE 'blog:%' ORDER BY key"),
  ]);
  // A Set: a static page can also be a category (/outlet/), and a sitemap lists each URL once.
  const paths = new Set([
    ...STATIC_PAGES,
    ...(categories!.results as { slug: string }[]).map((r) => `/${r.slug}/`),
    ...(brands!.results as { slug: string }[]).map((r) => `/brands/${r.slug}/`),
    ...(pages!.results as { key: string }[]).map((r) => {
      const [kind, slug] = r.key.split(":");
      return kind === "service" ? `/service/${slug}/` : `/blog/${slug}/`;
    }),
    ...(products!.results as { slug: string }[]).map((r) => `/${r.slug}.html`),
  ]);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...paths]
    .map((p) => `  <url><loc>${xmlEscape(`${origin}${p}`)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});
