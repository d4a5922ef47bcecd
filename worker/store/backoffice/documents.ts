/**
 * The invoices and credit notes of a period (docs/decisions/043): by their own date (invoices.created_at,
 * credit_notes.created_at) in [fromS, untilS), in number order, each with the order it belongs to.
 */
import type { Window } from "../../domain/backoffice/dashboard-period";

export interface PeriodDocument {
  kind: "invoice" | "credit_note";
  number: string;
  order_number: string;
  created_at: number;
}

export async function documentCounts(db: D1Database, w: Window): Promise<{ invoices: number; credit_notes: number }> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM invoices WHERE created_at >= ?1 AND created_at < ?2) AS invoices,
              (SELECT COUNT(*) FROM credit_notes WHERE created_at >= ?1 AND created_at < ?2) AS credit_notes`,
    )
    .bind(w.from, w.until)
    .first<{ invoices: number; credit_notes: number }>();
  return row!;
}

/** The period's documents: the invoices first, then the credit notes, each in number order. */
export async function periodDocuments(db: D1Database, w: Window): Promise<PeriodDocument[]> {
  const { results } = await db
    .prepare(
      `SELECT 'invoice' AS kind, i.number AS number, o.number AS order_number, i.created_at AS created_at FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE i.created_at >= ?1 AND i.created_at < ?2
       UNION ALL
       SELECT 'credit_note' AS kind, c.number AS number, o.number AS order_number, c.created_at AS created_at FROM credit_notes c JOIN orders o ON o.id = c.order_id
        WHERE c.created_at >= ?1 AND c.created_at < ?2
       ORDER BY kind DESC, number`,
    )
    .bind(w.from, w.until)
    .all<PeriodDocument>();
  return results;
}
