/** /robots.txt and /sitemap.xml, built from D1 so they always match the catalogue. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { sitemapSlugs } from "../store/sitemap";

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
  const slugs = await sitemapSlugs(c.env.DB);
  // A Set: a static page can also be a category (/outlet/), and a sitemap lists each URL once.
  const paths = new Set([
    ...STATIC_PAGES,
    ...slugs.categories.map((slug) => `/${slug}/`),
    ...slugs.brands.map((slug) => `/brands/${slug}/`),
    ...slugs.contentKeys.map((key) => {
      const [kind, slug] = key.split(":");
      return kind === "service" ? `/service/${slug}/` : `/blog/${slug}/`;
    }),
    ...slugs.products.map((slug) => `/${slug}.html`),
  ]);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...paths]
    .map((p) => `  <url><loc>${xmlEscape(`${origin}${p}`)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
});
