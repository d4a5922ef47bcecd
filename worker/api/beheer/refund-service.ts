/**
 * Refunds and cancels (docs/decisions/037), a service with plain inputs (env, the member of staff, the request):
 * the amounts come from the order's frozen lines in D1 (worker/domain/backoffice/refund.ts), never from the client.
 * 1. reserve: a pending refund row; the trigger refunds_never_above_paid keeps all refunds within what was paid,
 *    also when two come at once; a repeated idempotency key answers the first refund (and resumes it if the PSP
 *    was not reached);
 * 2. the PSP (payment adapter) refunds, with an Idempotency-Key derived from ours; a refusal fails the reservation;
 * 3. one batch records it: the PSP's refund id and state, the credit note (gap-free number), the stock of the
 *    lines marked for restock, the audit row and, for a cancel, the order cancelled (fulfilment, cancelled_at:
 *    the order's voucher is void from then on, worker/store/orders.ts cancelPaidOrder);
 * 4. the credit note mail to the customer (outbox, one per credit note). The refund's state then follows the
 *    PSP's webhook (./refund-sync.ts); the sandbox PSP settles its refunds at once and calls the webhook.
 */
import type { Env } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { createLogger, type Logger } from "../../http/log";
import { can, mayRefund, type Staff } from "../../domain/backoffice/permissions";
import { isRefusal, planRefund, refundable, type RefundRefusal, type RefundRequest } from "../../domain/backoffice/refund";
import { paymentAdapter, PaymentProviderError, type PaymentAdapter } from "../../edge/payments";
import { auditStatement } from "../../store/backoffice/audit";
import {
  earlierRefunds,
  failReservationStatement,
  recordRefundStatements,
  refundByKey,
  refundLimitMedewerker,
  refundStateStatements,
  reserveRefund,
  unrecorded,
  type RefundRow,
} from "../../store/backoffice/refunds";
import { invoiceOf } from "../../store/invoices";
import { orderByNumber, orderLines, type OrderRow as StoredOrderRow } from "../../store/orders";
import type { PaymentRow } from "../../store/payments";
import { REFUND_MESSAGES as M } from "../../../app/lib/beheer/messages/refunds";
import { sendCreditNoteMail, settleInSandbox } from "./refund-effects";

/** An order row with its fulfilment state (migration 0029). */
export type OrderRow = StoredOrderRow & { fulfilment: "new" | "processing" | "partially_shipped" | "shipped" | "delivered" | "cancelled" };

export interface RefundInput {
  orderNumber: string;
  /** Per order line (position): units to refund and whether they go back into stock. */
  lines: { position: number; quantity: number; restock: boolean }[];
  /** Refund the shipping costs (once per order). */
  shipping: boolean;
  /** Cents; absent: what the chosen lines and shipping paid. */
  amount?: number;
  /** Everything that is left (lines, shipping, amount). */
  full?: boolean;
  reason?: string;
  /** The return this refund settles (the returns flow), if any. */
  returnId?: number | null;
  /** One per submitted form: a double submit makes one refund. */
  idempotencyKey: string;
}

export interface RefundResult {
  refund: { id: number; amount: number; status: RefundRow["status"]; credit_note: string | null };
  /** False when this request repeated an earlier one (same idempotency key). */
  created: boolean;
  cancelled?: boolean;
}

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/u;

const refusal = (r: RefundRefusal): ApiHttpError => {
  switch (r.code) {
    case "nothing_to_refund":
      return new ApiHttpError(422, r.code, M.nothingToRefund);
    case "unknown_line":
      return new ApiHttpError(422, r.code, M.unknownLine);
    case "line_quantity":
      return new ApiHttpError(422, r.code, M.lineQuantity(r.title, r.left));
    case "shipping_refunded":
      return new ApiHttpError(422, r.code, M.shippingRefunded);
    case "amount_invalid":
      return new ApiHttpError(422, r.code, M.amountInvalid);
    case "amount_above_lines":
      return new ApiHttpError(422, r.code, M.amountAboveLines(r.max));
    case "above_refundable":
      return new ApiHttpError(409, "refund_above_paid", M.aboveRefundable(r.left));
  }
};

async function paidPayment(db: D1Database, orderId: number): Promise<PaymentRow | null> {
  return (await db.prepare("SELECT * FROM payments WHERE order_id = ?1 AND status = 'paid' ORDER BY id DESC LIMIT 1").bind(orderId).first<PaymentRow>()) ?? null;
}

async function creditNoteNumber(db: D1Database, refundId: number): Promise<string | null> {
  return (await db.prepare("SELECT number FROM credit_notes WHERE refund_id = ?1").bind(refundId).first<{ number: string }>())?.number ?? null;
}

async function answer(db: D1Database, refundId: number, created: boolean, cancelled?: boolean): Promise<RefundResult> {
  const row = await db.prepare("SELECT id, amount, status FROM refunds WHERE id = ?1").bind(refundId).first<Pick<RefundRow, "id" | "amount" | "status">>();
  return { refund: { id: refundId, amount: row?.amount ?? 0, status: row?.status ?? "pending", credit_note: await creditNoteNumber(db, refundId) }, created, ...(cancelled === undefined ? {} : { cancelled }) };
}

export function checkKey(key: string): void {
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiHttpError(422, "idempotency_key_invalid", M.keyInvalid);
}

/** The statements that cancel the order with the recorded refund (guarded: only while unshipped and being recorded). */
function cancelEffects(db: D1Database, order: OrderRow, guard: string, nowS: number): D1PreparedStatement[] {
  // The guarded fulfilment UPDATE (the shipping module's machine: new | processing -> cancelled), and
  // cancelPaidOrder's cancelled_at (the order's voucher is void from then on).
  return [
    db
      .prepare(`UPDATE orders SET fulfilment = 'cancelled', cancelled_at = COALESCE(cancelled_at, ?2) WHERE id = ?1 AND status = 'paid' AND fulfilment IN ('new', 'processing') AND ${guard}`)
      .bind(order.id, nowS),
  ];
}

/** Asks the PSP and records the reserved refund (also a resumed one whose PSP call was lost). */
async function complete(env: Env, staff: Staff, order: OrderRow, refund: RefundRow, options: { cancel: boolean; log: Logger; origin: string }): Promise<RefundResult> {
  const db = env.DB;
  const payment = refund.payment_id ? await db.prepare("SELECT * FROM payments WHERE id = ?1").bind(refund.payment_id).first<PaymentRow>() : null;
  if (!payment) throw new ApiHttpError(409, "no_payment", M.noPayment);
  const adapter: PaymentAdapter = paymentAdapter(env);
  const nowS = Math.floor(Date.now() / 1000);
  const audit = (action: string, after: Record<string, unknown>, guard?: string) =>
    auditStatement(db, staff, { action, entity: "order", entityId: order.number, before: { status: order.status, fulfilment: order.fulfilment }, after: { refund_id: refund.id, amount: refund.amount, ...after } }, nowS, guard);
  let provider;
  try {
    provider = await adapter.createRefund(payment.provider_id, { amount: refund.amount, idempotencyKey: `refund-${refund.idempotency_key}`, description: `Terugbetaling bestelling ${order.number}` });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.refused) {
      await db.batch([failReservationStatement(db, refund.id, nowS), audit("refund.refused", { status: "failed" })]);
      options.log.warn("refund refused by the payment provider", { order: order.number, refund_id: refund.id, error: error.message });
      throw new ApiHttpError(409, "refund_refused", M.pspRefused);
    }
    // Not known whether the PSP made it: the reservation stays pending; the same request (key) resumes it.
    options.log.error("refund: payment provider unavailable", { order: order.number, refund_id: refund.id, error: String(error) });
    throw new ApiHttpError(503, "payment_provider_unavailable", M.pspUnavailable);
  }
  if (provider.status === "failed") {
    await db.batch([failReservationStatement(db, refund.id, nowS), audit("refund.refused", { status: "failed", provider_refund_id: provider.id })]);
    throw new ApiHttpError(409, "refund_refused", M.pspRefused);
  }
  const guard = unrecorded(refund.id);
  const returnNumber = refund.return_id ? ((await db.prepare("SELECT number FROM returns WHERE id = ?1").bind(refund.return_id).first<{ number: string }>())?.number ?? null) : null;
  const effects = [
    audit(options.cancel ? "order.cancel" : "refund.create", { status: provider.status, provider_refund_id: provider.id, shipping: refund.shipping, lines: JSON.parse(refund.lines), ...(options.cancel ? { fulfilment: "cancelled" } : {}) }, guard),
    ...(options.cancel ? cancelEffects(db, order, guard, nowS) : []),
    // A refund of a received return settles it (the returns flow, spec of withdrawal: refunded within 14 days).
    // The return's own audit row goes into the same batch, before the UPDATE that its guard checks.
    ...(refund.return_id
      ? [
          auditStatement(db, staff, { action: "return.refund", entity: "return", entityId: returnNumber ?? String(refund.return_id), before: { status: "received" }, after: { status: "refunded", refund_id: refund.id } }, nowS, `${guard} AND EXISTS (SELECT 1 FROM returns WHERE id = ${Number(refund.return_id)} AND status = 'received')`),
          db.prepare(`UPDATE returns SET status = 'refunded', decided_at = ?2, updated_at = ?2 WHERE id = ?1 AND order_id = ?3 AND status = 'received' AND ${guard}`).bind(refund.return_id, nowS, order.id),
        ]
      : []),
  ];
  const statements = recordRefundStatements(db, refund, provider.id, provider.status, nowS, effects);
  const results = await db.batch([...statements, ...refundStateStatements(db, refund, provider.status, nowS).slice(1)]);
  const recorded = results[statements.length - 1]!.meta.changes === 1;
  const cancelled = options.cancel ? await isCancelled(db, order.id) : undefined;
  if (recorded) options.log.info("refund recorded", { order: order.number, refund_id: refund.id, amount: refund.amount, status: provider.status });
  await sendCreditNoteMail(env, order, refund.id, options.origin, options.log);
  if (adapter.name === "sandbox") await settleInSandbox(env, payment.provider_id, options.origin, options.log);
  return answer(db, refund.id, true, cancelled);
}

/** A repeated request (same key): the first refund, resumed when its PSP call was lost. */
async function repeated(env: Env, staff: Staff, order: OrderRow, existing: RefundRow, options: { cancel: boolean; log: Logger; origin: string }): Promise<RefundResult> {
  if (existing.order_id !== order.id) throw new ApiHttpError(409, "idempotency_key_reused", M.keyReused);
  if (existing.provider_refund_id === null && existing.status === "pending") return { ...(await complete(env, staff, order, existing, options)), created: false };
  return answer(env.DB, existing.id, false, options.cancel ? await isCancelled(env.DB, order.id) : undefined);
}

async function isCancelled(db: D1Database, orderId: number): Promise<boolean> {
  return (await db.prepare("SELECT fulfilment FROM orders WHERE id = ?1").bind(orderId).first<{ fulfilment: string }>())?.fulfilment === "cancelled";
}

/** Reserves and completes a refund of a paid order (the refund API, the cancel and the returns flow call this). */
export async function refundOrder(env: Env, staff: Staff, input: RefundInput, options: { cancel?: boolean; origin?: string; log?: Logger } = {}): Promise<RefundResult> {
  const opts = { cancel: options.cancel ?? false, origin: options.origin ?? "http://localhost:8787", log: options.log ?? createLogger({ service: "refunds" }) };
  if (!can(staff, "refunds")) throw new ApiHttpError(403, "forbidden", M.noPermission);
  checkKey(input.idempotencyKey);
  const order = (await orderByNumber(env.DB, input.orderNumber)) as OrderRow | null;
  if (!order) throw new ApiHttpError(404, "order_not_found", M.orderNotFound);
  const existing = await refundByKey(env.DB, input.idempotencyKey);
  if (existing) return repeated(env, staff, order, existing, opts);
  if (order.status !== "paid") throw new ApiHttpError(409, "order_not_paid", M.notPaid);
  const [lines, earlier, invoice, payment] = await Promise.all([orderLines(env.DB, order.id), earlierRefunds(env.DB, order.id), invoiceOf(env.DB, order.id), paidPayment(env.DB, order.id)]);
  const request: RefundRequest = { full: input.full ?? false, lines: input.lines, shipping: input.shipping, ...(input.amount === undefined ? {} : { amount: input.amount }) };
  const plan = planRefund(order, lines, earlier, request);
  if (isRefusal(plan)) throw refusal(plan);
  if (staff.role !== "eigenaar") {
    const limit = await refundLimitMedewerker(env.DB);
    if (!mayRefund(staff, plan.amount, limit)) throw new ApiHttpError(403, "refund_over_limit", M.overLimit(limit));
  }
  if (!invoice) throw new ApiHttpError(409, "no_invoice", M.noInvoice);
  if (input.returnId) {
    const ret = await env.DB.prepare("SELECT status FROM returns WHERE id = ?1 AND order_id = ?2").bind(input.returnId, order.id).first<{ status: string }>();
    if (ret?.status !== "received") throw new ApiHttpError(409, "return_not_received", M.returnNotReceived);
  }
  if (!payment) throw new ApiHttpError(409, "no_payment", M.noPayment);
  const nowS = Math.floor(Date.now() / 1000);
  let refund: RefundRow;
  try {
    refund = await reserveRefund(env.DB, {
      orderId: order.id, paymentId: payment.id, returnId: input.returnId ?? null, key: input.idempotencyKey, plan,
      reason: input.reason?.trim() || null, provider: payment.provider, staffId: staff.id, nowS,
    });
  } catch (error) {
    // The same form at the same moment: the first request's refund.
    const same = await refundByKey(env.DB, input.idempotencyKey);
    if (same) return repeated(env, staff, order, same, opts);
    if (String(error).includes("refund_above_paid")) {
      const left = refundable(order, lines, await earlierRefunds(env.DB, order.id)).amount;
      throw new ApiHttpError(409, "refund_above_paid", M.aboveRefundable(left));
    }
    throw error;
  }
  return complete(env, staff, order, refund, opts);
}
