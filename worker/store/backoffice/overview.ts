/**
 * The figures of the back office's start page (docs/decisions/035), one D1 batch: orders paid and not yet
 * (fully) shipped, orders paid today (Netherlands), open returns with the earliest refund deadline, refunds
 * the PSP has not settled, and the latest audit rows.
 */
import type { AuditRow } from "./audit";

export interface OverviewFigures {
  to_ship: number;
  paid_today: number;
  open_returns: number;
  next_refund_due: number | null;
  pending_refunds: number;
  recent: AuditRow[];
}

export async function overviewFigures(db: D1Database, todayStartS: number, recent = 5): Promise<OverviewFigures> {
  const [toShip, paidToday, returns, refunds, audit] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'paid' AND fulfilment IN ('new', 'processing', 'partially_shipped')"),
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'paid' AND paid_at >= ?1").bind(todayStartS),
    db.prepare("SELECT COUNT(*) AS n, MIN(refund_due_at) AS due FROM returns WHERE status IN ('requested', 'received')"),
    db.prepare("SELECT COUNT(*) AS n FROM refunds WHERE status = 'pending'"),
    db.prepare("SELECT id, staff_id, staff_email, action, entity, entity_id, before, after, created_at FROM audit_log ORDER BY created_at DESC, id DESC LIMIT ?1").bind(recent),
  ]);
  const n = (r: D1Result | undefined) => (r?.results[0] as { n: number } | undefined)?.n ?? 0;
  return {
    to_ship: n(toShip),
    paid_today: n(paidToday),
    open_returns: n(returns),
    next_refund_due: (returns?.results[0] as { due: number | null } | undefined)?.due ?? null,
    pending_refunds: n(refunds),
    recent: (audit?.results ?? []) as AuditRow[],
  };
}
