/**
 * The cart's request flow shared by the /v1/cart routes: find the shopper's cart object from the cookie,
 * read D1 for its lines, build the answer, keep the registry row and the cookie up to date.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Cart, CartWriteResult } from "../../../app/lib/api/types/cart";
import { CART_COOKIE, CART_COOKIE_MAX_AGE_S, SESSION_COOKIE } from "../../../app/lib/constants";
import { buildCart } from "../../domain/cart/build";
import type { AppEnv, Env } from "../../env";
import { todayIso } from "../../store/catalog";
import type { CartObject, CartState } from "../../objects/cart-object";
import { loadCartData } from "../../store/cart/pricing";
import { latestOpenCart, upsertCartRow } from "../../store/cart/registry";
import { sessionKey } from "../../store/sessions";
import { currentCustomer } from "../customer/session";

const CART_ID = /^[0-9a-f]{64}$/u;

export interface CartRef {
  id: string;
  stub: DurableObjectStub<CartObject>;
}

/** The cart a (cookie) value names, or null when it is not one of this namespace's ids. */
export function cartRef(env: Env, value: string | undefined | null): CartRef | null {
  if (!value || !CART_ID.test(value)) return null;
  try {
    // 64 hex characters that this namespace did not issue make idFromString throw.
    return { id: value, stub: env.CART.get(env.CART.idFromString(value)) };
  } catch {
    return null;
  }
}

/** The shopper's cart from the cookie (null: none yet). */
export function cookieCart(c: Context<AppEnv>): CartRef | null {
  return cartRef(c.env, getCookie(c, CART_COOKIE));
}

/**
 * The shopper's cart: the cookie's; without a cookie, a logged-in customer's most recent open cart (the
 * cart made on another device), whose id then goes into the cookie.
 */
export async function shopperCart(c: Context<AppEnv>): Promise<CartRef | null> {
  const ref = cookieCart(c);
  if (ref) return ref;
  const session = await currentCustomer(c);
  const id = session ? await latestOpenCart(c.env.DB, session.customerId) : null;
  const found = id ? cartRef(c.env, id) : null;
  if (found) setCartCookie(c, found.id);
  return found;
}

/** A new cart object and its id (the cookie is set when it is first written). */
export function newCart(env: Env): CartRef {
  const id = env.CART.newUniqueId();
  return { id: id.toString(), stub: env.CART.get(id) };
}

export function setCartCookie(c: Context<AppEnv>, id: string): void {
  setCookie(c, CART_COOKIE, id, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: CART_COOKIE_MAX_AGE_S });
}

const EMPTY_STATE: CartState = { created_at: null, updated_at: null, code: null, country: "NL", lines: [] };

/**
 * The cart answer for a stored state, with prices, stock and the code re-read from D1. A code that no
 * longer applies is removed from the cart object (the answer carries the notice).
 */
export async function cartFor(env: Env, ref: CartRef | null, state: CartState = EMPTY_STATE): Promise<Cart> {
  const data = await loadCartData(env.DB, state.lines.map((l) => l.variant_id), state.code);
  const { cart, removeCode } = buildCart({
    id: ref?.id ?? null,
    createdAt: state.created_at,
    updatedAt: state.updated_at,
    code: state.code,
    country: state.country,
    lines: state.lines,
    variants: data.variants,
    codeRule: data.code,
    campaigns: data.campaigns,
    today: todayIso(),
  });
  if (removeCode && ref) await ref.stub.removeCode(removeCode);
  return cart;
}

/** After a write: the cart answer, the registry row, the (refreshed) cookie, and the touched line. */
export async function writeResult(c: Context<AppEnv>, ref: CartRef, state: CartState, message: string | null, lineId: string | null): Promise<CartWriteResult> {
  const cart = await cartFor(c.env, ref, state);
  await upsertCartRow(c.env.DB, {
    id: ref.id,
    sessionKey: await sessionKey(getCookie(c, SESSION_COOKIE)),
    itemCount: cart.totals.total_quantity,
    grandTotal: cart.totals.grand_total,
    nowS: state.updated_at ?? Math.floor(Date.now() / 1000),
  });
  setCartCookie(c, ref.id);
  return { cart, message, line: lineId ? (cart.items.find((l) => l.id === lineId) ?? null) : null };
}
