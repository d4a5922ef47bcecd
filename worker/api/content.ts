import { Hono } from "hono";
import type { BlogSummary, CategoryHeader, ServicePageSummary, SubNavigation } from "../../app/lib/api/types/content";
import { categoryPathQuery, slugParam } from "../../app/lib/schemas/catalog";
import { contentSchemas, type ContentKey } from "../../app/lib/schemas/content";
import type { AppEnv } from "../env";
import { ApiHttpError } from "../http/errors";
import { ok, okRaw } from "../http/respond";
import { zv } from "../http/validate";
import { parseContent } from "./catalog/listing-view";
import { categoryBreadcrumbs } from "../domain/breadcrumbs";
import { categoryBySlug, categoryChain, subNavigation } from "../store/catalog";
import { blogList, readContent, servicePageList } from "../store/content";

/** /v1/content: the shell's content documents (spec section 7, Content). */
export const contentApi = new Hono<AppEnv>();

const KEYS = Object.keys(contentSchemas) as ContentKey[];

for (const key of KEYS) {
  contentApi.get(`/${key}`, async (c) => {
    const body = await readContent(c.env.DB, key);
    if (body === null) throw new ApiHttpError(404, "content_not_found", `Inhoud '${key}' is niet beschikbaar.`);
    // The seed validated the document; it is passed through as stored.
    return okRaw(c, body);
  });
}

const PAGE_NOT_FOUND = "Deze pagina bestaat niet.";
const CATEGORY_NOT_FOUND = "Deze categorie bestaat niet.";
const ARTICLE_NOT_FOUND = "Dit artikel bestaat niet.";

/** GET /v1/content/sub-navigation/?path=matrassen: the category's subcategories (or its siblings). */
for (const route of ["/sub-navigation", "/sub-navigation/"]) {
  contentApi.get(route, zv("query", categoryPathQuery, { code: "invalid_path" }), async (c) => {
    const { path } = c.req.valid("query");
    const nav = await subNavigation(c.env.DB, path);
    if (!nav) throw new ApiHttpError(404, "category_not_found", CATEGORY_NOT_FOUND);
    return ok<SubNavigation>(c, { title: nav.title, items: nav.items.map((i) => ({ title: i.title, link: `/${i.slug}/`, is_active: i.slug === path })) });
  });
}

/**
 * GET /v1/content/category?path=acties/sale: the category's header (spec section 7, Content; its fields: spec
 * sections 2 and 3), from D1 like the overview's category part; anonymous answers go through the KV layer.
 */
for (const route of ["/category", "/category/"]) {
  contentApi.get(route, zv("query", categoryPathQuery, { code: "invalid_path" }), async (c) => {
    const category = await categoryBySlug(c.env.DB, c.req.valid("query").path);
    if (!category) throw new ApiHttpError(404, "category_not_found", CATEGORY_NOT_FOUND);
    const chain = await categoryChain(c.env.DB, category);
    const content = parseContent(category.content);
    return ok<CategoryHeader>(c, {
      title: category.title,
      sub_title: category.sub_title,
      image: content.header_image ?? null,
      breadcrumbs: categoryBreadcrumbs(chain),
      countdown: category.countdown,
      steps: content.steps ?? [],
    });
  });
}

/** GET /v1/content/service-page/{slug} */
contentApi.get("/service-page/:slug", zv("param", slugParam(PAGE_NOT_FOUND), { status: 404, code: "page_not_found" }), async (c) => {
  const body = await readContent(c.env.DB, `service:${c.req.valid("param").slug}`);
  if (body === null) throw new ApiHttpError(404, "page_not_found", PAGE_NOT_FOUND);
  return okRaw(c, body);
});

/** GET /v1/content/service-page: the list of service pages (slug, title). */
contentApi.get("/service-page", async (c) => ok<ServicePageSummary[]>(c, await servicePageList(c.env.DB)));

/** GET /v1/content/blog and /v1/content/blog/{slug} */
contentApi.get("/blog", async (c) => {
  const rows = await blogList(c.env.DB);
  return ok<BlogSummary[]>(c, rows.map((r) => ({ ...r, image: JSON.parse(r.image) as BlogSummary["image"] })));
});

contentApi.get("/blog/:slug", zv("param", slugParam(ARTICLE_NOT_FOUND), { status: 404, code: "article_not_found" }), async (c) => {
  const body = await readContent(c.env.DB, `blog:${c.req.valid("param").slug}`);
  if (body === null) throw new ApiHttpError(404, "article_not_found", ARTICLE_NOT_FOUND);
  return okRaw(c, body);
});

contentApi.get("/:key", (c) => {
  throw new ApiHttpError(404, "content_not_found", `Onbekende inhoud '${c.req.param("key").slice(0, 64)}'.`);
});
