import { describe, expect, it } from "vitest";
import { invoiceDocument } from "../../../worker/domain/invoice";
import { checkoutTotals } from "../../../app/kernel/totals";
import { orderFixture } from "../../helpers/order-fixture";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("invoice document", () => {
  it("states lines excl. VAT at 21 %, VAT over the rate's total and the order's grand total incl. VAT", () => {
    const doc = invoiceDocument(orderFixture());
    expect(doc.reverseCharge).toBe(false);
    expect(doc.totalIncl).toBe(82_795);
    // 82 795 incl. 21 %: excl. 68 426, VAT 14 369
    expect(doc.vatGroups).toEqual([{ rate: 21, base: 68_426, vat: 14_369 }]);
    expect(doc.totalExcl).toBe(68_426);
    expect(doc.totalVat).toBe(14_369);
    expect(doc.lines.map((l) => l.description)).toEqual(["Pocketvering matras Deluxe", "Hoofdkussen Comfort"]);
    expect(doc.lines[0]).toMatchObject({ quantity: 2, unitPriceExcl: 32_975, vatRate: 21 });
    expect(doc.lines[0]!.detail).toBe("Maat: 90 x 200 cm · SKU M-90200");
    expect(sum(doc.lines.map((l) => l.amountExcl))).toBe(doc.totalExcl);
  });

  it("lists discount, shipping and payment costs as lines and adds up to the grand total", () => {
    const order = orderFixture({
      discounts: [{ kind: "code", key: "WELKOM5", label: "Kortingscode WELKOM5", amount: 500 }],
      payment_method: { code: "paypal", title: "PayPal" },
      totals: { sub_total: 82_795, discount_total: 500, shipping_costs: 1_000, payment_costs: 99, grand_total: 83_394, vat_total: 14_473, reverse_charge: false },
    });
    const doc = invoiceDocument(order);
    expect(doc.lines.map((l) => l.description)).toEqual([
      "Pocketvering matras Deluxe",
      "Hoofdkussen Comfort",
      "Korting (Kortingscode WELKOM5)",
      "Verzendkosten (Standaard bezorging)",
      "Betaalkosten (PayPal)",
    ]);
    expect(doc.lines[2]!.amountExcl).toBeLessThan(0);
    expect(doc.lines[4]).toMatchObject({ amountExcl: 82, vatRate: 21 });
    expect(doc.totalIncl).toBe(83_394);
    expect(doc.totalVat).toBe(order.totals.vat_total);
    expect(sum(doc.lines.map((l) => l.amountExcl))).toBe(doc.totalExcl);
  });

  it("keeps a VAT group per rate", () => {
    const base = orderFixture();
    const order = orderFixture({
      lines: [base.lines[0]!, { ...base.lines[1]!, vat_rate: 9, unit_price: 1_090, row_total: 1_090 }],
      totals: { ...base.totals, sub_total: 80_890, grand_total: 80_890 },
    });
    const doc = invoiceDocument(order);
    expect(doc.vatGroups).toEqual([
      { rate: 21, base: 65_950, vat: 13_850 },
      { rate: 9, base: 1_000, vat: 90 },
    ]);
    expect(doc.totalIncl).toBe(80_890);
    expect(doc.lines.map((l) => l.vatRate)).toEqual([21, 9]);
  });

  it("reverse charge: 0 %, no VAT, the customer's VAT number, adds up to what was charged excl. VAT", () => {
    const base = orderFixture();
    const cartTotals = { sub_total: 82_795, discount_total: 0, shipping_costs: 0 };
    const totals = checkoutTotals({ totals: cartTotals } as never, { shippingMethod: null, insurance: true, method: "bancontact", reverseCharge: true });
    const order = orderFixture({
      customer: { ...base.customer, type: "company", company: "Slaap BV", vat_number: "BE0123456749" },
      totals: { sub_total: totals.sub_total, discount_total: 0, shipping_costs: totals.shipping_costs + totals.insurance_costs, payment_costs: 0, grand_total: totals.grand_total, vat_total: 0, reverse_charge: true },
    });
    const doc = invoiceDocument(order);
    expect(doc.reverseCharge).toBe(true);
    expect(doc.customerVatNumber).toBe("BE0123456749");
    expect(doc.vatGroups).toEqual([{ rate: 0, base: totals.grand_total, vat: 0 }]);
    expect(doc.lines.every((l) => l.vatRate === 0)).toBe(true);
    expect(doc.totalVat).toBe(0);
    expect(doc.totalIncl).toBe(totals.grand_total);
    expect(doc.totalExcl).toBe(totals.grand_total);
  });

  it("a private customer's invoice names no VAT number", () => {
    expect(invoiceDocument(orderFixture()).customerVatNumber).toBe("");
  });
});

describe("invoiceDocument: whose VAT (docs/decisions/044)", () => {
  it.each([
    ["domestic", "NL", "NL"],
    ["domestic", "BE", "NL"],
    ["oss", "BE", "BE"],
  ] as const)("a %s order delivered in %s charges %s VAT, with the same amounts", (scheme, country, vatCountry) => {
    const base = orderFixture();
    const order = orderFixture({ totals: { ...base.totals, vat_scheme: scheme }, shipping_address: { ...base.shipping_address, country_code: country } });
    const doc = invoiceDocument(order);
    expect(doc.vatCountry).toBe(vatCountry);
    expect(doc.vatGroups).toEqual(invoiceDocument(base).vatGroups);
  });

  it("an order read before the VAT scheme existed: Dutch VAT, or none under reverse charge", () => {
    expect(invoiceDocument(orderFixture()).vatCountry).toBe("NL");
    const base = orderFixture();
    expect(invoiceDocument(orderFixture({ totals: { ...base.totals, reverse_charge: true } })).vatCountry).toBeNull();
  });
});
