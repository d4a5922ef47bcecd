/**
 * The credit note PDF (docs/decisions/037), drawn per request like the invoice (worker/routes/invoice-pdf.ts):
 * for the back office, the customer's account and a guest with the order's access link. The caller checks who
 * may see the order; a credit note of another order answers null (the caller's one 404).
 */
import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { creditNoteOrder, type CreditedRefund } from "../../domain/credit-note";
import { creditNoteByNumber } from "../../store/backoffice/credit-notes";
import type { StoredOrder } from "../../store/order-read";

/** A credit note number as the routes take it ("C2026-000001"). */
export const CREDIT_NOTE_NUMBER = /^C\d{4}-\d{6}$/u;

/** The PDF of credit note `number` of this stored order, or null (no such note of this order). */
export async function creditNotePdf(db: D1Database, stored: StoredOrder, number: string): Promise<Uint8Array | null> {
  if (!CREDIT_NOTE_NUMBER.test(number) || stored.invoiceCreatedAt === null) return null;
  const note = await creditNoteByNumber(db, number);
  if (!note || note.order_id !== stored.id) return null;
  const refund = await db.prepare("SELECT amount, shipping, lines, reason FROM refunds WHERE id = ?1").bind(note.refund_id).first<{ amount: number; shipping: number; lines: string; reason: string | null }>();
  if (!refund) return null;
  const { results } = await db.prepare("SELECT position FROM order_lines WHERE order_id = ?1 ORDER BY position").bind(stored.id).all<{ position: number }>();
  const credited: CreditedRefund = { amount: refund.amount, shipping: refund.shipping, lines: JSON.parse(refund.lines) as CreditedRefund["lines"] };
  const order = creditNoteOrder(stored.order, results.map((r) => r.position), credited);
  // pdf-lib loads with the first PDF, not with every start of the Worker.
  const { invoicePdf } = await import("../../routes/invoice-pdf");
  return invoicePdf({ order, invoiceNumber: note.invoice_number, invoiceDate: stored.invoiceCreatedAt, credit: { number: note.number, date: note.created_at, reason: refund.reason } });
}

/** The PDF as a download (private, never cached). */
export function creditNoteResponse(c: Context<AppEnv>, number: string, pdf: Uint8Array): Response {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="creditnota-${number}.pdf"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}
