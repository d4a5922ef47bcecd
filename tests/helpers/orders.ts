/**
 * Orders in tests. Until the checkout API (payment-url + sandbox webhook, issue 9 part 2) is there, an order
 * is written as the rows that flow freezes (orders, order_lines) and paid with the same batch shape the
 * webhook uses (status update + invoiceStatements). Replace with the API flow once it lands.
 */
import { env } from "cloudflare:workers";
import { invoiceStatements } from "../../worker/store/invoices";

export interface TestOrderOptions {
  customerId: number | null;
  status?: "pending" | "paid" | "failed";
  createdAt?: number;
  reverseCharge?: boolean;
}

const address = (country: "NL" | "BE") => ({
  first_name: "Sanne",
  last_name: "de Vries",
  name: "Sanne de Vries",
  company: "",
  zipcode: country === "NL" ? "3511 AB" : "1000",
  house_number: "2",
  extension: "",
  street: country === "NL" ? "Oudegracht" : "Wetstraat",
  city: country === "NL" ? "Utrecht" : "Brussel",
  country_code: country,
});

/** A frozen order of one mattress line (2 x € 399,00) plus a pillow, optionally paid (with its invoice). */
export async function insertOrder(opts: TestOrderOptions): Promise<{ id: number; number: string }> {
  const number = `KJD${1_000_000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 9_000_000)}`;
  const now = opts.createdAt ?? Math.floor(Date.now() / 1000);
  const country = opts.reverseCharge ? "BE" : "NL";
  const customer = opts.reverseCharge
    ? { type: "company", first_name: "Sanne", last_name: "de Vries", company: "Slaapwel BVBA", vat_number: "BE0123456749", coc_number: "", phone_number: "" }
    : { type: "private", first_name: "Sanne", last_name: "de Vries", company: "", vat_number: "", coc_number: "", phone_number: "0612345678" };
  const totals = opts.reverseCharge ? { sub: 68_426, grand: 68_426, vat: 0 } : { sub: 82_795, grand: 82_795, vat: 14_369 };
  const row = await env.DB.prepare(
    `INSERT INTO orders (number, cart_id, customer_id, idempotency_key, access_hash, status, email, customer, billing_address,
       shipping_address, country_code, shipping_method, payment_method, sub_total, grand_total, vat_total, reverse_charge, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?2, 'test', 'pending', 'sanne@droomnest.test', ?4, ?5, ?6, ?7, 'standard', ?8, ?9, ?10, ?11, ?12, ?13, ?13) RETURNING id`,
  )
    .bind(
      number,
      crypto.randomUUID(),
      opts.customerId,
      JSON.stringify(customer),
      JSON.stringify({ ...address(country), sameDeliveryAddress: true }),
      JSON.stringify(address(country)),
      country,
      opts.reverseCharge ? "bancontact" : "ideal",
      totals.sub,
      totals.grand,
      totals.vat,
      opts.reverseCharge ? 1 : 0,
      now,
    )
    .first<{ id: number }>();
  const id = row!.id;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, title, options, quantity, unit_price, row_total, vat_rate) VALUES
       (?1, 1, 1, 11, 'M-90200', 'Pocketvering matras Deluxe', '[{"title":"Maat","value":"90 x 200 cm"}]', 2, 39900, 79800, 21),
       (?1, 2, 2, 21, 'K-60', 'Hoofdkussen Comfort', '[]', 1, 2995, 2995, 21)`,
    ).bind(id),
  ]);
  const status = opts.status ?? "paid";
  if (status === "paid") {
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET status = 'paid', paid_at = ?2, updated_at = ?2 WHERE id = ?1").bind(id, now + 60),
      ...invoiceStatements(env.DB, id, now + 60),
    ]);
  } else if (status === "failed") {
    await env.DB.prepare("UPDATE orders SET status = 'failed', updated_at = ?2 WHERE id = ?1").bind(id, now + 60).run();
  }
  return { id, number };
}
