/**
 * The rows of the other back-office areas that the order detail shows (shipments with their lines, refunds,
 * credit notes, returns with their lines; migration 0029), read straight from their tables. Each area's own
 * store module owns how its rows are read and shown; the detail (worker/store/backoffice/order-detail.ts)
 * uses their readers where they exist and these plain reads otherwise.
 */
import type { AreaRow } from "../../../app/lib/beheer/types/orders";

const iso = (s: unknown) => (typeof s === "number" ? new Date(s * 1000).toISOString() : null);

/** Unix-second columns as ISO times; JSON columns parsed. */
function shape(row: Record<string, unknown>, times: readonly string[], json: readonly string[] = []): AreaRow {
  const out: AreaRow = { ...row };
  for (const t of times) if (t in out) out[t] = iso(out[t]);
  for (const j of json) if (typeof out[j] === "string") out[j] = JSON.parse(out[j] as string) as unknown;
  return out;
}

export async function shipmentRows(db: D1Database, orderId: number): Promise<AreaRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.carrier, s.tracking_code, s.platform, s.created_at, s.delivered_at,
              (SELECT json_group_array(json_object('position', l.position, 'quantity', l.quantity)) FROM shipment_lines l WHERE l.shipment_id = s.id) AS lines
         FROM shipments s WHERE s.order_id = ?1 ORDER BY s.id`,
    )
    .bind(orderId)
    .all<Record<string, unknown>>();
  return results.map((r) => shape(r, ["created_at", "delivered_at"], ["lines"]));
}

export async function refundRows(db: D1Database, orderId: number): Promise<AreaRow[]> {
  const { results } = await db
    .prepare("SELECT id, amount, shipping, lines, restock, reason, status, provider, return_id, created_at, updated_at FROM refunds WHERE order_id = ?1 ORDER BY id")
    .bind(orderId)
    .all<Record<string, unknown>>();
  return results.map((r) => shape(r, ["created_at", "updated_at"], ["lines"]));
}

export async function creditNoteRows(db: D1Database, orderId: number): Promise<AreaRow[]> {
  const { results } = await db
    .prepare("SELECT c.refund_id, c.number, c.invoice_number, c.created_at, r.amount FROM credit_notes c JOIN refunds r ON r.id = c.refund_id WHERE c.order_id = ?1 ORDER BY c.refund_id")
    .bind(orderId)
    .all<Record<string, unknown>>();
  return results.map((r) => shape(r, ["created_at"]));
}

export async function returnRows(db: D1Database, orderId: number): Promise<AreaRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.number, r.kind, r.status, r.reason, r.created_at, r.refund_due_at, r.received_at, r.decided_at,
              (SELECT json_group_array(json_object('position', l.position, 'quantity', l.quantity, 'restock', l.restock)) FROM return_lines l WHERE l.return_id = r.id) AS lines
         FROM returns r WHERE r.order_id = ?1 ORDER BY r.id`,
    )
    .bind(orderId)
    .all<Record<string, unknown>>();
  return results.map((r) => shape(r, ["created_at", "refund_due_at", "received_at", "decided_at"], ["lines"]));
}
