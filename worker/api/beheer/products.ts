/**
 * /beheer/api/products (docs/decisions/039): the product list (search, filters, pages) and one product for
 * both roles ("stock"); stock changes per variant ("stock"); texts, availability, categories, threshold and the
 * price for the owner ("assortment"). Every write carries its audit row in its batch; after it, search is
 * reindexed when what it indexes changed, and catalogChanged renews the shop's copies before the answer.
 */
import { Hono, type Context } from "hono";
import { z } from "../../../app/lib/schemas/zod";
import type { BeheerProductDetail, BeheerProductList, PriceShown } from "../../../app/lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../../app/lib/beheer/messages/products";
import type { AppEnv } from "../../env";
import { catalogChanged, categoriesLeft } from "../../edge/catalog-change";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { todayIso } from "../../store/catalog/products";
import { reindexProducts } from "../../store/catalog/search-index";
import { MAX_PAGE, listProducts, previewPrice, priceHistory, productDetail } from "../../store/backoffice/products";
import { categoriesExist, changePrice, editProduct } from "../../store/backoffice/product-edit";
import { movementDone, reservedUnits, stockChangeStatements } from "../../store/backoffice/stock";
import { auditStatement } from "../../store/backoffice/audit";

export const productsApi = new Hono<AppEnv>();
productsApi.use("*", requirePermission("stock"));

const nowS = () => Math.floor(Date.now() / 1000);
const id = z.coerce.number({ error: M.invalid }).int(M.invalid).min(1, M.invalid).max(2_147_483_647, M.invalid);
const flag = z.enum(["0", "1"], { error: M.invalid }).optional();

const listQuery = z.object({
  q: z.string({ error: M.invalid }).max(100, M.invalid).optional(),
  category: id.optional(),
  brand: id.optional(),
  available: flag,
  low: flag,
  page: z.coerce.number({ error: M.invalid }).int(M.invalid).min(1, M.invalid).max(MAX_PAGE, M.invalid).optional().default(1),
});

productsApi.get("/", zv("query", listQuery), async (c) => {
  const q = c.req.valid("query");
  const list = await listProducts(c.env.DB, {
    q: q.q,
    categoryId: q.category,
    brandId: q.brand,
    available: q.available === undefined ? undefined : q.available === "1",
    lowStock: q.low === "1",
    page: q.page,
  });
  return ok<BeheerProductList>(c, list);
});

function productId(c: Context<AppEnv>): number {
  const parsed = id.safeParse(c.req.param("id"));
  if (!parsed.success) throw new ApiHttpError(404, "product_not_found", M.notFound);
  return parsed.data;
}

async function detail(c: Context<AppEnv>, pid: number): Promise<BeheerProductDetail> {
  const found = await productDetail(c.env.DB, pid, todayIso());
  if (!found) throw new ApiHttpError(404, "product_not_found", M.notFound);
  return found;
}

productsApi.get("/:id", async (c) => ok<BeheerProductDetail>(c, await detail(c, productId(c))));

const cents = z.number({ error: M.priceInvalid }).int(M.priceInvalid).min(1, M.priceInvalid).max(100_000_000, M.priceInvalid);

/** What shoppers will see with this price (the form's preview before saving). */
productsApi.post("/:id/price-preview", requirePermission("assortment"), zv("json", z.object({ price: cents }, { error: M.priceInvalid })), async (c) => {
  const pid = productId(c);
  await detail(c, pid);
  return ok<PriceShown>(c, previewPrice(await priceHistory(c.env.DB, pid), c.req.valid("json").price, todayIso()));
});

productsApi.post("/:id/price", requirePermission("assortment"), zv("json", z.object({ price: cents }, { error: M.priceInvalid })), async (c) => {
  const pid = productId(c);
  const price = c.req.valid("json").price;
  if (!(await changePrice(c.env.DB, c.get("staff")!, pid, price, todayIso(), nowS()))) throw new ApiHttpError(404, "product_not_found", M.notFound);
  await catalogChanged(c.env, { productIds: [pid] });
  logFor(c).info("product price changed", { product: pid });
  return ok<BeheerProductDetail>(c, await detail(c, pid));
});

const editBody = z.object(
  {
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.titleRequired),
    description: z.string({ error: M.descriptionRequired }).trim().min(1, M.descriptionRequired).max(5000, M.descriptionRequired),
    delivery: z.string({ error: M.deliveryRequired }).trim().min(1, M.deliveryRequired).max(200, M.deliveryRequired),
    specifications: z
      .array(z.object({ label: z.string().trim().min(1).max(100), value: z.string().trim().min(1).max(300) }, { error: M.specificationsInvalid }), { error: M.specificationsInvalid })
      .max(40, M.specificationsInvalid),
    available: z.boolean({ error: M.invalid }),
    low_stock_threshold: z.number({ error: M.thresholdInvalid }).int(M.thresholdInvalid).min(0, M.thresholdInvalid).max(10_000, M.thresholdInvalid),
    main_category_id: z.number({ error: M.categoriesInvalid }).int(M.categoriesInvalid).min(1, M.categoriesInvalid),
    category_ids: z.array(z.number({ error: M.categoriesInvalid }).int(M.categoriesInvalid).min(1, M.categoriesInvalid), { error: M.categoriesInvalid }).max(50, M.categoriesInvalid),
  },
  { error: M.invalid },
);

productsApi.put("/:id", requirePermission("assortment"), zv("json", editBody), async (c) => {
  const pid = productId(c);
  const b = c.req.valid("json");
  if (!(await categoriesExist(c.env.DB, [b.main_category_id, ...b.category_ids]))) throw new ApiHttpError(400, "invalid_categories", M.categoriesInvalid);
  const { found, searchChanged, leftCategoryIds } = await editProduct(
    c.env.DB,
    c.get("staff")!,
    pid,
    { title: b.title, description: b.description, delivery: b.delivery, specifications: b.specifications, available: b.available, lowStockThreshold: b.low_stock_threshold, mainCategoryId: b.main_category_id, categoryIds: b.category_ids },
    nowS(),
  );
  if (!found) throw new ApiHttpError(404, "product_not_found", M.notFound);
  // Search indexes title, texts, categories and availability with the write (ADR 031).
  if (searchChanged) await reindexProducts(c.env.DB, [pid]);
  await catalogChanged(c.env, { productIds: [pid] });
  await categoriesLeft(c.env, leftCategoryIds);
  logFor(c).info("product updated", { product: pid });
  return ok<BeheerProductDetail>(c, await detail(c, pid));
});

const stockBody = z.object(
  {
    variant_id: z.number({ error: M.variantNotFound }).int(M.variantNotFound).min(1, M.variantNotFound),
    kind: z.enum(["set", "add", "subtract"], { error: M.invalid }),
    quantity: z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(0, M.quantityInvalid).max(100_000, M.quantityInvalid),
    reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonRequired),
    request_key: z.string({ error: M.invalid }).regex(/^[A-Za-z0-9_-]{16,64}$/u, M.invalid),
  },
  { error: M.invalid },
);

/**
 * A stock change of one variant: set (a count of the units not yet sold), add or subtract, with a reason. The
 * free stock never goes below 0, so the units not yet sold never go below what open reservations hold
 * (docs/decisions/039); a refusal answers 409 with the held units. The same form key twice changes once.
 */
productsApi.post("/:id/stock", zv("json", stockBody), async (c) => {
  const pid = productId(c);
  const b = c.req.valid("json");
  const staff = c.get("staff")!;
  const owner = await c.env.DB.prepare("SELECT product_id FROM variants WHERE id = ?1").bind(b.variant_id).first<{ product_id: number }>();
  if (!owner || owner.product_id !== pid) throw new ApiHttpError(404, "variant_not_found", M.variantNotFound);
  const attempt = crypto.randomUUID();
  const now = nowS();
  const change = { productId: pid, variantId: b.variant_id, kind: b.kind, quantity: b.quantity, reason: b.reason, requestKey: b.request_key };
  const { statements, guard } = stockChangeStatements(c.env.DB, change, attempt, staff, now);
  const results = await c.env.DB.batch([
    ...statements,
    auditStatement(c.env.DB, staff, { action: "stock.change", entity: "product", entityId: pid, after: { variant_id: b.variant_id, kind: b.kind, quantity: b.quantity, reason: b.reason } }, now, guard),
  ]);
  if ((results[1]?.meta.changes ?? 0) === 0 && !(await movementDone(c.env.DB, b.request_key))) {
    throw new ApiHttpError(409, "stock_below_reserved", M.stockBelowReserved(await reservedUnits(c.env.DB, b.variant_id)));
  }
  await catalogChanged(c.env, { productIds: [pid] });
  logFor(c).info("stock changed", { product: pid, variant: b.variant_id, kind: b.kind });
  return ok<BeheerProductDetail>(c, await detail(c, pid));
});
