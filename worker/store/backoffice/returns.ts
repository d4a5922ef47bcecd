/**
 * Returns in D1 (migrations 0029 and 0034, docs/decisions/038): a return with its lines, made once per
 * idempotency key, numbered 'R' + the order's digits + '-' + n; its status moves requested -> received |
 * rejected, received -> refunded (the answers' shapes: ./returns-view.ts). Staff writes carry their audit row in the same batch
 * (worker/store/backoffice/audit.ts); receiving restocks the lines marked for it, once.
 */
import type { Staff } from "../../domain/backoffice/permissions";
import type { ReturnKind } from "../../../app/kernel/withdrawal";
import type { ReturnStatus, WithdrawalForm } from "../../../app/lib/api/types/returns";
import type { BeheerReturn } from "../../../app/lib/beheer/types/returns";
import { auditStatement } from "./audit";
import { beheerReturn } from "./returns-view";

export interface ReturnLineRow {
  position: number;
  title: string;
  /** The order line's price per unit (cents incl. VAT). */
  unit_price: number;
  quantity: number;
  restock: number;
  seal_intact: number;
}

export interface ReturnRow {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: string;
  withdrawal_form: string;
  customer_id: number | null;
  created_at: number;
  refund_due_at: number;
  received_at: number | null;
  decided_at: number | null;
  decision_note: string | null;
  updated_at: number;
}

export interface ReturnWithLines extends ReturnRow {
  lines: ReturnLineRow[];
}

/** An order line as the return rules need it (app/kernel/withdrawal.ts). */
export interface OrderLineForReturn {
  position: number;
  title: string;
  options: string;
  quantity: number;
  variant_id: number;
  product_type: string;
  made_to_spec: number;
  /** Units in parcels (0 when the order has no parcel lines: then the order's quantity once delivered). */
  shipped: number;
  /** Units in returns that were not rejected. */
  returned: number;
}

export async function orderLinesForReturn(db: D1Database, orderId: number): Promise<{ lines: OrderLineForReturn[]; hasParcelLines: boolean }> {
  const { results } = await db
    .prepare(
      `SELECT l.position, l.title, l.options, l.quantity, l.variant_id, COALESCE(p.type, '') AS product_type, l.made_to_spec,
         (SELECT COALESCE(SUM(sl.quantity), 0) FROM shipment_lines sl WHERE sl.order_id = l.order_id AND sl.position = l.position) AS shipped,
         (SELECT COALESCE(SUM(rl.quantity), 0) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
           WHERE rl.order_id = l.order_id AND rl.position = l.position AND r.status <> 'rejected') AS returned
       FROM order_lines l LEFT JOIN products p ON p.id = l.product_id WHERE l.order_id = ?1 ORDER BY l.position`,
    )
    .bind(orderId)
    .all<OrderLineForReturn>();
  return { lines: results, hasParcelLines: results.some((l) => l.shipped > 0) };
}

/** Units delivered of a line: what its parcels held, or the whole line when the order was delivered without parcel lines. */
export function deliveredUnits(line: Pick<OrderLineForReturn, "quantity" | "shipped">, delivered: boolean, hasParcelLines: boolean): number {
  if (!delivered) return 0;
  return hasParcelLines ? Math.min(line.shipped, line.quantity) : line.quantity;
}

const SELECT_RETURN = `SELECT r.*, o.number AS order_number FROM returns r JOIN orders o ON o.id = r.order_id`;

async function withLines(db: D1Database, rows: ReturnRow[]): Promise<ReturnWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const { results } = await db
    .prepare(
      `SELECT rl.return_id, rl.position, l.title, l.unit_price, rl.quantity, rl.restock, rl.seal_intact
       FROM return_lines rl JOIN order_lines l ON l.order_id = rl.order_id AND l.position = rl.position
       WHERE rl.return_id IN (SELECT value FROM json_each(?1)) ORDER BY rl.return_id, rl.position`,
    )
    .bind(JSON.stringify(ids))
    .all<ReturnLineRow & { return_id: number }>();
  return rows.map((r) => ({ ...r, lines: results.filter((l) => l.return_id === r.id).map(({ return_id: _id, ...l }) => l) }));
}

/** The returns of an order, oldest first, with their lines (the shopper's page; the back office's view is ./returns-view.ts). */
export async function returnRowsOfOrder(db: D1Database, orderId: number): Promise<ReturnWithLines[]> {
  const { results } = await db.prepare(`${SELECT_RETURN} WHERE r.order_id = ?1 ORDER BY r.id`).bind(orderId).all<ReturnRow>();
  return withLines(db, results);
}

/**
 * The returns of an order for the back office's order detail (its answer's `returns`, shown by
 * app/components/beheer/order-returns.tsx), oldest first.
 */
export async function returnsOfOrder(db: D1Database, orderId: number, now = Math.floor(Date.now() / 1000)): Promise<BeheerReturn[]> {
  return (await returnRowsOfOrder(db, orderId)).map((r) => beheerReturn(r, now));
}

export async function returnByNumber(db: D1Database, number: string): Promise<ReturnWithLines | null> {
  const row = await db.prepare(`${SELECT_RETURN} WHERE r.number = ?1`).bind(number).first<ReturnRow>();
  return row ? ((await withLines(db, [row]))[0] ?? null) : null;
}

export interface ReturnListFilter {
  status?: ReturnStatus;
  page: number;
  perPage: number;
}

/** Returns for the back office's list: newest first, optionally of one status, with the total count. */
export async function listReturns(db: D1Database, filter: ReturnListFilter): Promise<{ items: ReturnWithLines[]; total: number }> {
  const where = filter.status ? "WHERE r.status = ?1" : "WHERE ?1 IS NULL";
  const status = filter.status ?? null;
  const [rows, count] = await db.batch([
    db.prepare(`${SELECT_RETURN} ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`).bind(status, filter.perPage, (filter.page - 1) * filter.perPage),
    db.prepare(`SELECT COUNT(*) AS n FROM returns r ${where}`).bind(status),
  ]);
  const items = await withLines(db, (rows?.results ?? []) as ReturnRow[]);
  return { items, total: ((count?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0 };
}

export interface NewReturn {
  orderId: number;
  orderNumber: string;
  customerId: number | null;
  key: string;
  kind: ReturnKind;
  reason: string;
  form: WithdrawalForm;
  lines: { position: number; quantity: number; sealIntact: boolean }[];
  now: number;
  refundDueAt: number;
}

export type CreateReturnResult = { ok: true; created: boolean; ret: ReturnWithLines } | { ok: false; reason: "quantity" | "key_reused" };

/**
 * Stores a return and its lines in one batch. The same key again answers the first return (created: false)
 * when it was for the same order; the trigger of migration 0034 refuses units above the ordered quantity
 * (reason "quantity"), also when two different requests race.
 */
export async function createReturn(db: D1Database, r: NewReturn): Promise<CreateReturnResult> {
  const byKey = async () => db.prepare(`${SELECT_RETURN} WHERE r.idempotency_key = ?1`).bind(r.key).first<ReturnRow>();
  const found = await byKey();
  if (found) return found.order_id === r.orderId ? { ok: true, created: false, ret: (await withLines(db, [found]))[0]! } : { ok: false, reason: "key_reused" };
  const digits = r.orderNumber.replace(/\D/gu, "");
  const insert = db
    .prepare(
      `INSERT INTO returns (number, order_id, idempotency_key, kind, status, reason, withdrawal_form, customer_id, created_at, refund_due_at, updated_at)
       SELECT 'R' || ?1 || '-' || (SELECT COUNT(*) + 1 FROM returns WHERE order_id = ?2), ?2, ?3, ?4, 'requested', ?5, ?6, ?7, ?8, ?9, ?8
       ON CONFLICT DO NOTHING`,
    )
    .bind(digits, r.orderId, r.key, r.kind, r.reason, JSON.stringify(r.form), r.customerId, r.now, r.refundDueAt);
  // Each line only with the return this batch made (its key and time), and once per position: a replay adds nothing.
  const lines = r.lines.map((l) =>
    db
      .prepare(
        `INSERT INTO return_lines (return_id, order_id, position, quantity, restock, seal_intact)
         SELECT r.id, r.order_id, ?2, ?3, 1, ?4 FROM returns r
         WHERE r.idempotency_key = ?1 AND r.created_at = ?5 AND NOT EXISTS (SELECT 1 FROM return_lines x WHERE x.return_id = r.id AND x.position = ?2)`,
      )
      .bind(r.key, l.position, l.quantity, l.sealIntact ? 1 : 0, r.now),
  );
  let created = false;
  try {
    const results = await db.batch([insert, ...lines]);
    created = (results[0]?.meta.changes ?? 0) > 0;
  } catch (error) {
    if (String(error).includes("return_above_ordered")) return { ok: false, reason: "quantity" };
    throw error;
  }
  const row = await byKey();
  if (!row) throw new Error("returns: a return neither stored nor found");
  if (row.order_id !== r.orderId) return { ok: false, reason: "key_reused" };
  return { ok: true, created, ret: (await withLines(db, [row]))[0]! };
}

export type Transition = "receive" | "reject" | "refund";

const FROM: Record<Transition, ReturnStatus> = { receive: "requested", reject: "requested", refund: "received" };
const TO: Record<Transition, ReturnStatus> = { receive: "received", reject: "rejected", refund: "refunded" };

export interface TransitionInput {
  staff: Pick<Staff, "id" | "email">;
  ret: Pick<ReturnRow, "id" | "number" | "kind" | "status">;
  transition: Transition;
  now: number;
  /** Reject: the note to the shopper. */
  note?: string;
  /** Receive: positions NOT to restock (all others are restocked). */
  noRestock?: readonly number[];
  /** Receive of proefslapen: the refund is due 14 days after the pick-up (art. 14), the new due time. */
  refundDueAt?: number;
  /** Refund: the refund that paid it (audit only). */
  refundId?: number;
}

/**
 * Moves a return one step, in one batch with its audit row (and, on receipt, the restock of its lines).
 * Every statement is guarded by the state it comes from, so a replay or a race changes nothing: answers
 * whether this call made the move.
 */
export async function moveReturn(db: D1Database, t: TransitionInput): Promise<boolean> {
  const from = FROM[t.transition];
  const to = TO[t.transition];
  const guard = `EXISTS (SELECT 1 FROM returns WHERE id = ${Number(t.ret.id)} AND status = '${from}')`;
  const statements: D1PreparedStatement[] = [];
  if (t.transition === "receive") {
    const skip = JSON.stringify(t.noRestock ?? []);
    statements.push(
      db.prepare(`UPDATE return_lines SET restock = 0 WHERE return_id = ?1 AND position IN (SELECT value FROM json_each(?2)) AND ${guard}`).bind(t.ret.id, skip),
      db
        .prepare(
          `UPDATE variants SET stock = stock + (SELECT SUM(rl.quantity) FROM return_lines rl JOIN order_lines l ON l.order_id = rl.order_id AND l.position = rl.position
                                                 WHERE rl.return_id = ?1 AND rl.restock = 1 AND l.variant_id = variants.id)
           WHERE id IN (SELECT l.variant_id FROM return_lines rl JOIN order_lines l ON l.order_id = rl.order_id AND l.position = rl.position
                        WHERE rl.return_id = ?1 AND rl.restock = 1) AND ${guard}`,
        )
        .bind(t.ret.id),
    );
  }
  const after: Record<string, unknown> = { status: to };
  if (t.transition === "receive") after.restocked_excluded = t.noRestock ?? [];
  if (t.refundId !== undefined) after.refund_id = t.refundId;
  statements.push(auditStatement(db, t.staff, { action: `return.${t.transition}`, entity: "return", entityId: t.ret.number, before: { status: from }, after }, t.now, guard));
  const sets =
    t.transition === "receive"
      ? "received_at = ?3, refund_due_at = COALESCE(?5, refund_due_at)"
      : t.transition === "reject"
        ? "decided_at = ?3, decision_note = ?4"
        : "decided_at = ?3";
  statements.push(
    db
      .prepare(`UPDATE returns SET status = ?2, ${sets}, updated_at = ?3 WHERE id = ?1 AND status = ?6`)
      .bind(t.ret.id, to, t.now, t.note ?? null, t.refundDueAt ?? null, from),
  );
  const results = await db.batch(statements);
  return (results[results.length - 1]?.meta.changes ?? 0) > 0;
}
