import { PDFArray, PDFDocument, PDFName, type PDFPage, type PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { invoicePdf, pdfSafe } from "../../../worker/routes/invoice-pdf";
import { orderFixture } from "../../helpers/order-fixture";

const JUNE_2026 = Date.UTC(2026, 5, 1, 10, 5) / 1000;

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The drawn text of a page: pdf-lib writes each string as a hex string shown with Tj. */
async function pageText(page: PDFPage): Promise<string> {
  const contents = page.node.get(PDFName.of("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const decoder = new TextDecoder("windows-1252");
  let text = "";
  for (const ref of refs) {
    const stream = page.doc.context.lookup(ref) as PDFRawStream;
    const filtered = stream.dict.get(PDFName.of("Filter")) !== undefined;
    const raw = decoder.decode(filtered ? await inflate(stream.getContents()) : stream.getContents());
    for (const m of raw.matchAll(/<([0-9A-Fa-f]*)> Tj/gu)) {
      const hex = m[1]!;
      const bytes = new Uint8Array(hex.length / 2).map((_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
      text += `${decoder.decode(bytes)}\n`;
    }
  }
  return text;
}

async function pdfText(bytes: Uint8Array): Promise<{ text: string; doc: PDFDocument }> {
  const doc = await PDFDocument.load(bytes);
  const pages = await Promise.all(doc.getPages().map(pageText));
  return { text: pages.join("\n"), doc };
}

describe("invoice PDF", () => {
  it("is a real PDF with the invoice's Dutch content, seller and customer", async () => {
    const bytes = await invoicePdf({ order: orderFixture(), invoiceNumber: "2026-000007", invoiceDate: JUNE_2026 });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text, doc } = await pdfText(bytes);
    expect(doc.getTitle()).toBe("Factuur 2026-000007");
    expect(doc.getPageCount()).toBe(1);
    for (const expected of [
      "Factuur",
      "Factuurnummer",
      "2026-000007",
      "Factuurdatum",
      "01-06-2026",
      "Bestelnummer",
      "KJD1234567",
      "Droomnest B.V.",
      "Slaapweg 12",
      "3542 AB Utrecht",
      "KvK-nummer: 12345678",
      "Btw-nummer: NL000000000B01",
      "Sanne de Vries",
      "Oudegracht 2",
      "3511 AB Utrecht",
      "Pocketvering matras Deluxe",
      "Maat: 90 x 200 cm · SKU M-90200",
      "Prijs excl. btw",
      "€ 329,75",
      "21%",
      "Totaal excl. btw",
      "€ 684,26",
      "Btw 21% over € 684,26",
      "€ 143,69",
      "Totaal incl. btw",
      "€ 827,95",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Betaald op 01-06-2026 met iDEAL/u);
    expect(text).not.toContain("btw verlegd");
  });

  it("reverse charge: 0 %, the note btw verlegd and the customer's VAT number", async () => {
    const base = orderFixture();
    const order = orderFixture({
      customer: { ...base.customer, type: "company", company: "Slaapwel BVBA", vat_number: "BE0123456749", coc_number: "" },
      billing_address: { ...base.billing_address, country_code: "BE", zipcode: "1000", city: "Brussel", street: "Wetstraat", house_number: "16" },
      payment_method: { code: "bancontact", title: "Bancontact" },
      totals: { sub_total: 68_426, discount_total: 0, shipping_costs: 0, payment_costs: 0, grand_total: 68_426, vat_total: 0, reverse_charge: true },
    });
    const { text } = await pdfText(await invoicePdf({ order, invoiceNumber: "2026-000008", invoiceDate: JUNE_2026 }));
    expect(text).toContain("Slaapwel BVBA");
    expect(text).toContain("Btw-nummer: BE0123456749");
    expect(text).toContain("België");
    expect(text).toContain("Btw 0% (btw verlegd)");
    expect(text).toContain("0%");
    expect(text).toContain("€ 684,26");
    expect(text).not.toContain("21%");
    expect(text.replace(/\n/gu, " ")).toMatch(/btw wordt verlegd naar de afnemer met btw-nummer BE0123456749/u);
    expect(text).toContain("Betaald op 01-06-2026 met Bancontact");
  });

  it("states the old mattresses taken back as a line with 21 % VAT, with the delivery day (docs/decisions/029)", async () => {
    const base = orderFixture();
    const order = orderFixture({
      totals: { ...base.totals, grand_total: base.totals.grand_total + 5000, vat_total: base.totals.vat_total + 868 },
      delivery: { day: "2026-12-01", day_label: "dinsdag 1 december 2026", take_back_count: 2, take_back_costs: 5000 },
    });
    const { text } = await pdfText(await invoicePdf({ order, invoiceNumber: "2026-000011", invoiceDate: JUNE_2026 }));
    const lines = text.split("\n");
    const at = lines.indexOf("Oude matras retour");
    expect(at).toBeGreaterThan(0);
    expect(text).toContain("Bezorgdag dinsdag 1 december 2026");
    // 2 x € 25,00 incl. VAT: € 41,32 excl. VAT, € 20,66 each.
    expect(lines.slice(at, at + 6)).toEqual(expect.arrayContaining(["2", "€ 20,66", "21%", "€ 41,32"]));
    expect(text).toContain("€ 877,95");
  });

  it("continues on a new page with the table head when there are many lines", async () => {
    const base = orderFixture();
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...base.lines[1]!, sku: `K-${i}`, title: `Hoofdkussen ${i}` }));
    const order = orderFixture({ lines, totals: { ...base.totals, sub_total: 60 * 2_995, grand_total: 60 * 2_995 } });
    const { text, doc } = await pdfText(await invoicePdf({ order, invoiceNumber: "2026-000009", invoiceDate: JUNE_2026 }));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(text.match(/Omschrijving/gu)?.length).toBe(doc.getPageCount());
    expect(text).toContain("Hoofdkussen 59");
    expect(text).toContain("€ 1.797,00");
  });

  it("draws names with characters outside the font's encoding instead of failing", async () => {
    // á is in the encoding, ř decomposes to r, Ł and the emoji cannot be drawn.
    expect(pdfSafe("Łukasz Dvořák 😀")).toBe("?ukasz Dvorák ?");
    const base = orderFixture();
    const order = orderFixture({ billing_address: { ...base.billing_address, first_name: "Łukasz", last_name: "Dvořák", name: "" } });
    const { text } = await pdfText(await invoicePdf({ order, invoiceNumber: "2026-000010", invoiceDate: JUNE_2026 }));
    expect(text).toContain("?ukasz Dvorák");
  });
});
