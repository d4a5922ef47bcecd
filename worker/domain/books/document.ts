/**
 * The accountant's view of one invoice or credit note (docs/decisions/044): who, where, which VAT scheme, net and
 * VAT per rate and the total, signed (a credit note negative). The amounts are the invoice's own
 * (worker/domain/invoice.ts invoiceDocument; a credit note through worker/domain/credit-note.ts), so the CSV, the
 * VAT overview and the PDF never disagree. Pure: no I/O.
 */
import type { Order } from "../../../app/lib/api/types/order";
import { vatCountryOf, type VatCountry, type VatScheme } from "../../../app/kernel/tax";
import { invoiceDocument } from "../invoice";

export interface RateAmounts {
  rate: number;
  /** Net (excl. VAT), cents, negative on a credit note. */
  base: number;
  vat: number;
}

export interface BookDocument {
  kind: "invoice" | "credit_note";
  /** The document's number: "2026-000001" or "C2026-000001". */
  number: string;
  /** Unix seconds. */
  date: number;
  /** The invoice's number (a credit note's refers to the invoice it corrects). */
  invoiceNumber: string;
  orderNumber: string;
  customer: string;
  /** Delivery country. */
  country: VatCountry;
  vatNumber: string;
  scheme: VatScheme;
  /** Whose VAT it carries (null: reverse charge). */
  vatCountry: VatCountry | null;
  rates: RateAmounts[];
  total: number;
}

/** The customer as the books name them: the company, else first and last name. */
export function customerName(order: Order): string {
  const c = order.customer;
  if (c.type === "company" && c.company.trim() !== "") return c.company.trim();
  return `${c.first_name} ${c.last_name}`.trim();
}

export interface DocumentSource {
  kind: BookDocument["kind"];
  number: string;
  date: number;
  invoiceNumber: string;
  /** The order (for a credit note: the refunded part as an order, creditNoteOrder). */
  order: Order;
  scheme: VatScheme;
  country: VatCountry;
}

export function bookDocument(src: DocumentSource): BookDocument {
  const doc = invoiceDocument(src.order);
  const sign = src.kind === "credit_note" ? -1 : 1;
  const neg = (n: number) => (n === 0 ? 0 : sign * n);
  return {
    kind: src.kind,
    number: src.number,
    date: src.date,
    invoiceNumber: src.invoiceNumber,
    orderNumber: src.order.number,
    customer: customerName(src.order),
    country: src.country,
    vatNumber: src.order.customer.type === "company" ? src.order.customer.vat_number.trim().toUpperCase() : "",
    scheme: src.scheme,
    vatCountry: vatCountryOf(src.scheme, src.country),
    rates: doc.vatGroups.map((g) => ({ rate: g.rate, base: neg(g.base), vat: neg(g.vat) })),
    total: neg(doc.totalIncl),
  };
}
