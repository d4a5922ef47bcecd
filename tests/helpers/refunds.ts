/**
 * Refund tests' fixtures: paid orders made through the real checkout API and the sandbox PSP
 * (tests/helpers/orders.ts), form keys and the stock of an order's line.
 */
import { env } from "cloudflare:workers";
import type { Env } from "../../worker/env";
import { Visitor } from "./account";
import { placeOrder, type PlaceOrderOptions } from "./orders";

export const E = env as unknown as Env;

/** A paid order (2 units of a stocked item by default) with its row facts. */
export async function paidOrder(options: PlaceOrderOptions = {}) {
  const placed = await placeOrder(new Visitor(), options);
  const row = await E.DB.prepare("SELECT id, grand_total, shipping_costs, status FROM orders WHERE number = ?1").bind(placed.number).first<{ id: number; grand_total: number; shipping_costs: number; status: string }>();
  return { ...placed, ...row! };
}

export const key = () => `k-${crypto.randomUUID().replaceAll("-", "")}`.slice(0, 40);

export async function stockOf(orderId: number, position = 0): Promise<number> {
  const row = await E.DB.prepare("SELECT v.stock FROM variants v JOIN order_lines l ON l.variant_id = v.id WHERE l.order_id = ?1 ORDER BY l.position LIMIT 1 OFFSET ?2").bind(orderId, position).first<{ stock: number }>();
  return row!.stock;
}
