import type { Order } from "../../app/lib/api/types/order";

const address = {
  first_name: "Sanne",
  last_name: "de Vries",
  name: "Sanne de Vries",
  company: "",
  zipcode: "3511 AB",
  house_number: "2",
  extension: "",
  street: "Oudegracht",
  city: "Utrecht",
  country_code: "NL" as const,
};

/** A frozen order as the API answers it (domain and PDF tests; API tests make real ones). */
export function orderFixture(over: Partial<Order> = {}): Order {
  return {
    number: "KJD1234567",
    status: "paid",
    created_at: "2026-06-01T10:00:00.000Z",
    paid_at: "2026-06-01T10:01:00.000Z",
    email: "sanne@droomnest.test",
    customer: { type: "private", first_name: "Sanne", last_name: "de Vries", company: "", vat_number: "", coc_number: "", phone_number: "0612345678" },
    billing_address: { ...address, sameDeliveryAddress: true },
    shipping_address: address,
    shipping_method: { code: "standard", title: "Standaard bezorging" },
    payment_method: { code: "ideal", title: "iDEAL" },
    lines: [
      { product_id: 1, variant_id: 11, sku: "M-90200", title: "Pocketvering matras Deluxe", options: [{ title: "Maat", value: "90 x 200 cm" }], quantity: 2, unit_price: 39_900, row_total: 79_800, vat_rate: 21 },
      { product_id: 2, variant_id: 21, sku: "K-60", title: "Hoofdkussen Comfort", options: [], quantity: 1, unit_price: 2_995, row_total: 2_995, vat_rate: 21 },
    ],
    discounts: [],
    totals: { sub_total: 82_795, discount_total: 0, shipping_costs: 0, payment_costs: 0, grand_total: 82_795, vat_total: 14_369, reverse_charge: false },
    invoice: "2026-000001",
    address_unverified: false,
    ...over,
  };
}
