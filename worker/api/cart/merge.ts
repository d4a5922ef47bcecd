/**
 * The cart follows the customer (ADR 014). At login the guest cart of the cookie merges into
 * the customer's most recent open cart (quantities added, clamped to stock and the per-line limit by the
 * cart object's own add rule; the guest's code kept when the customer's cart has none) and the cookie then
 * names the customer's cart. Without a customer cart the guest cart is claimed. A cart of another customer
 * (a shared computer) is never merged or kept.
 */
import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { CART_COOKIE } from "../../../app/lib/constants";
import { isAvailable, variantPrice } from "../../domain/cart/build";
import { configuredLinePrice } from "../../../app/kernel/configurator-price";
import { configuredLine } from "../../domain/configurator/line";
import { CONFIGURATOR_CART_QUANTITY } from "../../../app/lib/configurator/constants";
import type { AppEnv } from "../../env";
import { logFor } from "../../http/log";
import { todayIso } from "../../store/catalog";
import { loadCartData } from "../../store/cart/pricing";
import { claimCart, findCartRow, latestOpenCart, removeCartRow, upsertCartRow } from "../../store/cart/registry";
import type { CartState } from "../../objects/cart-object";
import { cartFor, cartRef, cookieCart, setCartCookie, type CartRef } from "./service";

/** Called by POST /v1/customer/login (and the other logins) after the session is made. */
export async function cartAtLogin(c: Context<AppEnv>, customerId: number): Promise<void> {
  const db = c.env.DB;
  const guest = cookieCart(c);
  const guestRow = guest ? await findCartRow(db, guest.id) : null;
  const ownId = await latestOpenCart(db, customerId);
  const own = ownId ? cartRef(c.env, ownId) : null;
  const mergeable = guest && guestRow && guestRow.ordered_at === null && (guestRow.customer_id === null || guestRow.customer_id === customerId);

  if (!guest || !mergeable) {
    if (own) setCartCookie(c, own.id);
    else if (guest) deleteCookie(c, CART_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    return;
  }
  if (!own) {
    await claimCart(db, guest.id, customerId);
    return;
  }
  if (own.id === guest.id) return;

  const state = await guest.stub.take();
  try {
    await mergeInto(c, own, state);
  } catch (err) {
    // The guest keeps their cart when the merge fails (the login itself stands).
    await guest.stub.fill(state.lines.map((l) => ({ variant_id: l.variant_id, custom: l.custom, quantity: l.quantity, price: l.price_at_add })));
    if (state.code !== null) await guest.stub.applyCode(state.code);
    throw err;
  }
  await removeCartRow(db, guest.id);
  setCartCookie(c, own.id);
}

/** Adds the guest's lines (available variants, at today's price and stock) and code to the customer's cart. */
async function mergeInto(c: Context<AppEnv>, own: CartRef, state: CartState): Promise<void> {
  const db = c.env.DB;
  if (state.lines.length > 0 || state.code !== null) {
    const data = await loadCartData(db, state.lines.map((l) => l.variant_id), null);
    const today = todayIso();
    const lines = state.lines.flatMap((l) => {
      const v = data.variants.get(l.variant_id);
      if (!v || !isAvailable(v)) return [];
      // A configured boxspring stays one piece when both carts hold it (the stock clamp keeps it at 1).
      const configured = configuredLine(l.custom);
      const stock = configured ? Math.min(CONFIGURATOR_CART_QUANTITY, v.stock) : v.stock;
      return [{ variant_id: l.variant_id, custom: l.custom, quantity: Math.min(l.quantity, stock), stock, price: configuredLinePrice(variantPrice(v, today).price, configured?.extra) }];
    });
    const merged = await own.stub.merge(lines, state.code);
    const cart = await cartFor(c.env, own, merged);
    await upsertCartRow(db, {
      id: own.id,
      sessionKey: null,
      itemCount: cart.totals.total_quantity,
      grandTotal: cart.totals.grand_total,
      nowS: merged.updated_at ?? Math.floor(Date.now() / 1000),
    });
    logFor(c).info("guest cart merged at login", { lines: lines.length, dropped: state.lines.length - lines.length });
  }
}
