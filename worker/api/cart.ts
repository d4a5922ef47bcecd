import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../env";

export const CART_COOKIE = "__Host-droomnest_cart";
const CART_ID = /^[0-9a-f]{64}$/u;

/** /v1/cart: GET reads the shopper's cart from its Durable Object (the cart issue adds writes). */
export const cartApi = new Hono<AppEnv>();

cartApi.get("/", async (c) => {
  const id = getCookie(c, CART_COOKIE);
  const empty = () => c.json({ data: { quote_id: null, found: false, items: [], totals: { total_quantity: 0 } } });
  if (!id || !CART_ID.test(id)) return empty();
  let objectId: DurableObjectId;
  try {
    // 64 hex characters that this namespace did not issue make idFromString throw.
    objectId = c.env.CART.idFromString(id);
  } catch {
    return empty();
  }
  const stub = c.env.CART.get(objectId);
  const lines = await stub.lines();
  const total = lines.reduce((n, l) => n + l.quantity, 0);
  return c.json({ data: { quote_id: id, found: true, items: lines, totals: { total_quantity: total } } });
});
