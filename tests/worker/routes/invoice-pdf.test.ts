import { PDFArray, PDFDict, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { invoicePdf, pdfSafe } from "../../../worker/routes/invoice-pdf";
import { orderFixture } from "../../helpers/order-fixture";
import { pdfText } from "../../helpers/pdf-text";

const JUNE_2026 = Date.UTC(2026, 5, 1, 10, 5) / 1000;

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

  it("a distance sale above the OSS threshold states Belgian VAT and the OSS note (docs/decisions/044)", async () => {
    const base = orderFixture();
    const be = { ...base.shipping_address, country_code: "BE" as const, zipcode: "1000", city: "Brussel", street: "Wetstraat", house_number: "16" };
    const order = orderFixture({ shipping_address: be, billing_address: { ...base.billing_address, ...be }, totals: { ...base.totals, vat_scheme: "oss" } });
    const { text } = await pdfText(await invoicePdf({ order, invoiceNumber: "2026-000013", invoiceDate: JUNE_2026 }));
    expect(text).toContain("Belgische btw 21% over");
    expect(text.replace(/\n/gu, " ")).toContain("Afstandsverkoop: Belgische btw, aangegeven via de One-Stop-Shop (OSS).");
    const nl = await pdfText(await invoicePdf({ order: orderFixture(), invoiceNumber: "2026-000014", invoiceDate: JUNE_2026 }));
    expect(nl.text).not.toContain("Belgische btw");
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

  it("prints names as the customer wrote them (Ł, Ş, ő, ç, Greek, Cyrillic) in the embedded font, not transliterated", async () => {
    const base = orderFixture();
    const order = orderFixture({
      billing_address: { ...base.billing_address, first_name: "Łukasz", last_name: "Şahin-Őrsi François", name: "", street: "Νίκης", city: "Москва" },
    });
    const bytes = await invoicePdf({ order, invoiceNumber: "2026-000010", invoiceDate: JUNE_2026 });
    const { text, doc } = await pdfText(bytes);
    expect(text).toContain("Łukasz Şahin-Őrsi François");
    expect(text).toContain("Νίκης 2");
    expect(text).toContain("3511 AB Москва");
    expect(text).not.toContain("?ukasz");
    // The fonts are embedded TrueType (DejaVu Sans), not a standard font.
    const fonts = doc.getPages()[0]!.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const names = fonts.values().map((ref) => {
      const type0 = doc.context.lookup(ref, PDFDict);
      const descendant = type0.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
      expect(descriptor.get(PDFName.of("FontFile2"))).toBeDefined();
      return String(type0.get(PDFName.of("BaseFont")));
    });
    expect([...new Set(names)].sort()).toEqual([expect.stringMatching(/^\/DejaVuSans-\d+$/u), expect.stringMatching(/^\/DejaVuSans-Bold-\d+$/u)]);
  });

  it("a character the font lacks loses only its accent, or becomes '?', instead of failing", async () => {
    const covered = new Set([..."Dvorak ?"].map((c) => c.codePointAt(0)!));
    expect(pdfSafe("Dvořák 😀", covered)).toBe("Dvorak ?");
    const base = orderFixture();
    const order = orderFixture({ billing_address: { ...base.billing_address, first_name: "Aziz", last_name: "😀 ﷺ", name: "" } });
    const { text } = await pdfText(await invoicePdf({ order, invoiceNumber: "2026-000012", invoiceDate: JUNE_2026 }));
    expect(text).toContain("Aziz ? ");
  });
});
