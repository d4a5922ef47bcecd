import { describe, expect, it } from "vitest";
import { orderConfirmationMail } from "../../../../worker/edge/mail-templates/order-confirmation";
import type { OrderLineRow, OrderRow } from "../../../../worker/store/orders";

const address = { first_name: "Sanne", last_name: "de Vries", name: "Sanne de Vries", company: "", zipcode: "3511 AB", house_number: "4", extension: "A", street: "Oudegracht", city: "Utrecht", country_code: "NL" };
const delivery = { ...address, street: "Lange Nieuwstraat", house_number: "10", extension: "" };

function order(over: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 1, number: "KJD7654321", cart_id: "c", customer_id: null, idempotency_key: "k", access_hash: "h", status: "paid",
    email: "sanne@droomnest.test", customer: JSON.stringify({ type: "private", first_name: "Sanne" }),
    billing_address: JSON.stringify({ ...address, sameDeliveryAddress: false }), shipping_address: JSON.stringify(delivery),
    country_code: "NL", shipping_method: "standard", payment_method: "paypal", sub_total: 10_000, discount_total: 500, discounts: "[]",
    discount_code: "WELKOM5", shipping_costs: 495, payment_costs: 99, grand_total: 10_094, vat_total: 1_752, reverse_charge: 0,
    created_at: 0, paid_at: 0, updated_at: 0, ...over,
  };
}

const lines: OrderLineRow[] = [
  { position: 1, product_id: 1, variant_id: 2, sku: "S", title: "Hoofdkussen Comfort", options: JSON.stringify([{ title: "Maat", value: "60x70" }]), quantity: 2, unit_price: 5_000, row_total: 10_000, vat_rate: 21 },
];

describe("order confirmation mail", () => {
  it("names the order, lines, costs, both addresses, the payment method and the 14-day withdrawal right with the terms link", () => {
    const mail = orderConfirmationMail({ order: order(), lines, termsUrl: "https://www.droomnest.nl/service/algemene-voorwaarden/" });
    expect(mail).toMatchObject({ to: "sanne@droomnest.test", subject: "Bevestiging van je bestelling KJD7654321", kind: "order_confirmation", related_id: "KJD7654321" });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("KJD7654321");
      expect(part).toContain("Hoofdkussen Comfort");
      expect(part).toContain("60x70");
      expect(part).toContain("PayPal");
      expect(part).toContain("Standaard bezorging");
      expect(part).toContain("Oudegracht 4 A");
      expect(part).toContain("Lange Nieuwstraat 10");
      expect(part).toContain("14 dagen");
      expect(part).toContain("https://www.droomnest.nl/service/algemene-voorwaarden/");
    }
    expect(mail.text).toMatch(/Betaalkosten: € 0,99/u);
    expect(mail.text).toMatch(/Korting: - € 5,00/u);
    expect(mail.text).toMatch(/Totaal: € 100,94/u);
    expect(mail.text).toMatch(/Waarvan btw: € 17,52/u);
  });

  it("links the return page: the guest's for a guest order, the account's for a customer's (docs/decisions/038)", () => {
    const termsUrl = "https://www.droomnest.nl/service/algemene-voorwaarden/";
    expect(orderConfirmationMail({ order: order(), lines, termsUrl }).text).toContain("https://www.droomnest.nl/retour/KJD7654321/");
    expect(orderConfirmationMail({ order: order({ customer_id: 7 }), lines, termsUrl }).text).toContain("https://www.droomnest.nl/account/orders/KJD7654321/retour/");
  });

  it("a reverse-charge order says 0 % btw verlegd instead of the VAT amount", () => {
    const mail = orderConfirmationMail({ order: order({ reverse_charge: 1, vat_total: 0 }), lines, termsUrl: "https://x/service/algemene-voorwaarden/" });
    expect(mail.text).toContain("btw verlegd");
    expect(mail.text).not.toContain("Waarvan btw");
  });
});
