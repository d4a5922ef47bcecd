/**
 * /beheer/api/reports (docs/decisions/044), the owner's only (permission "reports"):
 *   GET /orders.csv?van=YYYY-MM-DD&tot=YYYY-MM-DD        paid orders of the period with their invoice's amounts
 *   GET /invoices.csv?van=&tot=                          invoices dated in the period
 *   GET /credit-notes.csv?van=&tot=                      credit notes dated in the period (negative amounts)
 *   GET /vat?jaar=YYYY&kwartaal=1..4                     the quarter's VAT overview (Dutch VAT, ICP, OSS)
 * Days are calendar days in the Netherlands, both ends included. Read only: no audit row.
 */
import { Hono, type Context } from "hono";
import { reportPeriodSchema, reportQuarterSchema, type ReportPeriod } from "../../../app/lib/schemas/report-period";
import type { BeheerVatOverview } from "../../../app/lib/beheer/types/books";
import type { AppEnv } from "../../env";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { amsterdamDayStart, nextDay } from "../../domain/backoffice/audit-query";
import { documentsCsv, ordersCsv } from "../../domain/books/csv";
import { numberingOf, vatOverview } from "../../domain/books/vat-overview";
import { creditNotesBetween, invoicesBetween, paidOrdersBetween } from "../../store/books/documents";
import { distanceSalesBetween } from "../../store/books/distance-sales";

export const reportsApi = new Hono<AppEnv>();
reportsApi.use("*", requirePermission("reports"));

type Period = ReportPeriod;
const window = (p: Period) => [amsterdamDayStart(p.van), amsterdamDayStart(nextDay(p.tot))] as const;

function csvResponse(c: Context<AppEnv>, name: string, p: Period, body: string): Response {
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${p.van}-tot-en-met-${p.tot}.csv"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

reportsApi.get("/orders.csv", zv("query", reportPeriodSchema), async (c) => {
  const p = c.req.valid("query");
  return csvResponse(c, "orders", p, ordersCsv(await paidOrdersBetween(c.env.DB, ...window(p))));
});

reportsApi.get("/invoices.csv", zv("query", reportPeriodSchema), async (c) => {
  const p = c.req.valid("query");
  return csvResponse(c, "facturen", p, documentsCsv(await invoicesBetween(c.env.DB, ...window(p))));
});

reportsApi.get("/credit-notes.csv", zv("query", reportPeriodSchema), async (c) => {
  const p = c.req.valid("query");
  return csvResponse(c, "creditnotas", p, documentsCsv(await creditNotesBetween(c.env.DB, ...window(p))));
});

const monthStart = (year: number, month: number) => amsterdamDayStart(`${year + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, "0")}-01`);

reportsApi.get("/vat", zv("query", reportQuarterSchema), async (c) => {
  const { jaar: year, kwartaal: quarter } = c.req.valid("query");
  const fromS = monthStart(year, quarter * 3 - 2);
  const untilS = monthStart(year, quarter * 3 + 1);
  const [invoices, creditNotes, previousYear, currentYear] = await Promise.all([
    invoicesBetween(c.env.DB, fromS, untilS),
    creditNotesBetween(c.env.DB, fromS, untilS),
    distanceSalesBetween(c.env.DB, monthStart(year - 1, 1), monthStart(year, 1)),
    distanceSalesBetween(c.env.DB, monthStart(year, 1), untilS),
  ]);
  const overview = vatOverview({ year, quarter, documents: [...invoices, ...creditNotes], distanceSales: { previousYear, currentYear } });
  return ok<BeheerVatOverview>(c, { ...overview, invoices: numberingOf(invoices.map((d) => d.number)), credit_notes: numberingOf(creditNotes.map((d) => d.number)) });
});
