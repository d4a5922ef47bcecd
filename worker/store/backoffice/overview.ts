/**
 * The figures of the back office's start page, the dashboard (docs/decisions/035, 043), in one D1 batch:
 * the operational tiles every role sees (orders to ship, open returns and the refunds due soon, refunds the
 * PSP has not settled, dead-letter mails, failed webhooks) and, for the "reports" permission only, the money:
 * orders paid in a window and their revenue incl. and excl. VAT, with the refunds of that window beside them
 * (not netted). An order counts when it is paid (orders.status) and not cancelled (orders.fulfilment), on its
 * paid_at; excl. VAT is grand_total - vat_total (a reverse-charge order has vat_total 0).
 */
import type { AuditRow } from "./audit";
import type { Window } from "../../domain/backoffice/dashboard-period";
import type { MoneyFigures } from "../../../app/lib/beheer/types/access";

export interface OverviewFigures {
  to_ship: number;
  paid_today: number;
  open_returns: number;
  next_refund_due: number | null;
  refunds_due_soon: number;
  pending_refunds: number;
  dead_letters: number;
  failed_webhooks: number;
  recent: AuditRow[];
}

export interface OverviewInput {
  today: Window;
  nowS: number;
  /** A refund counts as due soon when its deadline is this close (seconds); overdue ones count too. */
  dueWithinS: number;
  recent?: number;
}

const n = (r: D1Result | undefined) => (r?.results[0] as { n: number } | undefined)?.n ?? 0;

export async function overviewFigures(db: D1Database, input: OverviewInput): Promise<OverviewFigures> {
  const [toShip, paidToday, returns, dueSoon, refunds, dead, webhooks, audit] = await db.batch([
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'paid' AND fulfilment IN ('new', 'processing', 'partially_shipped')"),
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'paid' AND paid_at >= ?1 AND paid_at < ?2").bind(input.today.from, input.today.until),
    db.prepare("SELECT COUNT(*) AS n, MIN(refund_due_at) AS due FROM returns WHERE status IN ('requested', 'received')"),
    db.prepare("SELECT COUNT(*) AS n FROM returns WHERE status IN ('requested', 'received') AND refund_due_at <= ?1").bind(input.nowS + input.dueWithinS),
    db.prepare("SELECT COUNT(*) AS n FROM refunds WHERE status = 'pending'"),
    db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE dead_at IS NOT NULL"),
    db.prepare("SELECT COUNT(*) AS n FROM webhook_failures WHERE resolved_at IS NULL"),
    db.prepare("SELECT id, staff_id, staff_email, action, entity, entity_id, before, after, created_at FROM audit_log ORDER BY created_at DESC, id DESC LIMIT ?1").bind(input.recent ?? 5),
  ]);
  return {
    to_ship: n(toShip),
    paid_today: n(paidToday),
    open_returns: n(returns),
    next_refund_due: (returns?.results[0] as { due: number | null } | undefined)?.due ?? null,
    refunds_due_soon: n(dueSoon),
    pending_refunds: n(refunds),
    dead_letters: n(dead),
    failed_webhooks: n(webhooks),
    recent: (audit?.results ?? []) as AuditRow[],
  };
}

/** Orders paid (not cancelled) in a window, their revenue incl. and excl. VAT, and the refunds settled in it. */
export async function moneyFigures(db: D1Database, windows: readonly Window[]): Promise<MoneyFigures[]> {
  const statements = windows.flatMap((w) => [
    db
      .prepare(
        `SELECT COUNT(*) AS orders, COALESCE(SUM(grand_total), 0) AS revenue_incl, COALESCE(SUM(grand_total - vat_total), 0) AS revenue_excl,
                COALESCE(SUM(vat_total), 0) AS vat
           FROM orders WHERE status = 'paid' AND fulfilment <> 'cancelled' AND paid_at >= ?1 AND paid_at < ?2`,
      )
      .bind(w.from, w.until),
    db.prepare("SELECT COUNT(*) AS refunds, COALESCE(SUM(amount), 0) AS refunded FROM refunds WHERE status = 'refunded' AND updated_at >= ?1 AND updated_at < ?2").bind(w.from, w.until),
  ]);
  const results = await db.batch(statements);
  return windows.map((w, i) => {
    const orders = results[2 * i]!.results[0] as Omit<MoneyFigures, "from" | "until" | "refunds" | "refunded">;
    const refunds = results[2 * i + 1]!.results[0] as Pick<MoneyFigures, "refunds" | "refunded">;
    return { from: w.from, until: w.until, ...orders, ...refunds };
  });
}
