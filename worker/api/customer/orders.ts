/**
 * The logged-in customer's orders (ADR 018): GET /v1/customer/orders (newest first),
 * GET /v1/customer/orders/{number} and GET /v1/customer/orders/{number}/invoice (the PDF of a paid order).
 * Only the session's own orders: another customer's order, an unknown number and (for the invoice) an
 * unpaid order all answer the same 404, so nothing tells whether an order exists.
 */
import { Hono } from "hono";
import type { Order, OrderSummary } from "../../../app/lib/api/types/order";
import { orderNumberOf } from "../../../app/kernel/patterns";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { listCustomerOrders, readOrderByNumber, type StoredOrder } from "../../store/order-read";
import { countCustomerDownload, downloadIpLimit, INVOICE_LIMITS } from "./download-limits";
import { requireCustomer } from "./session";
import { creditNotesOfOrder } from "../../store/backoffice/credit-notes";
import { creditNotePdf, creditNoteResponse } from "../beheer/credit-note-pdf";
import type { Context } from "hono";

const notFound = () => new ApiHttpError(404, "order_not_found", CHECKOUT_MESSAGES.orderNotFound);

/** The session's own order by the number in the path, else the one 404. `counted`: the customer's download limit. */
async function ownOrder(c: Context<AppEnv>, counted?: "invoice"): Promise<StoredOrder> {
  const { customerId } = await requireCustomer(c);
  if (counted) await countCustomerDownload(c, "customer-invoice", INVOICE_LIMITS, customerId);
  const number = orderNumberOf(c.req.param("number"));
  if (!number) throw notFound();
  const stored = await readOrderByNumber(c.env.DB, number);
  if (!stored || stored.customerId !== customerId) throw notFound();
  return stored;
}

export const ordersRoutes = new Hono<AppEnv>();

ordersRoutes.get("/orders", async (c) => {
  const { customerId } = await requireCustomer(c);
  c.header("Cache-Control", "private, no-store");
  return ok<OrderSummary[]>(c, await listCustomerOrders(c.env.DB, customerId));
});

ordersRoutes.get("/orders/:number", async (c) => {
  const { order, id } = await ownOrder(c);
  c.header("Cache-Control", "private, no-store");
  return ok<Order>(c, { ...order, credit_notes: await creditNotesOfOrder(c.env.DB, id) });
});

/** A credit note PDF of the customer's own order (docs/decisions/037), counted like the invoice. */
ordersRoutes.get("/orders/:number/credit-notes/:creditNote", downloadIpLimit("customer-invoice", INVOICE_LIMITS), async (c) => {
  const stored = await ownOrder(c, "invoice");
  const number = c.req.param("creditNote");
  const pdf = await creditNotePdf(c.env.DB, stored, number);
  if (!pdf) throw notFound();
  return creditNoteResponse(c, number, pdf);
});

/** The invoice PDF, drawn per request: rate limited per IP and per customer (429 with a Dutch message). */
ordersRoutes.get("/orders/:number/invoice", downloadIpLimit("customer-invoice", INVOICE_LIMITS), async (c) => {
  const { order, invoiceCreatedAt } = await ownOrder(c, "invoice");
  if (order.status !== "paid" || order.invoice === null || invoiceCreatedAt === null) throw notFound();
  // pdf-lib (about 1 MB of modules) loads with the first invoice, not with every start of the Worker.
  const { invoicePdf } = await import("../../routes/invoice-pdf");
  const pdf = await invoicePdf({ order, invoiceNumber: order.invoice, invoiceDate: invoiceCreatedAt });
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="factuur-${order.invoice}.pdf"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
});
