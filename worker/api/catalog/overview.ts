/** GET /v1/catalog/overview/category and /v1/catalog/category/path: category listings and lookups. */
import { Hono } from "hono";
import type { CategoryListing, CategoryPathInfo } from "../../../app/lib/api/types/catalog";
import { FilterPathError, splitPath } from "../../../app/kernel/filter-paths";
import { CATEGORY_PATH } from "../../../app/kernel/patterns";
import { categoryPathQuery, overviewPathQuery } from "../../../app/lib/schemas/catalog";
import { categoryBreadcrumbs } from "../../domain/breadcrumbs";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { categoryBySlug, categoryChain } from "../../store/catalog";
import { assertKnownFilters, pageNotFound, parsePageRequest, selectionOf } from "./listing-request";
import { categoryOverview } from "./listing-view";

export const overviewRoutes = new Hono<AppEnv>();

const categoryNotFound = () => new ApiHttpError(404, "category_not_found", "Deze categorie bestaat niet.");

/** Category segments and filter segments of a path; a malformed filter segment is a 400. */
function splitOrThrow(path: string) {
  try {
    return splitPath(path);
  } catch (err) {
    if (err instanceof FilterPathError) throw new ApiHttpError(400, "invalid_filter", err.message);
    throw err;
  }
}

/** GET /v1/catalog/overview/category?path=matrassen/merk:x/&querystring=range%3D1-2 */
overviewRoutes.get("/overview/category", zv("query", overviewPathQuery, { code: "invalid_path" }), async (c) => {
  const { path, querystring } = c.req.valid("query");
  const { categorySegments, selectionSegments } = splitOrThrow(path);
  const sel = selectionOf(selectionSegments);
  const slug = categorySegments.join("/");
  if (!CATEGORY_PATH.test(slug)) throw categoryNotFound();
  const category = await categoryBySlug(c.env.DB, slug);
  if (!category) throw categoryNotFound();
  assertKnownFilters(sel);
  const data = await categoryOverview(c, category, `/${slug}/`, sel, parsePageRequest(querystring));
  if (!data) throw pageNotFound();
  return ok<CategoryListing>(c, data);
});

/** GET /v1/catalog/category/path?path=matrassen/pocketvering: the category and its breadcrumb. */
overviewRoutes.get("/category/path", zv("query", categoryPathQuery, { code: "invalid_path" }), async (c) => {
  const { path } = c.req.valid("query");
  const category = await categoryBySlug(c.env.DB, path);
  if (!category) throw categoryNotFound();
  const chain = await categoryChain(c.env.DB, category);
  return ok<CategoryPathInfo>(c, {
    id: category.id,
    slug: category.slug,
    title: category.title,
    kind: category.kind,
    filter_count: category.filter_count,
    breadcrumbs: categoryBreadcrumbs(chain),
  });
});
