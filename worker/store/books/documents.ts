/**
 * The invoices and credit notes of a period from D1 (docs/decisions/044), as the accountant's documents
 * (worker/domain/books/document.ts): three queries per period (the invoiced orders, their lines, the credit
 * notes with their refunds), whatever the number of documents. Periods are [fromS, untilS) in unix seconds;
 * a document belongs to the period of its own date (a credit note to the quarter it was made in).
 */
import type { VatCountry, VatScheme } from "../../../app/kernel/tax";
import { creditNoteOrder, type CreditedRefund } from "../../domain/credit-note";
import { bookDocument, type BookDocument } from "../../domain/books/document";
import type { OrderExportRow } from "../../domain/books/csv";
import { ORDER_SELECT, toOrder, type LineRow, type OrderRow } from "../order-read";

type Row = OrderRow & { vat_scheme: VatScheme; country_code: VatCountry };

/** The order's scheme; the reverse-charge flag (set with the order's totals) wins over a default. */
const schemeOf = (row: Row): VatScheme => (row.reverse_charge === 1 ? "reverse_charge" : row.vat_scheme);
type PositionedLine = LineRow & { order_id: number; position: number };
interface NoteRow {
  number: string;
  invoice_number: string;
  created_at: number;
  order_id: number;
  amount: number;
  shipping: number;
  lines: string;
}

/** Orders selected by `where` (over `o` and `i`), with their lines, keyed by order id. */
async function ordersWhere(db: D1Database, where: string, args: unknown[]): Promise<Map<number, { row: Row; lines: PositionedLine[] }>> {
  const [orders, lines] = await db.batch<Row | PositionedLine>([
    db.prepare(`${ORDER_SELECT} WHERE ${where} ORDER BY i.number`).bind(...args),
    db
      .prepare(
        `SELECT l.order_id, l.position, l.product_id, l.variant_id, l.sku, l.title, l.options, l.quantity, l.unit_price, l.row_total, l.vat_rate
           FROM order_lines l WHERE l.order_id IN (SELECT o.id FROM orders o LEFT JOIN invoices i ON i.order_id = o.id WHERE ${where}) ORDER BY l.order_id, l.position`,
      )
      .bind(...args),
  ]);
  const byId = new Map<number, { row: Row; lines: PositionedLine[] }>();
  for (const row of orders!.results as Row[]) byId.set(row.id, { row, lines: [] });
  for (const line of lines!.results as PositionedLine[]) byId.get(line.order_id)?.lines.push(line);
  return byId;
}

const INVOICED = "i.number IS NOT NULL AND o.status = 'paid'";

function invoiceOf({ row, lines }: { row: Row; lines: PositionedLine[] }): BookDocument {
  return bookDocument({
    kind: "invoice",
    number: row.invoice_number!,
    date: row.invoice_created_at!,
    invoiceNumber: row.invoice_number!,
    order: toOrder(row, lines),
    scheme: schemeOf(row),
    country: row.country_code,
  });
}

/** The invoices dated in the period, in number order. */
export async function invoicesBetween(db: D1Database, fromS: number, untilS: number): Promise<BookDocument[]> {
  const orders = await ordersWhere(db, `${INVOICED} AND i.created_at >= ?1 AND i.created_at < ?2`, [fromS, untilS]);
  return [...orders.values()].map(invoiceOf);
}

/** The credit notes dated in the period, in number order, each as the refunded part of its order. */
export async function creditNotesBetween(db: D1Database, fromS: number, untilS: number): Promise<BookDocument[]> {
  const { results: notes } = await db
    .prepare(
      `SELECT c.number, c.invoice_number, c.created_at, c.order_id, r.amount, r.shipping, r.lines
         FROM credit_notes c JOIN refunds r ON r.id = c.refund_id WHERE c.created_at >= ?1 AND c.created_at < ?2 ORDER BY c.number`,
    )
    .bind(fromS, untilS)
    .all<NoteRow>();
  if (notes.length === 0) return [];
  const orders = await ordersWhere(db, `${INVOICED} AND o.id IN (SELECT order_id FROM credit_notes WHERE created_at >= ?1 AND created_at < ?2)`, [fromS, untilS]);
  return notes.flatMap((note) => {
    const found = orders.get(note.order_id);
    if (!found) return [];
    const credited: CreditedRefund = { amount: note.amount, shipping: note.shipping, lines: JSON.parse(note.lines) as CreditedRefund["lines"] };
    const order = creditNoteOrder(toOrder(found.row, found.lines), found.lines.map((l) => l.position), credited);
    return [bookDocument({ kind: "credit_note", number: note.number, date: note.created_at, invoiceNumber: note.invoice_number, order, scheme: schemeOf(found.row), country: found.row.country_code })];
  });
}

/** The orders paid in the period, with their invoice's amounts and what was refunded of them (to date). */
export async function paidOrdersBetween(db: D1Database, fromS: number, untilS: number): Promise<OrderExportRow[]> {
  const orders = await ordersWhere(db, `${INVOICED} AND o.paid_at >= ?1 AND o.paid_at < ?2`, [fromS, untilS]);
  if (orders.size === 0) return [];
  const { results: notes } = await db
    .prepare(
      `SELECT c.order_id, c.number, r.amount FROM credit_notes c JOIN refunds r ON r.id = c.refund_id
        WHERE c.order_id IN (SELECT id FROM orders WHERE paid_at >= ?1 AND paid_at < ?2) ORDER BY c.number`,
    )
    .bind(fromS, untilS)
    .all<{ order_id: number; number: string; amount: number }>();
  return [...orders.values()]
    .sort((a, b) => a.row.paid_at! - b.row.paid_at! || a.row.id - b.row.id)
    .map((o) => {
      const mine = notes.filter((n) => n.order_id === o.row.id);
      return {
        orderNumber: o.row.number,
        orderedAt: o.row.created_at,
        paidAt: o.row.paid_at!,
        invoice: invoiceOf(o),
        refunded: mine.reduce((s, n) => s + n.amount, 0),
        creditNotes: mine.map((n) => n.number),
      };
    });
}
