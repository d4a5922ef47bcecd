/**
 * Who may read or pay an order (ADR 018): its customer (the session) or the browser that placed it.
 * The browser holds the order-access cookie (ORDER_ACCESS_COOKIE, a random token); orders.access_hash is the
 * SHA-256 of that token. Anyone else gets the same 404 whether the order exists or not.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ORDER_ACCESS_COOKIE } from "../../../app/lib/checkout/constants";
import { CHECKOUT_MESSAGES } from "../../../app/lib/checkout/messages";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { newSessionToken, sha256Hex } from "../../store/sessions";
import { currentCustomer } from "../customer/session";

const TOKEN = /^[A-Za-z0-9_-]{43}$/u;
/** The cookie lives as long as the shopper may come back to an order's status page (30 days). */
export const ORDER_ACCESS_MAX_AGE_S = 30 * 24 * 3600;

export function orderAccessToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, ORDER_ACCESS_COOKIE);
  return token && TOKEN.test(token) ? token : null;
}

/**
 * The token of this browser for a new order: the cookie's, else a new one derived from the idempotency key
 * with the server secret (so concurrent first calls of one browser with the same key agree on one token).
 */
export async function tokenForNewOrder(c: Context<AppEnv>, idempotencyKey: string): Promise<string> {
  const existing = orderAccessToken(c);
  if (existing) return existing;
  if (!c.env.CART_RESTORE_SECRET) return newSessionToken();
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(c.env.CART_RESTORE_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`order-access:${idempotencyKey}`)));
  let s = "";
  for (const b of mac) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

export function setOrderAccessCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, ORDER_ACCESS_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: ORDER_ACCESS_MAX_AGE_S });
}

/** Whether this request may see the order: its customer, or the browser whose token hashes to access_hash. */
export async function mayAccess(c: Context<AppEnv>, order: { customer_id: number | null; access_hash: string }, token = orderAccessToken(c)): Promise<boolean> {
  if (token && (await sha256Hex(token)) === order.access_hash) return true;
  if (order.customer_id === null) return false;
  const session = await currentCustomer(c);
  return session !== null && session.customerId === order.customer_id;
}

/** The one refusal for an order this request may not see (or that does not exist). */
export const orderNotFound = () => new ApiHttpError(404, "order_not_found", CHECKOUT_MESSAGES.orderNotFound);
