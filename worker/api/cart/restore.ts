import type { Context } from "hono";
import { Hono } from "hono";
import type { CartWriteResult } from "../../../app/lib/api/types/cart";
import { CONFIGURATOR_CART_QUANTITY } from "../../../app/lib/configurator/constants";
import { restoreCartSchema } from "../../../app/lib/schemas/cart";
import { isAvailable, variantPrice } from "../../domain/cart/build";
import { configuredLinePrice } from "../../../app/kernel/configurator-price";
import { configuredLine } from "../../domain/configurator/line";
import { CART_TEXT } from "../../domain/cart/messages";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { todayIso } from "../../store/catalog";
import { findRestoreLines } from "../../store/cart-restore-links";
import { loadCartData } from "../../store/cart/pricing";
import { newCart, shopperCart, writeResult } from "./service";

/** POST /v1/cart/restore { token }: the lines of a reminder mail, added to this visitor's own cart. */
export const restoreRoutes = new Hono<AppEnv>();

const invalid = () => new ApiHttpError(404, "restore_invalid", CART_TEXT.restoreInvalid);

/**
 * Looks the opaque token up (cart_restore_links, migration 0018: its hash and a snapshot of the mailed lines)
 * and adds those lines to the visitor's OWN cart (the cookie's, a logged-in customer's open cart, else a
 * new one) at today's prices and stock from D1, like any add; unavailable lines are left out with a notice.
 * The mailed cart is never named nor handed out, and nothing of its checkout (name, address, e-mail, phone)
 * comes along (docs/decisions/011). Unknown, expired or malformed: 404 "Deze link is verlopen of ongeldig."
 */
export async function restoreCart(c: Context<AppEnv>, token: string): Promise<CartWriteResult> {
  const mailed = await findRestoreLines(c.env.DB, token, Math.floor(Date.now() / 1000));
  if (!mailed) throw invalid();
  const data = await loadCartData(c.env.DB, mailed.map((l) => l.variant_id), null);
  const today = todayIso();
  const add: { variant_id: number; custom: string; quantity: number; stock: number; price: number }[] = [];
  const leftOut: string[] = [];
  for (const line of mailed) {
    const v = data.variants.get(line.variant_id);
    if (!v || !isAvailable(v)) {
      leftOut.push(CART_TEXT.restoreLeftOut(v ? v.title : `Artikel ${line.variant_id}`));
      continue;
    }
    // A configured boxspring stays one piece (the stock clamp keeps it at 1), as at the login merge.
    const configured = configuredLine(line.custom);
    const stock = configured ? Math.min(CONFIGURATOR_CART_QUANTITY, v.stock) : v.stock;
    add.push({ variant_id: v.variant_id, custom: line.custom, quantity: Math.min(line.quantity, stock), stock, price: configuredLinePrice(variantPrice(v, today).price, configured?.extra) });
  }
  const own = (await shopperCart(c)) ?? newCart(c.env);
  const state = await own.stub.merge(add, null);
  const result = await writeResult(c, own, state, "Je winkelwagen is teruggezet.", null);
  logFor(c).info("cart restored", { lines: add.length, left_out: leftOut.length });
  return { ...result, cart: { ...result.cart, notices: [...leftOut, ...result.cart.notices] } };
}

restoreRoutes.post("/restore", zv("json", restoreCartSchema), async (c) => {
  return ok<CartWriteResult>(c, await restoreCart(c, c.req.valid("json").token));
});
