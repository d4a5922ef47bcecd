/**
 * One order as the back office's detail page shows it (docs/decisions/035): the frozen order
 * (worker/store/order-read.ts) with its lines and their options (configurator choices included), VAT per
 * rate as the invoice states it (worker/domain/invoice.ts, the one place it is computed), the customer type
 * and VAT check, every PSP answer (payment_events), the mails about the order with their outbox state, the
 * invoice, internal notes and the order's audit trail; next to them the shipments, refunds with credit
 * notes and returns, each read by its own area's store (shipments.ts, refunds.ts, returns.ts).
 * Writes: an internal note with its audit row in one batch.
 */
import type { OrderAuditEntry, OrderDetail, OrderMail, OrderNote, OutboxState, PaymentEvent } from "../../../app/lib/beheer/types/orders";
import type { Staff } from "../../domain/backoffice/permissions";
import { invoiceDocument } from "../../domain/invoice";
import { readOrderByNumber } from "../order-read";
import { orderLines } from "../orders";
import { auditStatement, auditTrail } from "./audit";
import { shipmentsOfOrder } from "./shipments";
import { refundsOfOrder } from "./refunds";
import { returnsOfOrder } from "./returns";

interface Extra {
  fulfilment: OrderDetail["fulfilment"];
  shipped_at: number | null;
  delivered_at: number | null;
  cancelled_at: number | null;
  refunded_amount: number;
  vat_check: OrderDetail["customer"]["vat_check"];
  discount_code: string | null;
}

interface MailRow {
  id: number;
  kind: string;
  subject: string;
  to_address: string;
  created_at: number;
  sent_at: number | null;
  dead_at: number | null;
  attempts: number;
}

const iso = (s: number) => new Date(s * 1000).toISOString();
const isoOrNull = (s: number | null) => (s === null ? null : iso(s));

export function outboxState(row: Pick<MailRow, "sent_at" | "dead_at" | "attempts">): OutboxState {
  if (row.sent_at !== null) return "sent";
  if (row.dead_at !== null) return "dead";
  return row.attempts > 0 ? "retry" : "queued";
}

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * The outbox rows about an order: related_id is the order number (confirmation, the shop's order mail,
 * review invitation ...), or starts with it followed by a separator (a mail per shipment or refund), or names
 * one of its returns ("R" + the digits + "-" + sequence).
 */
async function mailsOf(db: D1Database, number: string): Promise<OrderMail[]> {
  const digits = number.slice(3);
  const { results } = await db
    .prepare(
      `SELECT id, kind, subject, to_address, created_at, sent_at, dead_at, attempts FROM outbox
        WHERE related_id = ?1 OR related_id GLOB ?1 || '[^0-9]*' OR related_id GLOB 'R' || ?2 || '-*'
        ORDER BY created_at, id`,
    )
    .bind(number, digits)
    .all<MailRow>();
  return results.map((r) => ({ id: r.id, kind: r.kind, subject: r.subject, to: r.to_address, created_at: iso(r.created_at), state: outboxState(r), sent_at: isoOrNull(r.sent_at), attempts: r.attempts }));
}

async function paymentEventsOf(db: D1Database, orderId: number): Promise<PaymentEvent[]> {
  const { results } = await db
    .prepare("SELECT provider_id, status, amount, refunded, source, created_at FROM payment_events WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<Omit<PaymentEvent, "created_at"> & { created_at: number }>();
  return results.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

async function notesOf(db: D1Database, orderId: number): Promise<OrderNote[]> {
  const { results } = await db
    .prepare("SELECT n.id, n.body, s.name AS staff_name, n.created_at FROM order_notes n LEFT JOIN staff s ON s.id = n.staff_id WHERE n.order_id = ?1 ORDER BY n.id DESC")
    .bind(orderId)
    .all<{ id: number; body: string; staff_name: string | null; created_at: number }>();
  return results.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

/** The order's audit trail, newest first: rows written against its number or its id. */
async function auditOf(db: D1Database, number: string, orderId: number): Promise<OrderAuditEntry[]> {
  const [byNumber, byId] = await Promise.all([auditTrail(db, "order", number), auditTrail(db, "order", orderId)]);
  return [...byNumber, ...byId]
    .sort((a, b) => b.id - a.id)
    .map((r) => ({ id: r.id, staff_email: r.staff_email, action: r.action, before: parse(r.before), after: parse(r.after), created_at: iso(r.created_at) }));
}

/** The order's id by its number (KJD1234567), or null. */
export async function orderIdByNumber(db: D1Database, number: string): Promise<number | null> {
  const row = await db.prepare("SELECT id FROM orders WHERE number = ?1").bind(number).first<{ id: number }>();
  return row?.id ?? null;
}

/** Everything the detail page shows about one order, or null when there is no order with this number. */
export async function orderDetail(db: D1Database, number: string): Promise<OrderDetail | null> {
  const stored = await readOrderByNumber(db, number);
  if (!stored) return null;
  const { id, order } = stored;
  const [extra, lines, payments, mails, notes, audit, shipments, refunds, returns] = await Promise.all([
    db
      .prepare("SELECT fulfilment, shipped_at, delivered_at, cancelled_at, refunded_amount, vat_check, discount_code FROM orders WHERE id = ?1")
      .bind(id)
      .first<Extra>(),
    orderLines(db, id),
    paymentEventsOf(db, id),
    mailsOf(db, number),
    notesOf(db, id),
    auditOf(db, number, id),
    shipmentsOfOrder(db, id),
    refundsOfOrder(db, id),
    returnsOfOrder(db, id),
  ]);
  const doc = invoiceDocument(order);
  return {
    number: order.number,
    status: order.status,
    fulfilment: extra!.fulfilment,
    created_at: order.created_at,
    paid_at: order.paid_at,
    shipped_at: isoOrNull(extra!.shipped_at),
    delivered_at: isoOrNull(extra!.delivered_at),
    cancelled_at: isoOrNull(extra!.cancelled_at ?? null),
    email: order.email,
    customer: { ...order.customer, reverse_charge: order.totals.reverse_charge, vat_check: extra!.vat_check ?? null },
    billing_address: order.billing_address,
    shipping_address: order.shipping_address,
    address_unverified: order.address_unverified,
    shipping_method: order.shipping_method,
    payment_method: order.payment_method,
    lines: order.lines.map((l, i) => ({ ...l, position: lines[i]?.position ?? i })),
    discounts: order.discounts,
    discount_code: extra!.discount_code,
    totals: { ...order.totals, refunded_amount: extra!.refunded_amount ?? 0, vat_groups: doc.vatGroups, total_excl: doc.totalExcl },
    delivery: order.delivery ?? null,
    invoice: order.invoice && stored.invoiceCreatedAt !== null ? { number: order.invoice, created_at: iso(stored.invoiceCreatedAt) } : null,
    payments,
    mails,
    notes,
    audit,
    shipments,
    refunds,
    returns,
  };
}

/**
 * Adds an internal note with its audit row (action "order.note", no note text in the log) in one batch.
 * The same text by the same member of staff on the same order within `DOUBLE_SUBMIT_S` is a double submit:
 * nothing is stored twice and false is answered.
 */
export const DOUBLE_SUBMIT_S = 60;

export async function addOrderNote(db: D1Database, staff: Pick<Staff, "id" | "email">, order: { id: number; number: string }, body: string, nowS: number): Promise<boolean> {
  const insert = db
    .prepare(
      `INSERT INTO order_notes (order_id, staff_id, body, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE NOT EXISTS (
         SELECT 1 FROM order_notes WHERE order_id = ?1 AND staff_id IS ?2 AND body = ?3 AND created_at > ?4 - ?5)`,
    )
    .bind(order.id, staff.id, body, nowS, DOUBLE_SUBMIT_S);
  const audit = auditStatement(db, staff, { action: "order.note", entity: "order", entityId: order.number, after: { note_length: body.length } }, nowS, "changes() = 1");
  const [inserted] = await db.batch([insert, audit]);
  return inserted!.meta.changes === 1;
}
