import { describe, expect, it } from "vitest";
import type { Order } from "../../../../app/lib/api/types/order";
import { mollieProvider } from "../../../../worker/edge/payments/mollie";
import { e164, mollieAddress, mollieLines, mollieOrderFields } from "../../../../worker/edge/payments/mollie-request";
import { PaymentProviderError } from "../../../../worker/edge/payments";
import { fetchRecorder } from "../../../helpers/fetch-recorder";
import { molliePayment } from "../../../helpers/provider-answers";

const cents = (a: { value: string }) => Math.round(Number(a.value) * 100);
const sum = (lines: { totalAmount: { value: string } }[]) => lines.reduce((s, l) => s + cents(l.totalAmount), 0);

const ADDRESS = { first_name: "Sanne", last_name: "de Vries", name: "Sanne de Vries", company: "", zipcode: "3511 AB", house_number: "10", extension: "bis", street: "Oudegracht", city: "Utrecht", country_code: "NL" as const };

/** A frozen order as GET /v1/order answers it: two products, a discount, delivery and PayPal's fee. */
function order(overrides: Partial<Order["totals"]> = {}, lines?: Order["lines"]): Order {
  const productLines = lines ?? [
    { product_id: 1, variant_id: 11, sku: "M-90200", title: "Matras Droomzacht", options: [], quantity: 1, unit_price: 49999, row_total: 49999, vat_rate: 21 },
    { product_id: 2, variant_id: 21, sku: "KS-6070", title: "Kussensloop", options: [], quantity: 3, unit_price: 1299, row_total: 3897, vat_rate: 21 },
  ];
  const sub = productLines.reduce((s, l) => s + l.row_total, 0);
  const totals = { sub_total: sub, discount_total: 2500, shipping_costs: 1695, payment_costs: 99, reverse_charge: false, vat_total: 0, grand_total: 0, ...overrides };
  totals.grand_total = overrides.grand_total ?? totals.sub_total - totals.discount_total + totals.shipping_costs + totals.payment_costs;
  return {
    number: "KJD1234567",
    status: "failed",
    created_at: "2026-11-23T10:00:00Z",
    paid_at: null,
    email: "sanne@droomnest.test",
    customer: { type: "private", first_name: "Sanne", last_name: "de Vries", company: "", vat_number: "", coc_number: "", phone_number: "0612345678" },
    billing_address: { ...ADDRESS, sameDeliveryAddress: true },
    shipping_address: ADDRESS,
    shipping_method: { code: "standard", title: "Standaard bezorging" },
    payment_method: { code: "paypal", title: "PayPal" },
    lines: productLines,
    discounts: [{ label: "WELKOM25", amount: 2500 } as Order["discounts"][number]],
    totals,
    invoice: null,
    address_unverified: false,
  };
}

describe("Mollie order lines (Payments API `lines`)", () => {
  it("products, discount, delivery and payment costs add up to the payment amount, each with its VAT", () => {
    const o = order();
    const lines = mollieLines(o);
    expect(lines.map((l) => l.type)).toEqual(["physical", "physical", "discount", "shipping_fee", "surcharge"]);
    expect(sum(lines)).toBe(o.totals.grand_total);
    expect(lines[0]).toEqual({
      type: "physical",
      description: "Matras Droomzacht",
      quantity: 1,
      unitPrice: { currency: "EUR", value: "499.99" },
      totalAmount: { currency: "EUR", value: "499.99" },
      vatRate: "21.00",
      vatAmount: { currency: "EUR", value: "86.78" },
      sku: "M-90200",
    });
    expect(lines[1]).toMatchObject({ quantity: 3, unitPrice: { value: "12.99" }, totalAmount: { value: "38.97" } });
    expect(lines[2]).toMatchObject({ description: "Korting (WELKOM25)", totalAmount: { value: "-25.00" }, vatAmount: { value: "-4.34" } });
    expect(lines[3]).toMatchObject({ description: "Verzendkosten (Standaard bezorging)", totalAmount: { value: "16.95" } });
    expect(lines[4]).toMatchObject({ description: "Betaalkosten (PayPal)", totalAmount: { value: "0.99" } });
    for (const l of lines) {
      const total = cents(l.totalAmount);
      expect(cents(l.unitPrice) * l.quantity - (l.discountAmount ? cents(l.discountAmount) : 0)).toBe(total);
      expect(cents(l.vatAmount)).toBe(total - Math.round((total * 100) / 121));
    }
  });

  it("no discount and free delivery: no zero lines", () => {
    const o = order({ discount_total: 0, shipping_costs: 0, payment_costs: 0 });
    expect(mollieLines(o).map((l) => l.type)).toEqual(["physical", "physical"]);
    expect(sum(mollieLines(o))).toBe(o.totals.grand_total);
  });

  it("the old mattresses taken back are a line of their own; the lines still add up (docs/decisions/029)", () => {
    const base = order();
    const o: Order = {
      ...base,
      totals: { ...base.totals, grand_total: base.totals.grand_total + 5000 },
      delivery: { day: "2026-12-01", day_label: "dinsdag 1 december 2026", take_back_count: 2, take_back_costs: 5000 },
    };
    const lines = mollieLines(o);
    expect(lines.at(-1)).toMatchObject({ type: "surcharge", description: "Oude matras retour (2 × matras)", totalAmount: { value: "50.00" }, vatRate: "21.00" });
    expect(sum(lines)).toBe(o.totals.grand_total);
  });

  it("a row below unit price x quantity (a campaign) carries discountAmount", () => {
    const lines = [{ product_id: 3, variant_id: 31, sku: "D-1", title: "Dekbed", options: [], quantity: 2, unit_price: 10000, row_total: 18000, vat_rate: 21 }];
    const o = order({ discount_total: 0, payment_costs: 0 }, lines);
    const [line] = mollieLines(o);
    expect(line).toMatchObject({ quantity: 2, unitPrice: { value: "100.00" }, discountAmount: { value: "20.00" }, totalAmount: { value: "180.00" } });
    expect(sum(mollieLines(o))).toBe(o.totals.grand_total);
  });

  it("reverse charge: every line at 0 % and excl. VAT, products fitted to the order's sub_total, the sum is the amount", () => {
    const incl = order();
    const excl = (c: number) => Math.round((c * 100) / 121);
    // The checkout made these totals excl. VAT (app/kernel/totals.ts).
    const o = order({ sub_total: excl(49999) + excl(3897) + 1, discount_total: excl(2500), shipping_costs: excl(1695), payment_costs: excl(99), reverse_charge: true }, incl.lines);
    const lines = mollieLines(o);
    expect(sum(lines)).toBe(o.totals.grand_total);
    for (const l of lines) {
      expect(l.vatRate).toBe("0.00");
      expect(l.vatAmount.value).toBe("0.00");
      expect(cents(l.unitPrice) * l.quantity - (l.discountAmount ? cents(l.discountAmount) : 0)).toBe(cents(l.totalAmount));
    }
  });

  it("addresses: given and family name, street with number and extension, E.164 phone; the company of a business", () => {
    expect(mollieAddress(ADDRESS, "sanne@droomnest.test", "0612345678")).toEqual({
      givenName: "Sanne",
      familyName: "de Vries",
      email: "sanne@droomnest.test",
      phone: "+31612345678",
      streetAndNumber: "Oudegracht 10 bis",
      postalCode: "3511 AB",
      city: "Utrecht",
      country: "NL",
    });
    const be = mollieAddress({ ...ADDRESS, company: "Slaapwel BV", zipcode: "1000", street: "Grote Markt", house_number: "1", extension: "", city: "Brussel", country_code: "BE" }, "a@b.be", "0470123456");
    expect(be).toMatchObject({ organizationName: "Slaapwel BV", phone: "+32470123456", streetAndNumber: "Grote Markt 1", country: "BE" });
    expect(e164("0031612345678")).toBe("+31612345678");
    expect(mollieAddress(ADDRESS, "a@b.nl", "")).not.toHaveProperty("phone");
  });

  it("the pay-later fields: the phone given for the payment wins, the date of birth goes as consumerDateOfBirth", () => {
    const fields = mollieOrderFields(order(), { dob: "1985-04-21", gender: "vrouw", phone: "0687654321", installment: null });
    expect(fields.consumerDateOfBirth).toBe("1985-04-21");
    expect(fields.billingAddress.phone).toBe("+31687654321");
    expect(fields.shippingAddress.phone).toBe("+31687654321");
    expect(mollieOrderFields(order(), undefined)).not.toHaveProperty("consumerDateOfBirth");
  });
});

describe("Mollie adapter: the payment request of a pay-later method", () => {
  const base = {
    orderNumber: "KJD1234567",
    description: "Droomnest bestelling KJD1234567",
    issuer: "",
    redirectUrl: "https://www.droomnest.nl/checkout/status/KJD1234567/",
    webhookUrl: "https://www.droomnest.nl/webhooks/payments",
    locale: "nl_NL" as const,
  };
  const created = () => Response.json(molliePayment({ id: "tr_in3abc", method: "in3", amount: { value: "1.00", currency: "EUR" } }), { status: 201 });

  it.each([
    ["afterpay", "riverty"],
    ["in3", "in3"],
    ["alma", "alma"],
  ] as const)("%s sends method %s with lines adding up to amount, both addresses and the date of birth", async (method, mollieId) => {
    const o = order();
    const { sent, fetchFn } = fetchRecorder(created);
    await mollieProvider({ apiKey: "test_key", timeoutMs: 1000, fetch: fetchFn }).createPayment({
      ...base,
      amount: o.totals.grand_total,
      method,
      order: o,
      consumer: { dob: method === "alma" ? "" : "1985-04-21", gender: method === "afterpay" ? "vrouw" : "", phone: "0612345678", installment: method === "afterpay" ? null : 3 },
    });
    const body = (await sent[0]!.json()) as { method: string; amount: { value: string }; lines: { totalAmount: { value: string } }[]; billingAddress: object; shippingAddress: object; consumerDateOfBirth?: string };
    expect(body.method).toBe(mollieId);
    expect(cents(body.amount)).toBe(o.totals.grand_total);
    expect(sum(body.lines)).toBe(cents(body.amount));
    expect(body.billingAddress).toMatchObject({ givenName: "Sanne", familyName: "de Vries", email: "sanne@droomnest.test", phone: "+31612345678", streetAndNumber: "Oudegracht 10 bis", postalCode: "3511 AB", city: "Utrecht", country: "NL" });
    expect(body.shippingAddress).toMatchObject({ givenName: "Sanne", country: "NL" });
    if (method === "alma") expect(body).not.toHaveProperty("consumerDateOfBirth");
    else expect(body.consumerDateOfBirth).toBe("1985-04-21");
  });

  it("failures: a 422 of Mollie (e.g. lines refused), an answer without checkout link and a hang are PaymentProviderErrors", async () => {
    const o = order();
    const input = { ...base, amount: o.totals.grand_total, method: "in3" as const, order: o };
    const refused = fetchRecorder(() => Response.json({ status: 422, title: "Unprocessable Entity", detail: "The amount of the lines does not match" }, { status: 422 }));
    await expect(mollieProvider({ apiKey: "k", timeoutMs: 1000, fetch: refused.fetchFn }).createPayment(input)).rejects.toBeInstanceOf(PaymentProviderError);
    const noLink = fetchRecorder(() => Response.json({ ...molliePayment({ id: "tr_x", method: "in3" }), _links: { self: { href: "https://api.mollie.com/v2/payments/tr_x", type: "application/hal+json" } } }, { status: 201 }));
    await expect(mollieProvider({ apiKey: "k", timeoutMs: 1000, fetch: noLink.fetchFn }).createPayment(input)).rejects.toBeInstanceOf(PaymentProviderError);
    const hanging = mollieProvider({ apiKey: "k", timeoutMs: 50, fetch: (() => new Promise<Response>(() => undefined)) as unknown as typeof fetch });
    await expect(hanging.createPayment(input)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
