/** Rows the dashboard counts, written at controlled times straight into the test's D1 (docs/decisions/043). */
import { env } from "cloudflare:workers";

let seq = 0;

export interface OrderAt {
  paidAt: number | null;
  grandTotal: number;
  vatTotal: number;
  status?: "paid" | "pending" | "cancelled";
  fulfilment?: "new" | "shipped" | "cancelled";
  reverseCharge?: boolean;
  country?: "NL" | "BE";
}

/** An order with the given money and times; answers its id and number. */
export async function orderAt(o: OrderAt): Promise<{ id: number; number: string }> {
  const number = `KJD${String(7_100_000 + ++seq)}`;
  const address = JSON.stringify({ first_name: "Test", last_name: "Klant", street: "Straat", house_number: "1", zipcode: "1234AB", city: "Utrecht", country_code: o.country ?? "NL" });
  const customer = JSON.stringify({ type: o.reverseCharge ? "company" : "private", first_name: "Test", last_name: "Klant", company: o.reverseCharge ? "Bedrijf BV" : "", vat_number: o.reverseCharge ? "BE0123456749" : "", coc_number: "", phone_number: "0612345678", email: "" });
  const created = (o.paidAt ?? 1_900_000_000) - 60;
  const row = await env.DB.prepare(
    `INSERT INTO orders (number, cart_id, idempotency_key, access_hash, status, fulfilment, email, customer, billing_address, shipping_address, country_code,
       shipping_method, payment_method, sub_total, grand_total, vat_total, reverse_charge, created_at, paid_at, updated_at)
     VALUES (?1, 'dash', ?1, 'dash', ?2, ?3, 'klant@example.com', ?4, ?5, ?5, ?6, 'standard', 'ideal', ?7, ?7, ?8, ?9, ?10, ?11, ?10) RETURNING id`,
  )
    .bind(number, o.status ?? "paid", o.fulfilment ?? "new", customer, address, o.country ?? "NL", o.grandTotal, o.vatTotal, o.reverseCharge ? 1 : 0, created, o.paidAt)
    .first<{ id: number }>();
  return { id: row!.id, number };
}

/** A return of an order with its refund deadline. */
export async function returnDue(orderId: number, refundDueAt: number, status: "requested" | "received" | "refunded" = "requested"): Promise<void> {
  const n = ++seq;
  await env.DB.prepare(
    `INSERT INTO returns (number, order_id, idempotency_key, kind, status, reason, withdrawal_form, created_at, refund_due_at, updated_at)
     VALUES (?1, ?2, ?1, 'withdrawal', ?3, 'Past niet', '{}', ?4, ?5, ?4)`,
  )
    .bind(`R${String(n).padStart(7, "0")}-1`, orderId, status, refundDueAt - 14 * 86_400, refundDueAt)
    .run();
}

/** A settled refund of an order at a time. */
export async function refundAt(orderId: number, amount: number, at: number): Promise<void> {
  await env.DB.prepare("INSERT INTO refunds (order_id, idempotency_key, amount, status, created_at, updated_at) VALUES (?1, ?2, ?3, 'refunded', ?4, ?4)")
    .bind(orderId, `dash-refund-${++seq}`, amount, at)
    .run();
}

/** A mail the outbox gave up on. */
export async function deadLetter(subject: string, at: number): Promise<void> {
  await env.DB.prepare("INSERT INTO outbox (to_address, subject, html, text, kind, created_at, attempts, dead_at, last_error) VALUES ('klant@example.com', ?1, '', '', 'order_confirmation', ?2, 5, ?2, 'provider 500')")
    .bind(subject, at)
    .run();
}
