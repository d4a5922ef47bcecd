/**
 * Generated orders for the order list's bench (`BENCH_ONLY=orders npm run bench`, scripts/bench.ts) and
 * the back office's list tests: `count` orders with one to three lines each, spread over the year before
 * `nowS`, of private and company customers in NL and BE, with a mix of payment states, fulfilment states
 * and methods as a shop sees them. Deterministic (a seeded generator): the same count gives the same orders.
 * Pure (no I/O): the bench writes the statements with wrangler, tests bind the rows themselves.
 */
import { seededRandom } from "./seeded-random.ts";
import type { OrderLineRow } from "../../worker/store/order-line-row.ts";

const FIRST = ["Sanne", "Daan", "Emma", "Lucas", "Julia", "Sem", "Tess", "Milan", "Eva", "Noah", "Lotte", "Finn", "Anouk", "Bram", "Fleur", "Jesse"];
const LAST = ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Peeters", "Maes", "Claes", "Janssens", "Willems", "Dekker"];
const NL_CITIES = [["3511 AB", "Utrecht"], ["1012 JS", "Amsterdam"], ["3011 AD", "Rotterdam"], ["2511 BT", "Den Haag"], ["5611 AZ", "Eindhoven"], ["9711 LM", "Groningen"]] as const;
const BE_CITIES = [["1000", "Brussel"], ["2000", "Antwerpen"], ["9000", "Gent"], ["3000", "Leuven"], ["8000", "Brugge"]] as const;
const PRODUCTS = [
  { id: 1, sku: "M-90200", title: "Pocketvering matras Deluxe", options: [{ title: "Maat", value: "90 x 200 cm" }], price: 39_900 },
  { id: 2, sku: "K-60", title: "Hoofdkussen Comfort", options: [], price: 2_995 },
  { id: 3, sku: "B-160", title: "Boxspring Droom", options: [{ title: "Maat", value: "160 x 200 cm" }, { title: "Kleur", value: "Antraciet" }, { title: "Hoofdbord", value: "Gecapitonneerd" }], price: 129_900 },
  { id: 4, sku: "DB-240", title: "Dekbedovertrek Satijn", options: [{ title: "Maat", value: "240 x 220 cm" }], price: 5_995 },
];
const STATUSES = ["paid", "paid", "paid", "paid", "paid", "paid", "paid", "pending", "expired", "failed", "cancelled"] as const;
const FULFILMENTS = ["new", "processing", "partially_shipped", "shipped", "delivered", "delivered", "delivered", "cancelled"] as const;
const NL_METHODS = ["ideal", "ideal", "ideal", "creditcard", "paypal", "afterpay", "in3", "banktransfer"] as const;
const BE_METHODS = ["bancontact", "bancontact", "creditcard", "paypal", "banktransfer"] as const;

export type GeneratedLine = OrderLineRow;

export interface GeneratedOrder {
  number: string;
  status: string;
  fulfilment: string;
  email: string;
  customer: string;
  billing_address: string;
  shipping_address: string;
  country_code: "NL" | "BE";
  payment_method: string;
  sub_total: number;
  grand_total: number;
  vat_total: number;
  created_at: number;
  paid_at: number | null;
  lines: GeneratedLine[];
}

/** `count` orders, numbers KJD + (firstNumber + i), created in the 365 days before `nowS`. */
export function generateOrders(count: number, nowS: number, firstNumber = 5_000_000): GeneratedOrder[] {
  const rnd = seededRandom(count * 7919 + firstNumber);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const orders: GeneratedOrder[] = [];
  for (let i = 0; i < count; i++) {
    const be = rnd() < 0.3;
    const [zipcode, city] = be ? pick(BE_CITIES) : pick(NL_CITIES);
    const first = pick(FIRST);
    const last = pick(LAST);
    const company = rnd() < 0.15 ? `${last.replace(/^de /u, "")} Slaapcomfort BV` : "";
    const address = { first_name: first, last_name: last, company, street: "Hoofdstraat", house_number: String(1 + (i % 200)), extension: "", zipcode, city, country_code: be ? "BE" : "NL" };
    const lines: GeneratedLine[] = [];
    const lineCount = 1 + Math.floor(rnd() * 3);
    for (let p = 0; p < lineCount; p++) {
      const product = PRODUCTS[(i + p) % PRODUCTS.length]!;
      const quantity = 1 + Math.floor(rnd() * 2);
      lines.push({ position: p, product_id: product.id, variant_id: product.id * 10 + 1, sku: product.sku, title: product.title, options: JSON.stringify(product.options), quantity, unit_price: product.price, row_total: product.price * quantity, vat_rate: 21 });
    }
    const sub = lines.reduce((s, l) => s + l.row_total, 0);
    const status = pick(STATUSES);
    const created = nowS - Math.floor(rnd() * 365 * 86_400);
    orders.push({
      number: `KJD${firstNumber + i}`,
      status,
      fulfilment: status === "paid" ? pick(FULFILMENTS) : "new",
      email: `${first}.${last.replace(/\s/gu, "")}.${i}@example.test`.toLowerCase(),
      customer: JSON.stringify({ type: company ? "company" : "private", first_name: first, last_name: last, company, vat_number: "", coc_number: "", phone_number: "0612345678", email: "" }),
      billing_address: JSON.stringify({ ...address, sameDeliveryAddress: true }),
      shipping_address: JSON.stringify(address),
      country_code: be ? "BE" : "NL",
      payment_method: be ? pick(BE_METHODS) : pick(NL_METHODS),
      sub_total: sub,
      grand_total: sub,
      vat_total: Math.round((sub * 21) / 121),
      created_at: created,
      paid_at: status === "paid" ? created + 60 : null,
      lines,
    });
  }
  return orders;
}

const q = (v: string | number | null) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replace(/'/gu, "''")}'`);

/** SQL statements that insert the orders and their lines, `perStatement` rows each (D1 refuses a statement over 100 KB). */
export function generatedOrdersSql(orders: readonly GeneratedOrder[], perStatement = 50): string[] {
  const statements: string[] = [];
  for (let i = 0; i < orders.length; i += perStatement) {
    const chunk = orders.slice(i, i + perStatement);
    statements.push(
      `INSERT INTO orders (number, cart_id, idempotency_key, access_hash, status, fulfilment, email, customer, billing_address, shipping_address, country_code, shipping_method, payment_method, sub_total, grand_total, vat_total, created_at, paid_at, updated_at) VALUES\n${chunk
        .map((o) => `(${[o.number, "bench", `bench-${o.number}`, "bench", o.status, o.fulfilment, o.email, o.customer, o.billing_address, o.shipping_address, o.country_code, "standard", o.payment_method, o.sub_total, o.grand_total, o.vat_total, o.created_at, o.paid_at, o.created_at].map(q).join(", ")})`)
        .join(",\n")};`,
    );
    statements.push(
      `INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, title, options, quantity, unit_price, row_total, vat_rate) VALUES\n${chunk
        .flatMap((o) => o.lines.map((l) => `((SELECT id FROM orders WHERE number = ${q(o.number)}), ${[l.position, l.product_id, l.variant_id, l.sku, l.title, l.options, l.quantity, l.unit_price, l.row_total, l.vat_rate].map(q).join(", ")})`))
        .join(",\n")};`,
    );
  }
  return statements;
}
