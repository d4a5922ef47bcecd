/**
 * The figures of the shop's daily summary (docs/decisions/035, worker/jobs/daily-summary.ts): orders paid
 * on an Amsterdam day and their revenue, paid orders still to ship, open returns, and refunds due soon (a
 * return not yet refunded whose refund deadline, 14 days after the withdrawal, is within `dueWithinS`).
 */
export interface DailyFigures {
  paidOrders: number;
  /** Cents, VAT included: the grand totals of the orders paid that day. */
  revenue: number;
  openToShip: number;
  openReturns: number;
  refundsDueSoon: number;
  /** Of refundsDueSoon: past their deadline already. */
  refundsOverdue: number;
}

export async function dailyFigures(db: D1Database, dayStartS: number, dayEndS: number, nowS: number, dueWithinS: number): Promise<DailyFigures> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM orders WHERE paid_at >= ?1 AND paid_at < ?2) AS paidOrders,
         (SELECT COALESCE(SUM(grand_total), 0) FROM orders WHERE paid_at >= ?1 AND paid_at < ?2) AS revenue,
         (SELECT COUNT(*) FROM orders WHERE status = 'paid' AND fulfilment IN ('new', 'processing', 'partially_shipped')) AS openToShip,
         (SELECT COUNT(*) FROM returns WHERE status IN ('requested', 'received')) AS openReturns,
         (SELECT COUNT(*) FROM returns WHERE status IN ('requested', 'received') AND refund_due_at <= ?3 + ?4) AS refundsDueSoon,
         (SELECT COUNT(*) FROM returns WHERE status IN ('requested', 'received') AND refund_due_at < ?3) AS refundsOverdue`,
    )
    .bind(dayStartS, dayEndS, nowS, dueWithinS)
    .first<DailyFigures>();
  return row!;
}

/** Whether the summary of a day is in the outbox already (one per day: kind daily_summary, related_id the day). */
export async function summaryQueued(db: D1Database, day: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM outbox WHERE kind = 'daily_summary' AND related_id = ?1").bind(day).first()) !== null;
}
