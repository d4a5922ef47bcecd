/**
 * Refund tests' fixtures: staff rows (the demo seed's two, made here so a test does not depend on the seed) and
 * paid orders made through the real checkout API and the sandbox PSP (tests/helpers/orders.ts).
 */
import { env } from "cloudflare:workers";
import type { Env } from "../../worker/env";
import type { Staff } from "../../worker/domain/backoffice/permissions";
import { Visitor } from "./account";
import { placeOrder, type PlaceOrderOptions } from "./orders";

export const E = env as unknown as Env;

export async function staffRow(role: Staff["role"]): Promise<Staff> {
  const email = role === "eigenaar" ? "eva@droomnest.nl" : "sem@droomnest.nl";
  const name = role === "eigenaar" ? "Eva de Vries" : "Sem Jansen";
  await E.DB.prepare("INSERT INTO staff (email, name, role, created_at, updated_at) VALUES (?1, ?2, ?3, 0, 0) ON CONFLICT (email) DO NOTHING").bind(email, name, role).run();
  const row = await E.DB.prepare("SELECT id, email, name, role FROM staff WHERE email = ?1").bind(email).first<Staff>();
  return row!;
}

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
