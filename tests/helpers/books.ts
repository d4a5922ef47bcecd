/**
 * The books' fixtures (docs/decisions/044): paid orders with their invoice and credit notes written into D1 at
 * controlled dates, through the real numbering statements (worker/store/invoices.ts, credit-notes.ts), so the
 * reports see what payments and refunds would have left behind.
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { VatScheme } from "../../app/kernel/tax";
import { amsterdamDayStart } from "../../worker/domain/backoffice/audit-query";
import { invoiceStatements } from "../../worker/store/invoices";
import { creditNoteStatements } from "../../worker/store/backoffice/credit-notes";

const DB = env.DB;

/** 12:00 in the Netherlands on a day (YYYY-MM-DD), unix seconds. */
export const noonOn = (day: string) => amsterdamDayStart(day) + 12 * 3600;

export interface BookOrder {
  number: string;
  country: "NL" | "BE";
  company?: { name: string; vat: string };
  scheme: VatScheme;
  /** One line: quantity x unit price incl. 21 % VAT. */
  quantity: number;
  unit: number;
  paidOn: string;
}

let seq = 0;

/** A paid order with its invoice dated `paidOn`; answers the order id. Reverse charge: totals excl. VAT, as the checkout makes them. */
export async function seedPaidOrder(o: BookOrder): Promise<number> {
  const at = noonOn(o.paidOn);
  const rowTotal = o.quantity * o.unit;
  const rc = o.scheme === "reverse_charge";
  const grand = rc ? rowTotal - Math.round((rowTotal * 21) / 121) : rowTotal;
  const vat = rc ? 0 : Math.round((rowTotal * 21) / 121);
  const customer = o.company
    ? { type: "company", first_name: "Jan", last_name: "Peeters", company: o.company.name, vat_number: o.company.vat, coc_number: "12345678", phone_number: "0470123456" }
    : { type: "private", first_name: "Lotte", last_name: `Klant ${o.number.slice(-3)}`, company: "", vat_number: "", coc_number: "", phone_number: "0612345678" };
  const address = JSON.stringify({ first_name: "Lotte", last_name: "Klant", zipcode: o.country === "NL" ? "3511 AB" : "1000", house_number: "1", street: "Straat", city: "Stad", country_code: o.country });
  seq += 1;
  await DB.prepare(
    `INSERT INTO orders (number, cart_id, idempotency_key, access_hash, status, email, customer, billing_address, shipping_address, country_code,
       shipping_method, payment_method, sub_total, grand_total, vat_total, reverse_charge, vat_scheme, created_at, paid_at, updated_at)
     VALUES (?1, 'cart-books', ?2, 'x', 'paid', 'boeken@droomnest.test', ?3, ?4, ?4, ?5, 'standard', 'ideal', ?6, ?6, ?7, ?8, ?9, ?10, ?10, ?10)`,
  )
    .bind(o.number, `books-${seq}-${o.number}`, JSON.stringify(customer), address, o.country, grand, vat, rc ? 1 : 0, o.scheme, at)
    .run();
  const { id } = (await DB.prepare("SELECT id FROM orders WHERE number = ?1").bind(o.number).first<{ id: number }>())!;
  await DB.prepare(
    `INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, title, options, quantity, unit_price, row_total, vat_rate)
     VALUES (?1, 1, 1, 1, 'M-90200', 'Pocketvering matras', '[]', ?2, ?3, ?4, 21)`,
  )
    .bind(id, o.quantity, o.unit, rowTotal)
    .run();
  await DB.batch(invoiceStatements(DB, id, at));
  return id;
}

/** A refunded refund of `quantity` units of line 1 with its credit note dated `on`. */
export async function seedCreditNote(orderId: number, quantity: number, amount: number, on: string): Promise<void> {
  const at = noonOn(on);
  seq += 1;
  const lines = JSON.stringify([{ position: 1, quantity, gross: amount, discount: 0 }]);
  await DB.prepare(
    `INSERT INTO refunds (order_id, idempotency_key, amount, shipping, lines, status, created_at, updated_at) VALUES (?1, ?2, ?3, 0, ?4, 'refunded', ?5, ?5)`,
  )
    .bind(orderId, `books-refund-${seq}`, amount, lines, at)
    .run();
  const { id } = (await DB.prepare("SELECT id FROM refunds WHERE idempotency_key = ?1").bind(`books-refund-${seq}`).first<{ id: number }>())!;
  await DB.batch(creditNoteStatements(DB, id, orderId, at));
}

/** A CSV answer's bytes as rows of fields: it starts with the UTF-8 BOM; ; separated (no quoted separators in the fixtures). */
export function csvRows(bytes: ArrayBuffer): string[][] {
  expect([...new Uint8Array(bytes.slice(0, 3))]).toEqual([0xef, 0xbb, 0xbf]);
  // TextDecoder drops the BOM itself.
  return new TextDecoder()
    .decode(bytes)
    .split("\r\n")
    .filter((l) => l !== "")
    .map((l) => l.split(";"));
}
