/**
 * D1 queries of refunds (table refunds, migration 0029; docs/decisions/037). A refund is first reserved (a pending
 * row without the PSP's id: the trigger refunds_never_above_paid holds the amount against what was paid, also
 * when two refunds come at once), then the PSP is asked, then recorded in one batch with its credit note, the
 * stock that comes back, the audit row and (for a cancel) the order's cancel. A PSP that refuses marks the
 * reservation failed, which frees its amount.
 */
import { backofficeSetting } from "./settings";
import type { RefundStatus } from "../../edge/payments/types";
import type { RefundSummary } from "../../../app/lib/beheer/types/refunds";
import type { EarlierRefund, RefundPlan } from "../../domain/backoffice/refund";
import { creditNoteStatements } from "./credit-notes";

export interface RefundRow {
  id: number;
  order_id: number;
  payment_id: number | null;
  return_id: number | null;
  idempotency_key: string;
  amount: number;
  shipping: number;
  /** JSON [{ position, quantity, amount, gross, discount, restock }]. */
  lines: string;
  restock: number;
  reason: string | null;
  status: RefundStatus;
  provider: string | null;
  provider_refund_id: string | null;
  staff_id: number | null;
  created_at: number;
  updated_at: number;
}

/** A refund with its credit note, as the order detail and the refund panel show it. */
export type RefundWithCreditNote = RefundSummary;

/** The owner's limit for staff refunds in cents (the setting refund_limit_cents, worker/domain/backoffice/settings.ts). */
export function refundLimitMedewerker(db: D1Database): Promise<number> {
  return backofficeSetting(db, "refund_limit_cents");
}

export async function refundByKey(db: D1Database, key: string): Promise<RefundRow | null> {
  return (await db.prepare("SELECT * FROM refunds WHERE idempotency_key = ?1").bind(key).first<RefundRow>()) ?? null;
}

/** The refunds of an order that count against what was paid (every one not failed). */
export async function earlierRefunds(db: D1Database, orderId: number): Promise<EarlierRefund[]> {
  const { results } = await db.prepare("SELECT amount, shipping, lines FROM refunds WHERE order_id = ?1 AND status <> 'failed'").bind(orderId).all<Pick<RefundRow, "amount" | "shipping" | "lines">>();
  return results.map((r) => ({ amount: r.amount, shipping: r.shipping, lines: JSON.parse(r.lines) as EarlierRefund["lines"] }));
}

export interface Reservation {
  orderId: number;
  paymentId: number;
  returnId: number | null;
  key: string;
  plan: RefundPlan;
  reason: string | null;
  provider: string;
  staffId: number;
  nowS: number;
}

/** Reserves the refund (pending, no PSP id yet). Throws the trigger's "refund_above_paid" when it would exceed what was paid. */
export async function reserveRefund(db: D1Database, r: Reservation): Promise<RefundRow> {
  const row = await db
    .prepare(
      `INSERT INTO refunds (order_id, payment_id, return_id, idempotency_key, amount, shipping, lines, restock, reason, status, provider, staff_id, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'pending', ?10, ?11, ?12, ?12) RETURNING *`,
    )
    .bind(r.orderId, r.paymentId, r.returnId, r.key, r.plan.amount, r.plan.shipping, JSON.stringify(r.plan.lines), r.plan.lines.some((l) => l.restock) ? 1 : 0, r.reason, r.provider, r.staffId, r.nowS)
    .first<RefundRow>();
  if (!row) throw new Error("refund not stored");
  return row;
}

/** The SQL that holds while a reserved refund is not recorded yet (guards every effect of recording it). */
export const unrecorded = (refundId: number) => `EXISTS (SELECT 1 FROM refunds WHERE id = ${Number(refundId)} AND provider_refund_id IS NULL AND status <> 'failed')`;

/**
 * The statements that record a refund the PSP accepted: the stock of the lines marked for restock back, the
 * credit note, and last the PSP's id and state (which ends `unrecorded`). `effects` (audit row, cancel) go
 * before the last statement and must be guarded by unrecorded(refund.id). Replayed, nothing happens twice.
 */
export function recordRefundStatements(db: D1Database, refund: RefundRow, providerRefundId: string, status: RefundStatus, nowS: number, effects: D1PreparedStatement[] = []): D1PreparedStatement[] {
  const guard = unrecorded(refund.id);
  const lines = JSON.parse(refund.lines) as RefundPlan["lines"];
  const restock = lines
    .filter((l) => l.restock)
    .map((l) =>
      db
        .prepare(`UPDATE variants SET stock = stock + ?3 WHERE id = (SELECT variant_id FROM order_lines WHERE order_id = ?1 AND position = ?2) AND ${guard}`)
        .bind(refund.order_id, l.position, l.quantity),
    );
  return [
    ...restock,
    ...creditNoteStatements(db, refund.id, refund.order_id, nowS, guard),
    ...effects,
    db
      .prepare("UPDATE refunds SET provider_refund_id = ?2, status = ?3, updated_at = ?4 WHERE id = ?1 AND provider_refund_id IS NULL AND status = 'pending'")
      .bind(refund.id, providerRefundId, status, nowS),
  ];
}

/** The PSP refused the refund: the reservation fails and frees its amount (no credit note, no stock). */
export function failReservationStatement(db: D1Database, refundId: number, nowS: number): D1PreparedStatement {
  return db.prepare("UPDATE refunds SET status = 'failed', updated_at = ?2 WHERE id = ?1 AND provider_refund_id IS NULL AND status = 'pending'").bind(refundId, nowS);
}

/** The pending refunds of a payment that the PSP knows (their state follows the PSP's webhook). */
export async function pendingRefundsOfPayment(db: D1Database, paymentId: number): Promise<RefundRow[]> {
  const { results } = await db.prepare("SELECT * FROM refunds WHERE payment_id = ?1 AND status = 'pending' AND provider_refund_id IS NOT NULL ORDER BY id").bind(paymentId).all<RefundRow>();
  return results;
}

/**
 * A refund's state as the PSP reports it (only from pending: a replayed webhook changes nothing), and the
 * order's refunded amount (never less than recorded: the webhook also records the PSP's own figure).
 */
export function refundStateStatements(db: D1Database, refund: Pick<RefundRow, "id" | "order_id">, status: RefundStatus, nowS: number): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE refunds SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'pending'").bind(refund.id, status, nowS),
    db
      .prepare("UPDATE orders SET refunded_amount = MAX(refunded_amount, (SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE order_id = ?1 AND status = 'refunded')) WHERE id = ?1")
      .bind(refund.order_id),
  ];
}

/** The refunds of an order with their credit notes, oldest first (the order detail's `refunds`, the account's credit notes). */
export async function refundsOfOrder(db: D1Database, orderId: number): Promise<RefundWithCreditNote[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.amount, r.shipping, r.lines, r.reason, r.status, r.return_id, r.created_at,
              c.number AS cn_number, c.invoice_number AS cn_invoice, c.created_at AS cn_created
         FROM refunds r LEFT JOIN credit_notes c ON c.refund_id = r.id
        WHERE r.order_id = ?1 ORDER BY r.id`,
    )
    .bind(orderId)
    .all<Pick<RefundRow, "id" | "amount" | "shipping" | "lines" | "reason" | "status" | "return_id" | "created_at"> & { cn_number: string | null; cn_invoice: string | null; cn_created: number | null }>();
  return results.map((r) => ({
    id: r.id,
    amount: r.amount,
    shipping: r.shipping,
    lines: (JSON.parse(r.lines) as RefundPlan["lines"]).map((l) => ({ position: l.position, quantity: l.quantity, amount: l.amount, restock: l.restock })),
    reason: r.reason,
    status: r.status,
    return_id: r.return_id,
    created_at: r.created_at,
    credit_note: r.cn_number ? { number: r.cn_number, invoice_number: r.cn_invoice ?? "", created_at: r.cn_created ?? r.created_at } : null,
  }));
}
