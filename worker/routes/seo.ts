/**
 * /robots.txt and /sitemap.xml, built from D1 so they always match the catalogue, and the public origin of
 * every absolute URL the pages carry (canonical, Open Graph, JSON-LD: app/lib/seo.ts).
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { sitemapSlugs } from "../store/sitemap";

export const seoApp = new Hono<AppEnv>();

/**
 * PUBLIC_ORIGIN as an origin ("https://www.droomnest.nl"), or null when it is empty or not an https origin
 * (http only for localhost): the pages then use the request's own origin.
 */
export function publicOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    if (url.protocol !== "https:" && !(local && url.protocol === "http:")) return null;
    return url.origin;
  } catch {
    return null;
  }
}

const siteOrigin = (c: Context<AppEnv>) => publicOrigin(c.env.PUBLIC_ORIGIN) ?? new URL(c.req.url).origin;

const STATIC_PAGES = ["/", "/brands/", "/blog/", "/service/", "/sitemap/", "/inspiratie/", "/outlet/", "/kortingscode/", "/cop/", "/pop/", "/textpage/"];

const xmlEscape = (s: string) => s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;");

seoApp.get("/robots.txt", (c) => {
  // Staging is never indexed (docs/decisions/033-environments.md): everything disallowed.
  if (c.env.ENVIRONMENT === "staging") return c.text("User-agent: *\nDisallow: /\n", 200, { "Cache-Control": "public, max-age=3600" });
  const origin = siteOrigin(c);
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
  const origin = siteOrigin(c);
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
