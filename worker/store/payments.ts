/** D1 queries of payments (migration 0009): one row per PSP payment of an order (a retry adds one). */
import type { PaymentStatus } from "../domain/order-state";

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: string;
  provider_id: string;
  method: string;
  amount: number;
  status: PaymentStatus;
  checkout_url: string | null;
  created_at: number;
  updated_at: number;
}

export function insertPayment(
  db: D1Database,
  p: { orderId: number; provider: string; providerId: string; method: string; amount: number; checkoutUrl: string; nowS: number },
): Promise<D1Result> {
  return db
    .prepare(
      `INSERT INTO payments (order_id, provider, provider_id, method, amount, status, checkout_url, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'open', ?6, ?7, ?7)`,
    )
    .bind(p.orderId, p.provider, p.providerId, p.method, p.amount, p.checkoutUrl, p.nowS)
    .run();
}

/** The newest payment of an order (null: none yet). */
export async function latestPayment(db: D1Database, orderId: number): Promise<PaymentRow | null> {
  return (await db.prepare("SELECT * FROM payments WHERE order_id = ?1 ORDER BY id DESC LIMIT 1").bind(orderId).first<PaymentRow>()) ?? null;
}

export async function paymentByProviderId(db: D1Database, providerId: string): Promise<PaymentRow | null> {
  return (await db.prepare("SELECT * FROM payments WHERE provider_id = ?1").bind(providerId).first<PaymentRow>()) ?? null;
}

/** Records the status the PSP reported for a payment. */
export function setPaymentStatus(db: D1Database, id: number, status: PaymentStatus, nowS: number): D1PreparedStatement {
  return db.prepare("UPDATE payments SET status = ?2, updated_at = ?3 WHERE id = ?1 AND status != ?2").bind(id, status, nowS);
}
