/**
 * The back office's orders (docs/decisions/035), mounted at /beheer/api/orders by worker/api/beheer/index.ts
 * (staff identity checked there):
 * - GET /            the list: filters status, fulfilment, method, country, from/to (Amsterdam days), search
 *                    q (order number with or without KJD, name, e-mail, postcode), newest first, keyset pages
 *                    (cursor); a bad query is a Dutch 400 (app/lib/schemas/beheer-orders.ts).
 * - GET /:number     the detail (worker/store/backoffice/order-detail.ts).
 * - GET /:number/invoice   the invoice PDF of a paid order.
 * - POST /:number/notes    an internal note; its audit row in the same batch; a double submit stores one.
 * Every answer is personal: private, no-store.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import type { OrderDetail, OrderListPage } from "../../../app/lib/beheer/types/orders";
import { orderListQuerySchema, orderNoteSchema, ORDERS_MESSAGES } from "../../../app/lib/schemas/beheer-orders";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { readOrderByNumber } from "../../store/order-read";
import { listOrders } from "../../store/backoffice/orders";
import { addOrderNote, orderDetail, orderIdByNumber } from "../../store/backoffice/order-detail";

const ORDER_NUMBER = /^KJD\d{7}$/u;

const notFound = () => new ApiHttpError(404, "order_not_found", ORDERS_MESSAGES.notFound);

/** The order number of the path, upper-cased; a 404 for anything that is not one. */
function numberOf(c: Context<AppEnv>): string {
  const number = (c.req.param("number") ?? "").toUpperCase();
  if (!ORDER_NUMBER.test(number)) throw notFound();
  return number;
}

export const ordersApi = new Hono<AppEnv>();

ordersApi.use("*", requirePermission("orders"));
ordersApi.use("*", async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
});

ordersApi.get("/", zv("query", orderListQuerySchema, { fields: true }), async (c) => {
  return ok<OrderListPage>(c, await listOrders(c.env.DB, c.req.valid("query")));
});

ordersApi.get("/:number", async (c) => {
  const detail = await orderDetail(c.env.DB, numberOf(c));
  if (!detail) throw notFound();
  return ok<OrderDetail>(c, detail);
});

ordersApi.get("/:number/invoice", async (c) => {
  const stored = await readOrderByNumber(c.env.DB, numberOf(c));
  if (!stored || stored.order.status !== "paid" || stored.order.invoice === null || stored.invoiceCreatedAt === null) throw notFound();
  // pdf-lib loads with the first invoice, not with every start of the Worker.
  const { invoicePdf } = await import("../../routes/invoice-pdf");
  const pdf = await invoicePdf({ order: stored.order, invoiceNumber: stored.order.invoice, invoiceDate: stored.invoiceCreatedAt });
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="factuur-${stored.order.invoice}.pdf"`,
    "X-Content-Type-Options": "nosniff",
  });
});

ordersApi.post("/:number/notes", zv("json", orderNoteSchema, { fields: true }), async (c) => {
  const number = numberOf(c);
  const id = await orderIdByNumber(c.env.DB, number);
  if (id === null) throw notFound();
  const created = await addOrderNote(c.env.DB, c.get("staff")!, { id, number }, c.req.valid("json").body, Math.floor(Date.now() / 1000));
  return ok<{ created: boolean }>(c, { created }, created ? 201 : 200);
});
