/** Generated orders (scripts/lib/generate-orders.ts) written into the test's D1 through its binding. */
import { env } from "cloudflare:workers";
import { generatedOrdersSql, generateOrders, type GeneratedOrder } from "../../scripts/lib/generate-orders";

/** Inserts `count` generated orders (or the given ones) and answers them. */
export async function insertGeneratedOrders(count: number, nowS: number, firstNumber = 5_000_000): Promise<GeneratedOrder[]> {
  const orders = generateOrders(count, nowS, firstNumber);
  await insertOrders(orders);
  return orders;
}

export async function insertOrders(orders: readonly GeneratedOrder[]): Promise<void> {
  await env.DB.batch(generatedOrdersSql(orders, 100).map((sql) => env.DB.prepare(sql)));
}
