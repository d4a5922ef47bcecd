/**
 * The dashboard's answer (docs/decisions/043): the operational figures for every role with "orders", the
 * lists behind the dead-letter and failed-webhook tiles, and the money figures (today, this week) only
 * for a member of staff with the "reports" permission (the owner); a medewerker's answer has money: null.
 */
import type { Overview } from "../../../app/lib/beheer/types/access";
import { can, type Staff } from "../../domain/backoffice/permissions";
import { dashboardPeriods } from "../../domain/backoffice/dashboard-period";
import { REFUND_DUE_SOON_DAYS } from "../../jobs/daily-summary";
import { moneyFigures, overviewFigures } from "../../store/backoffice/overview";
import { lowStockCount } from "../../store/backoffice/stock";
import { deadLetters } from "../../store/outbox-delivery";
import { openWebhookFailures } from "../../store/webhook-failures";

/** How many rows the dashboard lists under the dead-letter and webhook tiles. */
export const DASHBOARD_LIST_LIMIT = 10;

export async function dashboard(db: D1Database, staff: Pick<Staff, "role">, nowS: number): Promise<Overview> {
  const periods = dashboardPeriods(nowS);
  const [figures, lowStock, dead, webhooks, money] = await Promise.all([
    overviewFigures(db, { today: periods.today, nowS, dueWithinS: REFUND_DUE_SOON_DAYS * 86_400 }),
    lowStockCount(db),
    deadLetters(db, DASHBOARD_LIST_LIMIT),
    openWebhookFailures(db, DASHBOARD_LIST_LIMIT),
    can(staff, "reports") ? moneyFigures(db, [periods.today, periods.week]) : Promise.resolve(null),
  ]);
  return {
    ...figures,
    low_stock: lowStock,
    dead_letter_list: dead.map(({ id, kind, subject, to_address, dead_at, last_error }) => ({ id, kind, subject, to_address, dead_at, last_error })),
    webhook_failure_list: webhooks,
    money: money ? { today: money[0]!, week: money[1]! } : null,
  };
}
