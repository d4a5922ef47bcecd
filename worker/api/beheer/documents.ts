/**
 * The invoice and credit note PDFs of a period as one ZIP (docs/decisions/043), for the "reports" permission:
 *
 *   GET /beheer/api/documents?van=YYYY-MM-DD&tot=YYYY-MM-DD       how many documents the period holds
 *   GET /beheer/api/documents/zip?van=YYYY-MM-DD&tot=YYYY-MM-DD   the ZIP (factuur-F….pdf, creditnota-C….pdf)
 *
 * The PDFs are the shop's own documents (worker/routes/invoice-pdf.ts, credit-note-pdf.ts), drawn one at a time
 * while the ZIP streams (worker/http/zip.ts). A bad period is a Dutch 400 per field, an empty period a Dutch
 * 404 (no empty archive), more than DOCUMENTS_ZIP_LIMIT documents a Dutch 422. A download is a read: no audit row.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { zipStream, type ZipEntry } from "../../http/zip";
import { requirePermission } from "../../middleware/staff-permission";
import { amsterdamDay, amsterdamDayStart, nextDay } from "../../domain/backoffice/order-search";
import type { Window } from "../../domain/backoffice/dashboard-period";
import { documentCounts, periodDocuments, type PeriodDocument } from "../../store/backoffice/documents";
import { readOrderByNumber, type StoredOrder } from "../../store/order-read";
import { creditNotePdf } from "./credit-note-pdf";
import { reportPeriodSchema, type ReportPeriod } from "../../../app/lib/schemas/report-period";
import { PERIOD_MESSAGES as M } from "../../../app/lib/beheer/messages/dashboard";

/** The most documents one ZIP holds: each PDF is drawn in the request (tens of ms of CPU each). */
export const DOCUMENTS_ZIP_LIMIT = 500;

const windowOf = (p: ReportPeriod): Window => ({ from: amsterdamDayStart(p.van), until: amsterdamDayStart(nextDay(p.tot)) });

/** An instant as Amsterdam wall-clock time in a Date's UTC fields (what a ZIP entry's time holds). */
function amsterdamWallClock(s: number): Date {
  const day = amsterdamDay(s);
  return new Date(Date.parse(`${day}T00:00:00Z`) + (s - amsterdamDayStart(day)) * 1000);
}

export const documentsApi = new Hono<AppEnv>()
  .use("*", requirePermission("reports"))
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  })
  .get("/", zv("query", reportPeriodSchema, { fields: true }), async (c) => {
    return ok(c, await documentCounts(c.env.DB, windowOf(c.req.valid("query"))));
  })
  .get("/zip", zv("query", reportPeriodSchema, { fields: true }), async (c) => {
    const period = c.req.valid("query");
    const db = c.env.DB;
    const docs = await periodDocuments(db, windowOf(period));
    if (docs.length === 0) throw new ApiHttpError(404, "no_documents", M.empty);
    if (docs.length > DOCUMENTS_ZIP_LIMIT) throw new ApiHttpError(422, "too_many_documents", M.tooMany(DOCUMENTS_ZIP_LIMIT));
    return new Response(zipStream(pdfEntries(db, docs)), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="documenten-${period.van}-${period.tot}.zip"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

/** The PDFs of the documents, drawn one by one as the ZIP asks for them (the order read once per order in a row). */
async function* pdfEntries(db: D1Database, docs: readonly PeriodDocument[]): AsyncGenerator<ZipEntry> {
  const { invoicePdf } = await import("../../routes/invoice-pdf");
  let stored: StoredOrder | null = null;
  for (const doc of docs) {
    if (stored?.order.number !== doc.order_number) stored = await readOrderByNumber(db, doc.order_number);
    if (!stored || stored.invoiceCreatedAt === null || stored.order.invoice === null) throw new Error(`documents zip: order ${doc.order_number} without its invoice`);
    const data =
      doc.kind === "invoice"
        ? await invoicePdf({ order: stored.order, invoiceNumber: stored.order.invoice, invoiceDate: stored.invoiceCreatedAt })
        : await creditNotePdf(db, stored, doc.number);
    if (!data) throw new Error(`documents zip: credit note ${doc.number} not drawn`);
    yield { name: `${doc.kind === "invoice" ? "factuur" : "creditnota"}-${doc.number}.pdf`, data, modified: amsterdamWallClock(doc.created_at) };
  }
}
