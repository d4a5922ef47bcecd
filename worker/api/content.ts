import { Hono, type Context } from "hono";
import { contentSchemas, type ContentKey } from "../../app/lib/schemas/content";
import type { AppEnv } from "../env";
import { readContent } from "../store/content";
import { apiError } from "./errors";

/** /v1/content: the shell's content documents (spec section 7, Content). */
export const contentApi = new Hono<AppEnv>();

const KEYS = Object.keys(contentSchemas) as ContentKey[];

for (const key of KEYS) {
  contentApi.get(`/${key}`, async (c) => {
    const body = await readContent(c.env.DB, key);
    if (body === null) return apiError(c, 404, "content_not_found", `Content '${key}' is not available.`);
    // The seed validated the document; it is passed through as stored.
    return c.body(`{"data":${body}}`, 200, { "Content-Type": "application/json; charset=UTF-8" });
  });
}

const SLUG = /^[a-z0-9-]{1,80}$/u;
const CATEGORY_PATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+){0,3}$/u;

/** GET /v1/content/category?path=acties/sale: the category's header content (image, steps, intro). */
contentApi.get("/category", async (c) => {
  const path = (c.req.query("path") ?? "").replace(/^\/+|\/+$/gu, "");
  if (!CATEGORY_PATH.test(path)) return apiError(c, 400, "invalid_path", "Geef een geldig categoriepad op (path).");
  const row = await c.env.DB.prepare("SELECT id, slug, title, sub_title, kind, content FROM categories WHERE slug = ?1")
    .bind(path)
    .first<{ id: number; slug: string; title: string; sub_title: string | null; kind: string; content: string }>();
  if (!row) return apiError(c, 404, "category_not_found", "Deze categorie bestaat niet.");
  const content = JSON.parse(row.content) as Record<string, unknown>;
  return c.json({
    data: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      sub_title: row.sub_title,
      image: content.header_image ?? null,
      steps: content.steps ?? [],
      intro: content.intro ?? null,
    },
  });
});

/** GET /v1/content/sub-navigation/?path=matrassen: the category's subcategories (or its siblings). */
const subNavigation = async (c: Context<AppEnv>) => {
  const path = (c.req.query("path") ?? "").replace(/^\/+|\/+$/gu, "");
  if (!CATEGORY_PATH.test(path)) return apiError(c, 400, "invalid_path", "Geef een geldig categoriepad op (path).");
  const db = c.env.DB;
  const row = await db.prepare("SELECT id, parent_id, title FROM categories WHERE slug = ?1").bind(path).first<{ id: number; parent_id: number | null; title: string }>();
  if (!row) return apiError(c, 404, "category_not_found", "Deze categorie bestaat niet.");
  const children = await db.prepare("SELECT slug, title FROM categories WHERE parent_id = ?1 ORDER BY position, id").bind(row.id).all<{ slug: string; title: string }>();
  const list =
    children.results.length > 0 || row.parent_id === null
      ? children.results
      : (await db.prepare("SELECT slug, title FROM categories WHERE parent_id = ?1 ORDER BY position, id").bind(row.parent_id).all<{ slug: string; title: string }>()).results;
  return c.json({ data: { title: row.title, items: list.map((i) => ({ title: i.title, link: `/${i.slug}/`, is_active: i.slug === path })) } });
};
contentApi.get("/sub-navigation", subNavigation);
contentApi.get("/sub-navigation/", subNavigation);

/** GET /v1/content/service-page/{slug} */
contentApi.get("/service-page/:slug", async (c) => {
  const slug = c.req.param("slug");
  if (!SLUG.test(slug)) return apiError(c, 404, "page_not_found", "Deze pagina bestaat niet.");
  const body = await readContent(c.env.DB, `service:${slug}`);
  if (body === null) return apiError(c, 404, "page_not_found", "Deze pagina bestaat niet.");
  return c.body(`{"data":${body}}`, 200, { "Content-Type": "application/json; charset=UTF-8" });
});

/** GET /v1/content/service-page: the list of service pages (slug, title). */
contentApi.get("/service-page", async (c) => {
  const rows = await c.env.DB.prepare(
    "SELECT json_extract(body, '$.slug') AS slug, json_extract(body, '$.title') AS title, json_extract(body, '$.intro') AS intro FROM content WHERE key LIKE 'service:%' ORDER BY title",
  ).all<{ slug: string; title: string; intro: string }>();
  return c.json({ data: rows.results });
});

/** GET /v1/content/blog and /v1/content/blog/{slug} */
contentApi.get("/blog", async (c) => {
  const rows = await c.env.DB.prepare(
    `SELECT json_extract(body, '$.slug') AS slug, json_extract(body, '$.title') AS title, json_extract(body, '$.intro') AS intro,
            json_extract(body, '$.published') AS published, json_extract(body, '$.reading_minutes') AS reading_minutes,
            json_extract(body, '$.image') AS image
       FROM content WHERE key LIKE 'blog:%' ORDER BY published DESC`,
  ).all<{ slug: string; title: string; intro: string; published: string; reading_minutes: number; image: string }>();
  return c.json({ data: rows.results.map((r) => ({ ...r, image: JSON.parse(r.image) as unknown })) });
});

contentApi.get("/blog/:slug", async (c) => {
  const slug = c.req.param("slug");
  if (!SLUG.test(slug)) return apiError(c, 404, "article_not_found", "Dit artikel bestaat niet.");
  const body = await readContent(c.env.DB, `blog:${slug}`);
  if (body === null) return apiError(c, 404, "article_not_found", "Dit artikel bestaat niet.");
  return c.body(`{"data":${body}}`, 200, { "Content-Type": "application/json; charset=UTF-8" });
});

contentApi.get("/:key", (c) =>
  apiError(c, 404, "content_not_found", `Unknown content '${c.req.param("key").slice(0, 64)}'.`),
);
