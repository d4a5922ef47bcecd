/**
 * Returns in tests: a paid order placed through the real checkout (tests/helpers/orders.ts), then delivered
 * some days ago by moving its stored delivery time (a controlled clock), with lines of the kinds the
 * withdrawal rules tell apart (app/kernel/withdrawal.ts) added in D1.
 */
import { env } from "cloudflare:workers";
import type { Visitor } from "../../../helpers/account";
import { findVariant } from "../../../helpers/cart";
import { placeOrder } from "../../../helpers/orders";

export const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

export async function orderId(number: string): Promise<number> {
  return (await env.DB.prepare("SELECT id FROM orders WHERE number = ?1").bind(number).first<{ id: number }>())!.id;
}

/** Marks the order delivered `daysAgo` days ago (null: not delivered). */
export async function deliver(number: string, daysAgo: number | null): Promise<void> {
  await env.DB.prepare("UPDATE orders SET fulfilment = ?2, delivered_at = ?3 WHERE number = ?1")
    .bind(number, daysAgo === null ? "processing" : "delivered", daysAgo === null ? null : nowS() - daysAgo * DAY)
    .run();
}

/** Adds a line of a product of `type` (made to specification when `madeToSpec`); answers its position. */
export async function addLine(number: string, type: string, opts: { quantity?: number; madeToSpec?: boolean } = {}): Promise<number> {
  const { product, variant } = findVariant((p) => p.type === type);
  const id = await orderId(number);
  const position = ((await env.DB.prepare("SELECT MAX(position) AS p FROM order_lines WHERE order_id = ?1").bind(id).first<{ p: number }>())?.p ?? 0) + 1;
  await env.DB.prepare(
    `INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, title, options, quantity, unit_price, row_total, vat_rate, made_to_spec)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, '[]', ?7, 10000, ?7 * 10000, 21, ?8)`,
  )
    .bind(id, position, product.id, variant.id, variant.sku, product.title, opts.quantity ?? 1, opts.madeToSpec ? 1 : 0)
    .run();
  return position;
}

/** A paid order of two pillowcases (position 1) by this visitor, delivered `daysAgo` days ago. */
export async function deliveredOrder(visitor: Visitor, daysAgo: number | null = 2): Promise<{ number: string; email: string }> {
  const placed = await placeOrder(visitor, { quantity: 2 });
  await deliver(placed.number, daysAgo);
  return placed;
}

export const returnKey = () => `ret-${crypto.randomUUID().replace(/-/gu, "")}`.slice(0, 40);

export function returnBody(lines: { position: number; quantity: number; seal_intact?: boolean }[], over: Record<string, unknown> = {}) {
  return { idempotency_key: returnKey(), lines, reason: "Past niet", person: "ik", name: "Sanne de Vries", address: "Oudegracht 10, 3511 AB Utrecht, Nederland", ...over };
}

export async function mailsOfKind(to: string, kind: string): Promise<{ subject: string; text: string; related_id: string }[]> {
  const { results } = await env.DB.prepare("SELECT subject, text, related_id FROM outbox WHERE to_address = ?1 AND kind = ?2 ORDER BY id")
    .bind(to, kind)
    .all<{ subject: string; text: string; related_id: string }>();
  return results;
}
