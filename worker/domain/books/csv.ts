/**
 * The accountant's CSV exports (docs/decisions/044): UTF-8 with a byte-order mark, ";" between fields, a decimal
 * comma, dates as dd-mm-jjjj in Dutch time, CRLF line ends: what Dutch accounting packages (and Excel set to
 * Dutch) import without a wizard. One row per document; a credit note's amounts are negative and it names the
 * invoice it corrects. Net and VAT per rate in fixed columns (the kernel's rates, app/kernel/tax.ts), so a
 * period's columns never move. Pure: no I/O.
 */
import { VAT_RATES } from "../../../app/kernel/tax";
import type { BookDocument } from "./document";

export const CSV_BOM = "\uFEFF";
const SEP = ";";
const EOL = "\r\n";

/** The rates with columns of their own, high to low; 0 is the reverse charge's column. */
export const CSV_RATES: readonly number[] = [...new Set([...Object.values(VAT_RATES).flatMap((r) => [r.standard, r.reduced]), 0])].sort((a, b) => b - a);

/** Cents with a decimal comma and no thousands separator: -123456 -> "-1234,56". */
export function decimalComma(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

const DAY = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", day: "2-digit", month: "2-digit", year: "numeric" });

/** Unix seconds as dd-mm-jjjj in Dutch time. */
export function dutchDate(seconds: number): string {
  return DAY.format(new Date(seconds * 1000));
}

/** A field quoted when it holds the separator, a quote or a line break; a leading =, +, - or @ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) && !/^-?\d/u.test(value) ? `'${value}` : value;
  return /[;"\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + [header, ...rows].map((r) => r.map(csvField).join(SEP)).join(EOL) + EOL;
}

const KIND = { invoice: "factuur", credit_note: "creditnota" } as const;
const SCHEME = { domestic: "Nederlandse btw", reverse_charge: "btw verlegd (ICP)", oss: "OSS" } as const;

export const DOCUMENT_HEADER: readonly string[] = [
  "Soort",
  "Nummer",
  "Datum",
  "Factuurnummer",
  "Ordernummer",
  "Klant",
  "Land",
  "Btw-nummer",
  "Btw-regeling",
  "Btw-land",
  ...CSV_RATES.flatMap((r) => (r === 0 ? [`Netto 0% (verlegd)`] : [`Netto ${r}%`, `Btw ${r}%`])),
  "Btw verlegd",
  "Totaal",
];

/** The amounts of a rate in a document (0 when it has none). */
function at(doc: BookDocument, rate: number): { base: number; vat: number } {
  const found = doc.rates.filter((r) => r.rate === rate);
  return { base: found.reduce((s, r) => s + r.base, 0), vat: found.reduce((s, r) => s + r.vat, 0) };
}

export function documentRow(doc: BookDocument): string[] {
  return [
    KIND[doc.kind],
    doc.number,
    dutchDate(doc.date),
    doc.invoiceNumber,
    doc.orderNumber,
    doc.customer,
    doc.country,
    doc.vatNumber,
    SCHEME[doc.scheme],
    doc.vatCountry ?? "",
    ...CSV_RATES.flatMap((r) => (r === 0 ? [decimalComma(at(doc, 0).base)] : [decimalComma(at(doc, r).base), decimalComma(at(doc, r).vat)])),
    doc.scheme === "reverse_charge" ? "ja" : "nee",
    decimalComma(doc.total),
  ];
}

/** Invoices or credit notes of a period as one CSV. */
export function documentsCsv(docs: readonly BookDocument[]): string {
  return csvText(DOCUMENT_HEADER, docs.map(documentRow));
}

export interface OrderExportRow {
  orderNumber: string;
  orderedAt: number;
  paidAt: number;
  invoice: BookDocument;
  /** Refunded so far (cents, positive), and the credit notes' numbers. */
  refunded: number;
  creditNotes: readonly string[];
}

export const ORDER_HEADER: readonly string[] = ["Ordernummer", "Besteldatum", "Betaaldatum", ...DOCUMENT_HEADER.slice(3).filter((h) => h !== "Ordernummer"), "Terugbetaald", "Creditnota's"];

/** The paid orders of a period, each with its invoice's amounts and what was refunded. */
export function ordersCsv(rows: readonly OrderExportRow[]): string {
  return csvText(
    ORDER_HEADER,
    rows.map((o) => {
      const doc = documentRow(o.invoice);
      return [o.orderNumber, dutchDate(o.orderedAt), dutchDate(o.paidAt), doc[3]!, ...doc.slice(5), decimalComma(o.refunded), o.creditNotes.join(", ")];
    }),
  );
}
