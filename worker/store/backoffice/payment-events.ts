/**
 * The order's payment history (payment_events, migration 0029): every answer of the PSP about one of its
 * payments as worker/api/order/payment-status.ts saw it, one row per answer, written in the same batch as
 * what the answer changed. The back office's order detail lists them (worker/store/backoffice/order-detail.ts).
 */
export interface PspAnswer {
  status: string;
  amount: number;
  refunded?: number;
}

export function paymentEventStatement(
  db: D1Database,
  payment: { id: number; order_id: number; provider_id: string },
  answer: PspAnswer,
  nowS: number,
  source: "webhook" | "status" | "return" = "webhook",
): D1PreparedStatement {
  return db
    .prepare("INSERT INTO payment_events (order_id, payment_id, provider_id, status, amount, refunded, source, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
    .bind(payment.order_id, payment.id, payment.provider_id, answer.status, answer.amount, answer.refunded ?? 0, source, nowS);
}
