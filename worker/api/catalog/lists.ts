/** Product lists (suggested, featured), brands with their listing, and the sitemap data of /v1/catalog. */
import { Hono } from "hono";
import type { BrandListing, BrandSummary, ProductTile, SitemapData } from "../../../app/lib/api/types/catalog";
import { brandQuery, listingQuery, productIdParam, sitemapQuery, suggestedIdsQuery } from "../../../app/lib/schemas/catalog";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { parseOrThrow, zv } from "../../http/validate";
import { allCategories, brandBySlug, brandNames, brandProductIds, brandsWithCounts, popularProductIds, productTiles, relatedProductTiles } from "../../store/catalog";
import { contentTitles } from "../../store/content";
import { listingRequest, pageNotFound } from "./listing-request";
import { listingData } from "./listing-view";
import { productNotFound } from "./product";

export const listRoutes = new Hono<AppEnv>();

const POPULAR_SUGGESTED = 12;
const RELATED = 8;
const FEATURED = 8;

/** GET /v1/catalog/suggested-products?ids=1,2,3 (tiles in that order, e.g. last viewed) or the most popular. */
listRoutes.get("/suggested-products", zv("query", suggestedIdsQuery, { code: "invalid_ids" }), async (c) => {
  const { ids } = c.req.valid("query");
  const db = c.env.DB;
  return ok<ProductTile[]>(c, await productTiles(db, ids ?? (await popularProductIds(db, POPULAR_SUGGESTED))));
});

/** GET /v1/catalog/suggested-products/{id}: related products (same main category, nearby price). */
listRoutes.get("/suggested-products/:id", zv("param", productIdParam, { code: "invalid_product_id" }), async (c) => {
  const { id } = c.req.valid("param");
  // One D1 round trip: the related ids and their tiles (docs/decisions/023).
  const tiles = await relatedProductTiles(c.env.DB, id, RELATED);
  if (!tiles) throw productNotFound();
  return ok<ProductTile[]>(c, tiles);
});

/** GET /v1/catalog/featured-products: the most popular available products. */
listRoutes.get("/featured-products", async (c) => ok<ProductTile[]>(c, await productTiles(c.env.DB, await popularProductIds(c.env.DB, FEATURED))));

/** GET /v1/catalog/brands: every brand with its product count. */
listRoutes.get("/brands", async (c) => {
  const rows = await brandsWithCounts(c.env.DB);
  return ok<BrandSummary[]>(c, rows.map((b) => ({ ...b, url: `/brands/${b.slug}/` })));
});

/** GET /v1/catalog/overview/brand/products?brand=slug&path=<filter segments>&querystring= */
listRoutes.get("/overview/brand/products", zv("query", brandQuery, { code: "invalid_brand" }), async (c) => {
  const { brand: slug } = c.req.valid("query");
  const { path, querystring } = parseOrThrow(listingQuery, c.req.query(), 400, "invalid_path");
  const { sel, pages } = listingRequest(path, querystring);
  const brand = await brandBySlug(c.env.DB, slug);
  if (!brand) throw new ApiHttpError(404, "brand_not_found", "Dit merk bestaat niet.");
  const data = await listingData(c, { ids: await brandProductIds(c.env.DB, brand.id) }, sel, pages, { basePath: `/brands/${brand.slug}/` });
  if (!data) throw pageNotFound();
  return ok<BrandListing>(c, {
    brand: { slug: brand.slug, name: brand.name, description: brand.description },
    breadcrumbs: [
      { title: "Home", url: "/" },
      { title: "Merken", url: "/brands/" },
      { title: brand.name, url: `/brands/${brand.slug}/` },
    ],
    ...data,
  });
});

/** GET /v1/catalog/sitemap?components=categories,brands,services */
listRoutes.get("/sitemap", zv("query", sitemapQuery, { code: "invalid_component" }), async (c) => {
  const { components } = c.req.valid("query");
  const db = c.env.DB;
  const out: SitemapData = {};
  if (components.includes("categories")) out.categories = (await allCategories(db)).map((r) => ({ title: r.title, url: `/${r.slug}/` }));
  if (components.includes("brands")) out.brands = (await brandNames(db)).map((b) => ({ title: b.name, url: `/brands/${b.slug}/` }));
  if (components.includes("services")) out.services = (await contentTitles(db, "service")).map((s) => ({ title: s.title, url: `/service/${s.slug}/` }));
  if (components.includes("blog")) out.blog = (await contentTitles(db, "blog")).map((s) => ({ title: s.title, url: `/blog/${s.slug}/` }));
  return ok<SitemapData>(c, out);
});
