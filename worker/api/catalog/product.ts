/** GET /v1/catalog/product/{key} (product page or quick view). Reviews: ./reviews.ts. */
import { Hono } from "hono";
import type { Price, Product, QuickView, Variant } from "../../../app/lib/api/types/catalog";
import { VARIANT_PARAM } from "../../../app/lib/catalog/constants";
import { productDebugQuery, productKeyParam } from "../../../app/lib/schemas/catalog";
import { categoryBreadcrumbs } from "../../domain/breadcrumbs";
import { visibleOptions } from "../../domain/options";
import { variantPrice } from "../../domain/pricing";
import { stockScore, variantAvailable } from "../../domain/stock";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { productPageRows, todayIso } from "../../store/catalog";

export const productRoutes = new Hono<AppEnv>();

export const productNotFound = () => new ApiHttpError(404, "product_not_found", "Dit product bestaat niet.");

/** The variant id a `?variant=` asks for (docs/decisions/031); anything but 1-10 digits asks for none. */
function askedVariant(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,10}$/u.test(raw) ? Number(raw) : null;
}

/**
 * GET /v1/catalog/product/{slug or id}; debug=quickview gives the quick-view shape; variant=<id> chooses
 * that variant when it is one of the product's (a search result names it), else it is ignored.
 */
productRoutes.get(
  "/product/:key",
  zv("query", productDebugQuery, { code: "invalid_debug" }),
  zv("param", productKeyParam, { status: 404, code: "product_not_found" }),
  async (c) => {
    const { debug } = c.req.valid("query");
    const { key } = c.req.valid("param");
    // One D1 round trip: the product, its details, price history and breadcrumb chain (docs/decisions/023).
    const rows = await productPageRows(c.env.DB, key);
    if (!rows) throw productNotFound();
    const { product, details, history, chain } = rows;
    const today = todayIso();
    const priceOf = (delta: number): Price => {
      const { price, price_old } = variantPrice(history, product.price, delta, today);
      return { price, price_old, price_incl: price, currency: "EUR" };
    };
    const options = visibleOptions(
      details.options.map((o) => ({
        code: o.code,
        title: o.title,
        values: details.values.filter((v) => v.option_id === o.id).map((v) => ({ id: v.id, title: v.title })),
      })),
    );
    const available = product.available === 1;
    const variants: Variant[] = details.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      option_value_ids: JSON.parse(v.option_value_ids) as number[],
      price: priceOf(v.price_delta),
      stock: v.stock,
      available: variantAvailable(available, v.stock),
    }));
    const asked = askedVariant(c.req.query(VARIANT_PARAM));
    const defaultVariant = variants.find((v) => v.id === asked) ?? variants.find((v) => v.available) ?? variants[0] ?? null;
    const common = {
      id: product.id,
      slug: product.slug,
      url: `/${product.slug}.html`,
      sku: product.sku,
      title: product.title,
      brand: { name: product.brand_name, slug: product.brand_slug },
      available,
      images: details.images,
      price: defaultVariant ? defaultVariant.price : priceOf(0),
      options,
      variants,
      variant_id: defaultVariant?.id ?? null,
      rating: { average: Math.round(product.rating_avg * 10) / 10, count: product.rating_count },
      delivery: product.delivery,
      stock_score: stockScore(available, product.stock),
    };
    if (debug === "quickview") return ok<QuickView>(c, { ...common, images: details.images.slice(0, 3) });
    return ok<Product>(c, {
      ...common,
      type: product.type,
      main_category: { title: product.main_category_title, slug: product.main_category_slug, url: `/${product.main_category_slug}/` },
      description: product.description,
      specifications: JSON.parse(product.specifications) as { label: string; value: string }[],
      stock: product.stock,
      color: { title: product.color_title, hex: product.color_hex },
      custom_fields: [],
      breadcrumbs: categoryBreadcrumbs(chain, { title: product.title, url: `/${product.slug}.html` }),
    });
  },
);
