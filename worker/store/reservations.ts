/**
 * What an unpaid order holds (migration 0017): its units of stock and its discount-code use, taken when the
 * order is frozen at POST /v1/checkout/payment-url, in the same D1 batch as the order insert (ADR 018).
 * The limits themselves are triggers of migration 0017 (stock never below 0, used_count never past max_uses,
 * no more than max_uses_per_customer rows per customer key): a statement that would break one aborts the
 * whole batch, so the order is not stored and nothing is taken. A payment that fails, is cancelled or
 * expires gives everything back (releaseStatements); pay again takes it again (reserveStatements by id),
 * or is refused with the same Dutch messages when it is gone meanwhile.
 */
import { sha256Hex } from "./sessions";

/** Why a reservation was refused (the trigger's RAISE text). */
export type ReservationRefusal = "stock_insufficient" | "discount_used_up" | "discount_used_by_customer" | "discount_voided" | "discount_own_order";

const REFUSALS: readonly ReservationRefusal[] = ["stock_insufficient", "discount_used_up", "discount_used_by_customer", "discount_voided", "discount_own_order"];

/** The refusal a failed batch reports, or null when the error is something else (a real failure). */
export function reservationRefusal(error: unknown): ReservationRefusal | null {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error);
  return REFUSALS.find((r) => text.includes(r)) ?? null;
}

/** An e-mail address as the per-customer limit compares it: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The keys one order counts against for max_uses_per_customer: the checkout e-mail address (every order,
 * so a guest and an account with the same address share it) and, when logged in, the customer account.
 */
export async function customerKeys(customerId: number | null, email: string): Promise<string[]> {
  const keys = [`e:${await sha256Hex(normaliseEmail(email))}`];
  if (customerId !== null) keys.push(`c:${customerId}`);
  return keys;
}

/** How often these keys used the code (held or paid orders); the highest count of any key. */
export async function usesByCustomer(db: D1Database, code: string, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const row = await db
    .prepare("SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM discount_code_uses WHERE code = ?1 AND customer_key IN (SELECT value FROM json_each(?2)) GROUP BY customer_key)")
    .bind(code, JSON.stringify(keys))
    .first<{ n: number | null }>();
  return row?.n ?? 0;
}

/** A code's per-customer limit (null: none, or no such code). */
export async function maxUsesPerCustomer(db: D1Database, code: string): Promise<number | null> {
  return (await db.prepare("SELECT max_uses_per_customer AS m FROM discount_codes WHERE code = ?1").bind(code).first<{ m: number | null }>())?.m ?? null;
}

/** The units per variant of some lines (a variant may be on several lines, e.g. configured products). */
export function unitsPerVariant(lines: readonly { variant_id: number; quantity: number }[]): [number, number][] {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.variant_id, (units.get(l.variant_id) ?? 0) + l.quantity);
  return [...units];
}

/** Which order a reservation is for: SQL selecting its id (one row or none) and its parameters. */
export interface OrderSelector {
  sql: string;
  params: unknown[];
}

/** The order being inserted in the same batch (number and idempotency key: a lost insert selects nothing). */
export const newOrder = (number: string, key: string): OrderSelector => ({ sql: "SELECT id FROM orders WHERE number = ? AND idempotency_key = ?", params: [number, key] });

/** An unpaid order that holds nothing now (pay again after a release). */
export const releasedOrder = (orderId: number): OrderSelector => ({ sql: "SELECT id FROM orders WHERE id = ? AND reserved = 0 AND status != 'paid'", params: [orderId] });

export interface Holding {
  lines: readonly { variant_id: number; quantity: number }[];
  code: string | null;
  customerKeys: readonly string[];
}

/**
 * The statements that take an order's units and code use (add them to the batch after the order insert).
 * Each is guarded by the selector, so an order that was not stored (or already holds) takes nothing; the
 * triggers abort the batch when stock, max_uses or max_uses_per_customer would not hold.
 */
export function reserveStatements(db: D1Database, order: OrderSelector, h: Holding, nowS: number): D1PreparedStatement[] {
  const list = unitsPerVariant(h.lines).map(([variant, units]) =>
    db.prepare(`UPDATE variants SET stock = stock - ? WHERE id = ? AND EXISTS (${order.sql})`).bind(units, variant, ...order.params),
  );
  if (h.code !== null) {
    list.push(db.prepare(`UPDATE discount_codes SET used_count = used_count + 1 WHERE code = ? AND EXISTS (${order.sql})`).bind(h.code, ...order.params));
    for (const key of h.customerKeys) {
      list.push(
        db
          .prepare(`INSERT INTO discount_code_uses (code, customer_key, order_id, created_at) SELECT ?, ?, id, ? FROM (${order.sql}) WHERE true ON CONFLICT DO NOTHING`)
          .bind(h.code, key, nowS, ...order.params),
      );
    }
  }
  list.push(db.prepare(`UPDATE orders SET reserved = 1 WHERE id IN (${order.sql})`).bind(...order.params));
  return list;
}

/**
 * The statements that give back what an unpaid order holds, only while `guard` (SQL over the order row `o`,
 * e.g. "the failed payment is its latest") holds and the order still holds it: a replayed webhook finds
 * reserved = 0 and gives nothing back twice. The last statement clears the flag.
 */
export function releaseStatements(db: D1Database, orderId: number, guard = "1", guardParams: unknown[] = []): D1PreparedStatement[] {
  const holds = `EXISTS (SELECT 1 FROM orders o WHERE o.id = ? AND o.reserved = 1 AND o.status != 'paid' AND (${guard}))`;
  const p = [orderId, ...guardParams];
  return [
    db
      .prepare(
        `UPDATE variants SET stock = stock + (SELECT SUM(quantity) FROM order_lines WHERE order_id = ? AND variant_id = variants.id)
          WHERE id IN (SELECT variant_id FROM order_lines WHERE order_id = ?) AND ${holds}`,
      )
      .bind(orderId, orderId, ...p),
    db.prepare(`UPDATE discount_codes SET used_count = MAX(used_count - 1, 0) WHERE code = (SELECT discount_code FROM orders WHERE id = ?) AND ${holds}`).bind(orderId, ...p),
    db.prepare(`DELETE FROM discount_code_uses WHERE order_id = ? AND ${holds}`).bind(orderId, ...p),
    db.prepare(`UPDATE orders SET reserved = 0 WHERE id = ? AND ${holds}`).bind(orderId, ...p),
  ];
}

/** Release guard: the payment `paymentId` is the order's latest (an older payment's end changes nothing). */
export const LATEST_PAYMENT_GUARD = "NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.id > ?)";

/** Release guard: a pending order made before ? that never got a payment (the PSP failed and the shopper left). */
export const NEVER_PAID_GUARD = "o.status = 'pending' AND o.created_at < ? AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)";

/**
 * What "paid" takes for an order that holds nothing (an order made before reservations existed, or a late
 * payment after its reservation was given back): the units (never below 0: the shopper has paid, so this
 * cannot refuse), the code use within its limits (a voided voucher is not counted). Guarded by `guard` (the paid transition) and reserved = 0;
 * the last statement marks the order as holding (consumed).
 */
export function takeOnPaidStatements(db: D1Database, orderId: number, h: Holding, guard: string, nowS: number): D1PreparedStatement[] {
  const free = `NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = ${Number(orderId)} AND o.reserved = 1) AND ${guard}`;
  const list = unitsPerVariant(h.lines).map(([variant, units]) => db.prepare(`UPDATE variants SET stock = MAX(stock - ?2, 0) WHERE id = ?1 AND ${free}`).bind(variant, units));
  if (h.code !== null) {
    // A voucher voided meanwhile (migration 0022) is not counted: the shopper has paid, so nothing may abort here.
    list.push(
      db
        .prepare(
          `UPDATE discount_codes SET used_count = used_count + 1 WHERE code = ?1 AND (max_uses IS NULL OR used_count < max_uses)
             AND code NOT IN (SELECT code FROM earned_vouchers WHERE voided = 1) AND ${free}`,
        )
        .bind(h.code),
    );
    for (const key of h.customerKeys) {
      list.push(
        db
          .prepare(
            `INSERT INTO discount_code_uses (code, customer_key, order_id, created_at)
             SELECT ?1, ?2, ?3, ?4 WHERE ${free}
               AND (SELECT COUNT(*) FROM discount_code_uses WHERE code = ?1 AND customer_key = ?2)
                   < COALESCE((SELECT max_uses_per_customer FROM discount_codes WHERE code = ?1), 1000000000)
             ON CONFLICT DO NOTHING`,
          )
          .bind(h.code, key, orderId, nowS),
      );
    }
  }
  list.push(db.prepare(`UPDATE orders SET reserved = 1 WHERE id = ?1 AND ${guard}`).bind(orderId));
  return list;
}
