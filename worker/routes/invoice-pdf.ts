/**
 * The invoice as a PDF (ADR 018), drawn with pdf-lib in the Worker: a Dutch invoice with the seller's
 * name, address, KvK and BTW numbers, the customer, invoice number and date, order number, lines excl. VAT
 * with their rate, VAT per rate, totals, payment, and for an intra-community supply the "btw verlegd" note.
 * The figures come from worker/domain/invoice.ts; this file only lays them out (A4). Names and addresses are
 * printed as the customer wrote them (Ł, Ş, ő, ç, Greek, Cyrillic): the text is set in DejaVu Sans, embedded
 * (subset to the glyphs used) through fontkit, not in a standard font limited to WinAnsi. The font data is
 * imported on demand by invoicePdf, itself imported on demand by the invoice route.
 * A credit note (creditnota, docs/decisions/037) is the same document with `credit`: its own number and date,
 * the invoice it refers to, the refunded part of the order (worker/domain/credit-note.ts) as negative amounts.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { Address } from "../../app/lib/api/types/account";
import type { Order } from "../../app/lib/api/types/order";
import { SELLER } from "../../app/lib/checkout/constants";
import { formatDutchDate, formatEuro } from "../../app/lib/format";
import { invoiceDocument, OSS_NOTE, REVERSE_CHARGE_NOTE } from "../domain/invoice";

export interface InvoicePdfInput {
  order: Order;
  invoiceNumber: string;
  /** Unix seconds. */
  invoiceDate: number;
  /** A credit note referring to the invoice above; `order` is then the refunded part (creditNoteOrder). */
  credit?: { number: string; date: number; reason: string | null };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);
const COUNTRY: Record<string, string> = { NL: "Nederland", BE: "België" };
// Columns of the line table: right edges of the figures.
const COL = { qty: 340, unit: 420, vat: 465, amount: A4[0] - MARGIN };

/** Text the embedded fonts can draw: line breaks as spaces; a character they lack without its accents, else "?". */
export function pdfSafe(text: string, covered: ReadonlySet<number>): string {
  let out = "";
  for (const ch of text.replace(/[\t\r\n]+/gu, " ")) {
    if (covered.has(ch.codePointAt(0)!)) out += ch;
    else {
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/gu, "");
      out += plain !== "" && [...plain].every((c) => covered.has(c.codePointAt(0)!)) ? plain : "?";
    }
  }
  return out;
}

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** The invoice fonts, decoded once per isolate on the first invoice. */
function invoiceFonts(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  const decode = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  fontBytes ??= import("./invoice-fonts/dejavu-sans").then((m) => ({ regular: decode(m.DEJAVU_SANS_BASE64), bold: decode(m.DEJAVU_SANS_BOLD_BASE64) }));
  return fontBytes;
}

class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  /** The characters both fonts have a glyph for. */
  private readonly covered: ReadonlySet<number>;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    const inBold = new Set(bold.getCharacterSet());
    this.covered = new Set(font.getCharacterSet().filter((c) => inBold.has(c)));
  }
  /** Room for `height` points, else a new page. */
  need(height: number): void {
    if (this.y - height < MARGIN + 30) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(s: string, x: number, opts: { size?: number; bold?: boolean; grey?: boolean; right?: boolean } = {}): void {
    const size = opts.size ?? 9;
    const font = opts.bold ? this.bold : this.font;
    const safe = pdfSafe(s, this.covered);
    const left = opts.right ? x - font.widthOfTextAtSize(safe, size) : x;
    this.page.drawText(safe, { x: left, y: this.y, size, font, color: opts.grey ? GREY : rgb(0, 0, 0) });
  }
  /** Wraps words to `width`; returns the lines. */
  wrap(s: string, width: number, size = 9): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of pdfSafe(s, this.covered).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }
  down(points: number): void {
    this.y -= points;
  }
  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: GREY });
  }
}

function addressLines(a: Address, company: string): string[] {
  const name = a.name || `${a.first_name} ${a.last_name}`.trim();
  return [
    company || a.company,
    name,
    `${a.street} ${a.house_number}${a.extension ? ` ${a.extension}` : ""}`.trim(),
    `${a.zipcode} ${a.city}`.trim(),
    COUNTRY[a.country_code] ?? a.country_code,
  ].filter((l) => l.trim() !== "");
}

function header(w: Writer, input: InvoicePdfInput, customerVat: string): void {
  const { order, credit } = input;
  w.text(credit ? "Creditnota" : "Factuur", MARGIN, { size: 22, bold: true });
  const sellerX = A4[0] - MARGIN;
  const seller = [SELLER.name, SELLER.street, SELLER.zipcodeCity, SELLER.country, SELLER.email, `KvK-nummer: ${SELLER.cocNumber}`, `Btw-nummer: ${SELLER.vatNumber}`];
  const top = w.y;
  seller.forEach((l, i) => {
    w.text(l, sellerX, { right: true, bold: i === 0 });
    w.down(12);
  });
  w.y = top - 40;
  w.text("Factuuradres", MARGIN, { bold: true });
  w.down(13);
  const customer = order.customer;
  for (const l of addressLines(order.billing_address, customer.type === "company" ? customer.company : "")) {
    w.text(l, MARGIN);
    w.down(12);
  }
  if (customer.type === "company" && customer.coc_number) {
    w.text(`KvK-nummer: ${customer.coc_number}`, MARGIN);
    w.down(12);
  }
  if (customerVat) {
    w.text(`Btw-nummer: ${customerVat}`, MARGIN);
    w.down(12);
  }
  w.y = Math.min(w.y, top - seller.length * 12) - 16;
  const meta: [string, string][] = [
    ...(credit
      ? ([
          ["Creditnotanummer", credit.number],
          ["Creditnotadatum", formatDutchDate(new Date(credit.date * 1000))],
          ["Bij factuur", input.invoiceNumber],
        ] as [string, string][])
      : []),
    [credit ? "Factuurdatum" : "Factuurnummer", credit ? formatDutchDate(new Date(input.invoiceDate * 1000)) : input.invoiceNumber],
    ...(credit ? [] : ([["Factuurdatum", formatDutchDate(new Date(input.invoiceDate * 1000))]] as [string, string][])),
    ["Bestelnummer", order.number],
    ["Besteldatum", formatDutchDate(order.created_at)],
  ];
  for (const [label, value] of meta) {
    w.text(label, MARGIN, { bold: true });
    w.text(value, MARGIN + 95);
    w.down(12);
  }
  w.down(14);
}

function table(w: Writer, order: Order, sign: 1 | -1): void {
  const doc = invoiceDocument(order);
  const euro = (cents: number) => formatEuro(sign * cents);
  const head = () => {
    w.text("Omschrijving", MARGIN, { bold: true });
    w.text("Aantal", COL.qty, { bold: true, right: true });
    w.text("Prijs excl. btw", COL.unit, { bold: true, right: true });
    w.text("Btw", COL.vat, { bold: true, right: true });
    w.text("Bedrag excl. btw", COL.amount, { bold: true, right: true });
    w.down(5);
    w.rule();
    w.down(13);
  };
  head();
  for (const line of doc.lines) {
    const title = w.wrap(line.description, COL.qty - MARGIN - 40);
    const detail = line.detail ? w.wrap(line.detail, COL.qty - MARGIN - 40, 8) : [];
    const height = (title.length + detail.length) * 11 + 6;
    const before = w.page;
    w.need(height);
    if (w.page !== before) head();
    w.text(title[0] ?? "", MARGIN);
    w.text(String(line.quantity), COL.qty, { right: true });
    w.text(euro(line.unitPriceExcl), COL.unit, { right: true });
    w.text(`${line.vatRate}%`, COL.vat, { right: true });
    w.text(euro(line.amountExcl), COL.amount, { right: true });
    for (const more of title.slice(1)) {
      w.down(11);
      w.text(more, MARGIN);
    }
    for (const d of detail) {
      w.down(11);
      w.text(d, MARGIN, { size: 8, grey: true });
    }
    w.down(17);
  }
  w.need(40 + doc.vatGroups.length * 13);
  w.rule();
  w.down(14);
  const total = (label: string, value: string, bold = false) => {
    w.text(label, COL.unit + 45, { right: true, bold });
    w.text(value, COL.amount, { right: true, bold });
    w.down(13);
  };
  total("Totaal excl. btw", euro(doc.totalExcl));
  for (const g of doc.vatGroups) {
    const label = doc.reverseCharge ? `Btw 0% (${REVERSE_CHARGE_NOTE})` : `${doc.vatCountry === "BE" ? "Belgische btw" : "Btw"} ${g.rate}% over ${euro(g.base)}`;
    total(label, euro(g.vat));
  }
  total(doc.reverseCharge ? "Totaal" : "Totaal incl. btw", euro(doc.totalIncl), true);
  w.down(12);
  if (doc.vatCountry === "BE") {
    // A distance sale above the One-Stop-Shop threshold (docs/decisions/044): Belgian VAT, declared through the OSS.
    w.need(20);
    w.text(OSS_NOTE, MARGIN, { bold: true });
    w.down(18);
  }
  if (doc.reverseCharge) {
    w.need(40);
    const note = `Btw verlegd: intracommunautaire levering (art. 138 Btw-richtlijn 2006/112/EG). De btw wordt verlegd naar de afnemer met btw-nummer ${doc.customerVatNumber}.`;
    for (const l of w.wrap(note, A4[0] - 2 * MARGIN)) {
      w.text(l, MARGIN, { bold: true });
      w.down(12);
    }
    w.down(6);
  }
}

function payment(w: Writer, order: Order, credit: InvoicePdfInput["credit"]): void {
  w.need(40);
  if (credit) {
    w.text(`Terugbetaald via ${order.payment_method.title}, de betaalmethode van de bestelling.`, MARGIN, { bold: true });
    w.down(14);
    if (credit.reason) {
      for (const l of w.wrap(`Reden: ${credit.reason}`, A4[0] - 2 * MARGIN)) {
        w.text(l, MARGIN, { grey: true });
        w.down(12);
      }
    }
    return;
  }
  const paid = order.status === "paid";
  const when = order.paid_at ? ` op ${formatDutchDate(order.paid_at)}` : "";
  w.text(paid ? `Betaald${when} met ${order.payment_method.title}.` : `Betaalmethode: ${order.payment_method.title}.`, MARGIN, { bold: paid });
  w.down(14);
  w.text(`Verzending: ${order.shipping_method.title}. Bedankt voor je bestelling bij ${SELLER.name}!`, MARGIN, { grey: true });
}

/** The invoice PDF of a paid order. */
export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const credit = input.credit;
  const at = new Date((credit?.date ?? input.invoiceDate) * 1000);
  doc.setTitle(credit ? `Creditnota ${credit.number}` : `Factuur ${input.invoiceNumber}`);
  doc.setAuthor(SELLER.name);
  doc.setSubject(credit ? `Creditnota bij factuur ${input.invoiceNumber}, bestelling ${input.order.number}` : `Factuur bij bestelling ${input.order.number}`);
  doc.setLanguage("nl-NL");
  doc.setCreator(SELLER.name);
  doc.setProducer(SELLER.name);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  doc.registerFontkit(fontkit);
  const fonts = await invoiceFonts();
  const w = new Writer(doc, await doc.embedFont(fonts.regular, { subset: true }), await doc.embedFont(fonts.bold, { subset: true }));
  const customerVat = input.order.customer.type === "company" ? input.order.customer.vat_number : "";
  header(w, input, customerVat);
  table(w, input.order, credit ? -1 : 1);
  payment(w, input.order, credit);
  return doc.save({ useObjectStreams: false });
}
