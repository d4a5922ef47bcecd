/**
 * The One-Stop-Shop threshold's figures from D1 (docs/decisions/044; the rule is app/kernel/tax.ts): the
 * cross-border distance sales to consumers, excl. VAT, of a calendar year (Europe/Amsterdam), by invoice date,
 * less their credit notes. The shop delivers abroad only to BE, so these are the paid BE orders that were not
 * reverse charged (Dutch VAT under the threshold, Belgian VAT above it: both count towards it).
 */
import { vatIncluded } from "../../../app/kernel/money";
import { SELLER_VAT_COUNTRY, type DistanceSales, type VatVerdict, type Buyer, type VatCountry, vatVerdict } from "../../../app/kernel/tax";
import { amsterdamDayStart } from "../../domain/backoffice/audit-query";
import { invoiceYear } from "../invoices";

const DISTANCE_SALE = "o.country_code <> ?3 AND o.reverse_charge = 0 AND o.vat_scheme <> 'reverse_charge'";

/** Distance sales excl. VAT invoiced in [fromS, untilS), less the credit notes made in that window. */
export async function distanceSalesBetween(db: D1Database, fromS: number, untilS: number): Promise<number> {
  const [invoiced, credited] = await db.batch<{ net: number | null; amount: number; vat_rate: number }>([
    db
      .prepare(`SELECT SUM(o.grand_total - o.vat_total) AS net FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.created_at >= ?1 AND i.created_at < ?2 AND ${DISTANCE_SALE}`)
      .bind(fromS, untilS, SELLER_VAT_COUNTRY),
    db
      .prepare(`SELECT r.amount FROM credit_notes c JOIN refunds r ON r.id = c.refund_id JOIN orders o ON o.id = c.order_id WHERE c.created_at >= ?1 AND c.created_at < ?2 AND ${DISTANCE_SALE}`)
      .bind(fromS, untilS, SELLER_VAT_COUNTRY),
  ]);
  // A credit note of a distance sale includes VAT at the standard rate (worker/domain/credit-note.ts).
  const creditedExcl = credited!.results.reduce((s, r) => s + r.amount - vatIncluded(r.amount), 0);
  return (invoiced!.results[0]?.net ?? 0) - creditedExcl;
}

const yearStart = (year: number) => amsterdamDayStart(`${year}-01-01`);

/** The previous and the current calendar year's distance sales up to `nowS`. */
export async function distanceSales(db: D1Database, nowS: number): Promise<DistanceSales> {
  const year = invoiceYear(nowS);
  const [previousYear, currentYear] = await Promise.all([
    distanceSalesBetween(db, yearStart(year - 1), yearStart(year)),
    distanceSalesBetween(db, yearStart(year), yearStart(year + 1)),
  ]);
  return { previousYear, currentYear };
}

/** The tax module's verdict for an order being made; the figures are only read for a delivery abroad. */
export async function orderVatVerdict(db: D1Database, buyer: Buyer, deliveryCountry: VatCountry, amountExcl: number, nowS: number): Promise<VatVerdict> {
  const sales = deliveryCountry === SELLER_VAT_COUNTRY ? { previousYear: 0, currentYear: 0 } : await distanceSales(db, nowS);
  return vatVerdict({ buyer, deliveryCountry, amountExcl, distanceSales: sales });
}

/** Stores the verdict's scheme on the order made in the same batch (matched by number and key, like its lines). */
export function orderVatSchemeStatement(db: D1Database, number: string, idempotencyKey: string, verdict: VatVerdict): D1PreparedStatement {
  return db.prepare("UPDATE orders SET vat_scheme = ?3 WHERE number = ?1 AND idempotency_key = ?2 AND status = 'pending'").bind(number, idempotencyKey, verdict.scheme);
}
