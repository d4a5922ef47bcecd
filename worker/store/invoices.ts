/**
 * Invoice numbers (tables invoices and counters, migration 0009): one gap-free sequence per calendar year
 * (Europe/Amsterdam), "2026-000001", "2026-000002", ... made when an order is paid.
 *
 * `invoiceStatements` gives the statements for the payments code to put into the batch that marks the
 * order paid (a D1 batch is one transaction, run by the single writer): the counter is read, the invoice
 * inserted and the counter moved without another writer in between, so two payments at once cannot get
 * the same number and a rolled-back batch leaves no gap. Idempotent per order: a second run (a repeated
 * webhook) inserts nothing and the counter does not move, because the counter only moves when the invoice
 * holding its next number belongs to this order, i.e. when the insert just happened.
 */

export interface Invoice {
  number: string;
  /** Unix seconds: the invoice date. */
  created_at: number;
}

const COUNTER_PREFIX = "invoice-";

/** The calendar year of a moment in the Netherlands (an invoice of 1 January 00:30 belongs to the new year). */
export function invoiceYear(nowS: number): number {
  const year = new Intl.DateTimeFormat("en", { timeZone: "Europe/Amsterdam", year: "numeric" }).format(new Date(nowS * 1000));
  return Number(year);
}

/**
 * The statements that give a paid order its invoice number. Put them in the same batch AFTER the statement
 * that sets the order's status to 'paid': the invoice is only made for an order that is paid.
 */
export function invoiceStatements(db: D1Database, orderId: number, nowS: number): D1PreparedStatement[] {
  const year = String(invoiceYear(nowS));
  const counter = COUNTER_PREFIX + year;
  // The number the counter's next value gives, as SQL over the counters row.
  const nextNumber = "?3 || '-' || printf('%06d', counters.value + 1)";
  return [
    db.prepare("INSERT INTO counters (name, value) VALUES (?1, 0) ON CONFLICT (name) DO NOTHING").bind(counter),
    db
      .prepare(
        `INSERT INTO invoices (order_id, number, created_at)
         SELECT ?1, ${nextNumber}, ?4 FROM counters
          WHERE counters.name = ?2
            AND EXISTS (SELECT 1 FROM orders WHERE orders.id = ?1 AND orders.status = 'paid')
         ON CONFLICT (order_id) DO NOTHING`,
      )
      .bind(orderId, counter, year, nowS),
    db
      .prepare(
        `UPDATE counters SET value = value + 1
          WHERE name = ?2
            AND EXISTS (SELECT 1 FROM invoices WHERE invoices.order_id = ?1 AND invoices.number = ${nextNumber})`,
      )
      .bind(orderId, counter, year),
  ];
}

/** The invoice of an order, or null (not paid yet). */
export async function invoiceOf(db: D1Database, orderId: number): Promise<Invoice | null> {
  return (await db.prepare("SELECT number, created_at FROM invoices WHERE order_id = ?1").bind(orderId).first<Invoice>()) ?? null;
}
