/**
 * Cancel before shipping (docs/decisions/037): an order whose fulfilment is new or processing becomes cancelled.
 * - paid: a full refund through the payment adapter (worker/api/beheer/refund-service.ts, every unit back in
 *   stock), recorded in one batch with the fulfilment cancelled, cancelled_at (the order's voucher void) and the
 *   audit row, after the PSP accepted the refund;
 * - not paid (pending, failed, expired): cancelled without a refund; what the order holds (units, code use) is
 *   given back (worker/store/reservations.ts), in the batch with the audit row.
 * Shipped orders are refused (a return and a refund instead). Idempotent per form key.
 */
import type { Env } from "../../env";
import { ApiHttpError } from "../../http/errors";
import type { Logger } from "../../http/log";
import type { Staff } from "../../domain/backoffice/permissions";
import { auditStatement } from "../../store/backoffice/audit";
import { refundByKey } from "../../store/backoffice/refunds";
import { orderByNumber, orderLines } from "../../store/orders";
import { releaseStatements } from "../../store/reservations";
import { REFUND_MESSAGES as M } from "../../../app/lib/beheer/messages/refunds";
import { checkKey, refundOrder, type OrderRow, type RefundResult } from "./refund-service";

export interface CancelInput {
  orderNumber: string;
  idempotencyKey: string;
  reason?: string;
  /** Per order line: whether its units go back into stock (default: all). */
  restock?: Record<number, boolean>;
}

const UNSHIPPED = ["new", "processing"];

export async function cancelOrder(env: Env, staff: Staff, input: CancelInput, options: { origin?: string; log?: Logger } = {}): Promise<RefundResult | { cancelled: true; refund: null; created: boolean }> {
  checkKey(input.idempotencyKey);
  const order = (await orderByNumber(env.DB, input.orderNumber)) as OrderRow | null;
  if (!order) throw new ApiHttpError(404, "order_not_found", M.orderNotFound);
  // A repeated cancel of a paid order answers its refund.
  if (await refundByKey(env.DB, input.idempotencyKey)) return refundOrder(env, staff, { orderNumber: order.number, lines: [], shipping: false, full: true, idempotencyKey: input.idempotencyKey }, { ...options, cancel: true });
  if (order.fulfilment === "cancelled") {
    if (order.status !== "paid") return { cancelled: true, refund: null, created: false };
    throw new ApiHttpError(409, "order_cancelled", M.cancelDone);
  }
  if (!UNSHIPPED.includes(order.fulfilment)) throw new ApiHttpError(409, "order_shipped", M.cancelShipped);
  if (order.status === "paid") {
    const lines = await orderLines(env.DB, order.id);
    const restock = lines.map((l) => ({ position: l.position, quantity: 0, restock: input.restock?.[l.position] ?? true }));
    return refundOrder(env, staff, { orderNumber: order.number, lines: restock, shipping: true, full: true, reason: input.reason, idempotencyKey: input.idempotencyKey }, { ...options, cancel: true });
  }
  const nowS = Math.floor(Date.now() / 1000);
  const guard = `EXISTS (SELECT 1 FROM orders WHERE id = ${Number(order.id)} AND status != 'paid' AND fulfilment IN ('new', 'processing'))`;
  const results = await env.DB.batch([
    auditStatement(env.DB, staff, { action: "order.cancel", entity: "order", entityId: order.number, before: { status: order.status, fulfilment: order.fulfilment }, after: { status: order.status, fulfilment: "cancelled", refund: null } }, nowS, guard),
    ...releaseStatements(env.DB, order.id),
    env.DB.prepare("UPDATE orders SET fulfilment = 'cancelled' WHERE id = ?1 AND status != 'paid' AND fulfilment IN ('new', 'processing')").bind(order.id),
  ]);
  if (results[results.length - 1]!.meta.changes !== 1) throw new ApiHttpError(409, "order_not_cancellable", M.cancelNotPossible);
  return { cancelled: true, refund: null, created: true };
}
