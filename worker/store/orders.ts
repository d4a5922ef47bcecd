/**
 * D1 queries of orders (migration 0009): the frozen order with its lines, reading it, and the status
 * transitions of the state machine (worker/domain/order-state.ts), each guarded so it happens once.
 */
import type { OrderStatusCode } from "../../app/lib/api/types/order";
import { allowedFrom } from "../domain/order-state";
import { takeOnPaidStatements } from "./reservations";
import type { OrderLineRow } from "./order-line-row";

export interface OrderRow {
  id: number;
  number: string;
  cart_id: string;
  customer_id: number | null;
  idempotency_key: string;
  access_hash: string;
  status: OrderStatusCode;
  email: string;
  customer: string;
  billing_address: string;
  shipping_address: string;
  country_code: "NL" | "BE";
  shipping_method: string;
  payment_method: string;
  sub_total: number;
  discount_total: number;
  discounts: string;
  discount_code: string | null;
  shipping_costs: number;
  payment_costs: number;
  grand_total: number;
  vat_total: number;
  reverse_charge: number;
  created_at: number;
  paid_at: number | null;
  updated_at: number;
  /** 1 while the order holds its units and code use (migration 0017). */
  reserved?: number;
  payment_mismatch_at?: number | null;
  /** JSON {provider_id, amount, currency} of a payment that did not match the total (migration 0017). */
  payment_mismatch?: string | null;
  /** When the shop cancelled the paid order (migration 0022). */
  cancelled_at?: number | null;
  /** Cents the PSP refunded (migration 0022). */
  refunded_amount?: number;
}

export type { OrderLineRow };

export type NewOrder = Omit<OrderRow, "id" | "status" | "paid_at" | "updated_at">;

/**
 * The statements that store a new pending order and its lines (one batch). The order insert does nothing
 * when the idempotency key (or, rarely, the random number) exists: the lines then attach to nothing, since
 * they look the order up by number AND key. The caller re-reads by key to see which order won.
 */
export function insertOrderStatements(db: D1Database, o: NewOrder, lines: OrderLineRow[]): D1PreparedStatement[] {
  const order = db
    .prepare(
      `INSERT INTO orders (number, cart_id, customer_id, idempotency_key, access_hash, status, email, customer, billing_address,
         shipping_address, country_code, shipping_method, payment_method, sub_total, discount_total, discounts, discount_code,
         shipping_costs, payment_costs, grand_total, vat_total, reverse_charge, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, -?22)
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      o.number, o.cart_id, o.customer_id, o.idempotency_key, o.access_hash, o.email, o.customer, o.billing_address, o.shipping_address,
      o.country_code, o.shipping_method, o.payment_method, o.sub_total, o.discount_total, o.discounts, o.discount_code,
      o.shipping_costs, o.payment_costs, o.grand_total, o.vat_total, o.reverse_charge, o.created_at,
    );
  const lineStatements = lines.map((l) =>
    db
      .prepare(
        `INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, title, options, quantity, unit_price, row_total, vat_rate, made_to_spec)
         SELECT id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13 FROM orders WHERE number = ?1 AND idempotency_key = ?2
         ON CONFLICT DO NOTHING`,
      )
      .bind(o.number, o.idempotency_key, l.position, l.product_id, l.variant_id, l.sku, l.title, l.options, l.quantity, l.unit_price, l.row_total, l.vat_rate, l.made_to_spec ?? 0),
  );
  const history = db
    .prepare(
      `INSERT INTO order_status_history (order_id, status, created_at)
       SELECT id, 'pending', ?3 FROM orders WHERE number = ?1 AND idempotency_key = ?2 ON CONFLICT DO NOTHING`,
    )
    .bind(o.number, o.idempotency_key, o.created_at);
  return [order, ...lineStatements, history];
}

export async function orderByKey(db: D1Database, key: string): Promise<OrderRow | null> {
  return (await db.prepare("SELECT * FROM orders WHERE idempotency_key = ?1").bind(key).first<OrderRow>()) ?? null;
}

export async function orderByNumber(db: D1Database, number: string): Promise<OrderRow | null> {
  return (await db.prepare("SELECT * FROM orders WHERE number = ?1").bind(number).first<OrderRow>()) ?? null;
}

export async function orderById(db: D1Database, id: number): Promise<OrderRow | null> {
  return (await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(id).first<OrderRow>()) ?? null;
}

export async function orderLines(db: D1Database, orderId: number): Promise<OrderLineRow[]> {
  const { results } = await db.prepare("SELECT * FROM order_lines WHERE order_id = ?1 ORDER BY position").bind(orderId).all<OrderLineRow>();
  return results;
}

/**
 * The payment lease: who may create a payment for the order now. A negative updated_at is a lease held since
 * -updated_at (a new order is stored holding it: its creator makes the first payment); a status change or
 * releasePaymentLease sets it back to a time. A concurrent request finds the lease held and waits for the
 * payment instead of making a second one; a lease older than leaseS (a crashed request) can be taken over.
 */
export async function claimPaymentLease(db: D1Database, orderId: number, nowS: number, leaseS: number): Promise<boolean> {
  const res = await db
    .prepare("UPDATE orders SET updated_at = -?2 WHERE id = ?1 AND status != 'paid' AND updated_at >= -?3")
    .bind(orderId, nowS, nowS - leaseS)
    .run();
  return res.meta.changes === 1;
}

export function leaseHeld(order: Pick<OrderRow, "updated_at">, nowS: number, leaseS: number): boolean {
  return order.updated_at < 0 && -order.updated_at > nowS - leaseS;
}

export function releasePaymentLease(db: D1Database, orderId: number, nowS: number): Promise<D1Result> {
  return db.prepare("UPDATE orders SET updated_at = ?2 WHERE id = ?1 AND updated_at < 0").bind(orderId, nowS).run();
}

/** Pay again with another method: the payment costs and totals follow the method (only while unpaid). */
export function repriceStatement(db: D1Database, orderId: number, method: string, paymentCosts: number, grandTotal: number, vatTotal: number): D1PreparedStatement {
  return db
    .prepare("UPDATE orders SET payment_method = ?2, payment_costs = ?3, grand_total = ?4, vat_total = ?5 WHERE id = ?1 AND status != 'paid'")
    .bind(orderId, method, paymentCosts, grandTotal, vatTotal);
}

/**
 * The guarded transition, as the statements of one batch (a D1 batch is one transaction):
 *   1. the history row (its primary key (order_id, status) records a transition once),
 *   2. `effects`: statements that must run only with this transition, each guarded by moveGuard(),
 *   3. the status UPDATE, only from a status the state machine allows.
 * A replayed or out-of-order webhook finds the order already moved (or not movable): nothing changes.
 * The caller reads the UPDATE's result (index effects.length + 1) to know whether it moved the order.
 */
export function transitionStatements(
  db: D1Database,
  orderId: number,
  to: OrderStatusCode,
  paymentId: number,
  nowS: number,
  effects: D1PreparedStatement[] = [],
): D1PreparedStatement[] {
  const from = allowedFrom(to);
  const list = from.map((f) => `'${f}'`).join(", ");
  return [
    db
      .prepare(
        `INSERT INTO order_status_history (order_id, status, payment_id, created_at)
         SELECT ?1, ?2, ?3, ?4 FROM orders WHERE id = ?1 AND status IN (${list})
         ON CONFLICT DO NOTHING`,
      )
      .bind(orderId, to, paymentId, nowS),
    ...effects,
    db
      .prepare(`UPDATE orders SET status = ?2, updated_at = ?3, paid_at = CASE WHEN ?2 = 'paid' THEN ?3 ELSE paid_at END WHERE id = ?1 AND status IN (${list})`)
      .bind(orderId, to, nowS),
  ];
}

/** SQL that is true only while the order can still move to `to` (use it in effects: `AND ${moveGuard(...)}`). */
export function moveGuard(orderId: number, to: OrderStatusCode): string {
  const list = allowedFrom(to).map((f) => `'${f}'`).join(", ");
  return `EXISTS (SELECT 1 FROM orders WHERE orders.id = ${Number(orderId)} AND orders.status IN (${list}))`;
}

/**
 * What "paid" does besides the status: the cart marked ordered. The units and the code use were taken when
 * the order was made (worker/store/reservations.ts) and are not taken again; an order that holds nothing
 * (made before reservations, or paid late after giving them back) takes them now, never below 0.
 * customerKeys: the order's keys for max_uses_per_customer (reservations.customerKeys).
 */
export function paidEffectStatements(db: D1Database, order: OrderRow, lines: OrderLineRow[], nowS: number, customerKeys: readonly string[] = []): D1PreparedStatement[] {
  const guard = moveGuard(order.id, "paid");
  return [
    ...takeOnPaidStatements(db, order.id, { lines, code: order.discount_code, customerKeys }, guard, nowS),
    db.prepare(`UPDATE carts SET ordered_at = ?2 WHERE id = ?1 AND ${guard}`).bind(order.cart_id, nowS),
  ];
}

/**
 * The shop cancels a paid order (a withdrawal, goods taken back): the payment history keeps "paid", cancelled_at
 * records the cancel, and from then on the order's voucher is void (migration 0022 earned_vouchers). Idempotent:
 * the first time stays. True when the order is paid and now cancelled.
 */
export async function cancelPaidOrder(db: D1Database, orderId: number, nowS: number): Promise<boolean> {
  const row = await db
    .prepare("UPDATE orders SET cancelled_at = COALESCE(cancelled_at, ?2) WHERE id = ?1 AND status = 'paid' RETURNING cancelled_at")
    .bind(orderId, nowS)
    .first<{ cancelled_at: number }>();
  return row !== null;
}
