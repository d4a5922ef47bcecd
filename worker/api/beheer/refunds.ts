/**
 * /beheer/api/refunds (docs/decisions/037), for staff with the "refunds" permission:
 *   GET  /:number                              the refund panel's data (what is left, the refunds, credit notes)
 *   POST /:number                              refund (full, per line and amount, shipping or not)
 *   POST /:number/cancel                       cancel before shipping (a full refund when paid)
 *   GET  /:number/credit-notes/:creditNote     the credit note PDF
 * Writes go through the CSRF rule and leave an audit row (worker/api/beheer/refund-service.ts).
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { logFor } from "../../http/log";
import { requirePermission } from "../../middleware/staff-permission";
import { refundable } from "../../domain/backoffice/refund";
import { mailLinkOrigin } from "../../edge/mail";
import { earlierRefunds, refundsOfOrder } from "../../store/backoffice/refunds";
import { orderLines } from "../../store/orders";
import { readOrderByNumber } from "../../store/order-read";
import { orderNumberOf } from "../../../app/kernel/patterns";
import { cancelRequestSchema, refundRequestSchema } from "../../../app/lib/schemas/beheer-refunds";
import { REFUND_MESSAGES as M } from "../../../app/lib/beheer/messages/refunds";
import type { RefundAnswer, RefundPanelData } from "../../../app/lib/beheer/types/refunds";
import { refundOrder } from "./refund-service";
import { cancelOrder } from "./order-cancel";
import { creditNotePdf, creditNoteResponse } from "./credit-note-pdf";

export const refundsApi = new Hono<AppEnv>();
refundsApi.use("*", requirePermission("refunds"));

const notFound = () => new ApiHttpError(404, "order_not_found", M.orderNotFound);

function numberOf(raw: string): string {
  const number = orderNumberOf(raw);
  if (!number) throw notFound();
  return number;
}

const origin = (c: { env: AppEnv["Bindings"]; req: { url: string } }) => mailLinkOrigin(c.env, new URL(c.req.url).origin);

refundsApi.get("/:number", async (c) => {
  const db = c.env.DB;
  const row = await db.prepare("SELECT id, number, status, fulfilment, grand_total, sub_total, discount_total, shipping_costs FROM orders WHERE number = ?1").bind(numberOf(c.req.param("number"))).first<
    { id: number; number: string; status: RefundPanelData["status"]; fulfilment: RefundPanelData["fulfilment"]; grand_total: number; sub_total: number; discount_total: number; shipping_costs: number }
  >();
  if (!row) throw notFound();
  const [lines, earlier, refunds] = await Promise.all([orderLines(db, row.id), earlierRefunds(db, row.id), refundsOfOrder(db, row.id)]);
  const left = refundable(row, lines, earlier);
  const refunded = earlier.reduce((s, r) => s + r.amount, 0);
  return ok<RefundPanelData>(c, {
    order: row.number,
    status: row.status,
    fulfilment: row.fulfilment,
    grand_total: row.grand_total,
    refunded,
    refundable: row.status === "paid" ? left.amount : 0,
    shipping_costs: row.shipping_costs,
    shipping_left: left.shipping,
    lines: lines.map((l) => ({ position: l.position, title: l.title, quantity: l.quantity, left: Math.max(0, left.units.get(l.position) ?? 0), row_total: l.row_total })),
    refunds,
    cancellable: row.fulfilment === "new" || row.fulfilment === "processing",
  });
});

refundsApi.post("/:number", zv("json", refundRequestSchema, { fields: true }), async (c) => {
  const body = c.req.valid("json");
  const result = await refundOrder(
    c.env,
    c.get("staff")!,
    {
      orderNumber: numberOf(c.req.param("number")),
      lines: body.lines,
      shipping: body.shipping,
      full: body.full ?? false,
      idempotencyKey: body.idempotency_key,
      ...(body.amount === undefined ? {} : { amount: body.amount }),
      ...(body.reason ? { reason: body.reason } : {}),
      returnId: body.return_id ?? null,
    },
    { origin: origin(c), log: logFor(c) },
  );
  return ok<RefundAnswer>(c, result, result.created ? 201 : 200);
});

refundsApi.post("/:number/cancel", zv("json", cancelRequestSchema, { fields: true }), async (c) => {
  const body = c.req.valid("json");
  const restock = body.restock ? Object.fromEntries(Object.entries(body.restock).map(([p, v]) => [Number(p), v])) : undefined;
  const result = await cancelOrder(
    c.env,
    c.get("staff")!,
    { orderNumber: numberOf(c.req.param("number")), idempotencyKey: body.idempotency_key, ...(body.reason ? { reason: body.reason } : {}), ...(restock ? { restock } : {}) },
    { origin: origin(c), log: logFor(c) },
  );
  return ok<RefundAnswer>(c, { ...result, cancelled: result.cancelled ?? false }, result.created ? 201 : 200);
});

refundsApi.get("/:number/credit-notes/:creditNote", async (c) => {
  const stored = await readOrderByNumber(c.env.DB, numberOf(c.req.param("number")));
  const number = c.req.param("creditNote");
  const pdf = stored ? await creditNotePdf(c.env.DB, stored, number) : null;
  if (!pdf) throw new ApiHttpError(404, "credit_note_not_found", M.creditNoteNotFound);
  return creditNoteResponse(c, number, pdf);
});
