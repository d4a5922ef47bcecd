/**
 * Credit note numbers (table credit_notes, migration 0029; docs/decisions/037): a gap-free series of its own per
 * calendar year (Europe/Amsterdam), "C2026-000001", "C2026-000002", ..., made in the batch that records the
 * refund. The technique is the invoices' (worker/store/invoices.ts): within one D1 batch (one transaction, one
 * writer) the counter is read, the credit note inserted and the counter moved only when the note holding its
 * next number is this refund's, so two refunds at once never share a number, a rolled-back batch leaves no gap
 * and a replay inserts nothing and does not move the counter.
 */
import { invoiceYear } from "../invoices";

export const CREDIT_NOTE_PREFIX = "C";
const COUNTER_PREFIX = "credit-note-";

export interface CreditNote {
  refund_id: number;
  order_id: number;
  number: string;
  invoice_number: string;
  created_at: number;
}

/**
 * The statements that give a refund its credit note, referring to the order's invoice. `guard`: SQL that must
 * hold (the refund is being recorded now). The order must have an invoice (a paid order has one): without it
 * the insert fails on invoice_number NOT NULL and the whole batch with it.
 */
export function creditNoteStatements(db: D1Database, refundId: number, orderId: number, nowS: number, guard = "1"): D1PreparedStatement[] {
  const year = String(invoiceYear(nowS));
  const counter = COUNTER_PREFIX + year;
  const nextNumber = `'${CREDIT_NOTE_PREFIX}' || ?3 || '-' || printf('%06d', counters.value + 1)`;
  return [
    db.prepare("INSERT INTO counters (name, value) VALUES (?1, 0) ON CONFLICT (name) DO NOTHING").bind(counter),
    db
      .prepare(
        `INSERT INTO credit_notes (refund_id, order_id, number, invoice_number, created_at)
         SELECT ?1, ?4, ${nextNumber}, (SELECT number FROM invoices WHERE invoices.order_id = ?4), ?5 FROM counters
          WHERE counters.name = ?2 AND ${guard}
         ON CONFLICT (refund_id) DO NOTHING`,
      )
      .bind(refundId, counter, year, orderId, nowS),
    db
      .prepare(
        `UPDATE counters SET value = value + 1
          WHERE name = ?2 AND EXISTS (SELECT 1 FROM credit_notes WHERE credit_notes.refund_id = ?1 AND credit_notes.number = ${nextNumber})`,
      )
      .bind(refundId, counter, year),
  ];
}

export async function creditNoteByNumber(db: D1Database, number: string): Promise<CreditNote | null> {
  return (await db.prepare("SELECT * FROM credit_notes WHERE number = ?1").bind(number).first<CreditNote>()) ?? null;
}
