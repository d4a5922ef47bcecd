import type { Context } from "hono";
import { Hono } from "hono";
import type { CartWriteResult } from "../../../app/lib/api/types/cart";
import { restoreCartSchema } from "../../../app/lib/schemas/cart";
import { isAvailable, variantPrice } from "../../domain/cart/build";
import { configuredLine } from "../../domain/configurator/line";
import { CART_TEXT } from "../../domain/cart/messages";
import { verifyRestoreToken } from "../../domain/cart/restore-token";
import { clampQuantity } from "../../domain/cart/stock";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { todayIso } from "../../store/catalog";
import { loadCartData } from "../../store/cart/pricing";
import { cartRef, newCart, writeResult } from "./service";

/** POST /v1/cart/restore { token }: the cart of a reminder mail, rebuilt as a new cart for this visitor. */
export const restoreRoutes = new Hono<AppEnv>();

const invalid = () => new ApiHttpError(404, "restore_invalid", CART_TEXT.restoreInvalid);

/**
 * Verifies the token and copies the named cart's lines into a NEW cart (new object, new cookie) at
 * today's prices; unavailable lines are left out with a notice. The old cart is never handed out, so a
 * leaked link cannot reach a live cart. Forged, expired or unknown: 404 "Deze link is verlopen of ongeldig."
 */
export async function restoreCart(c: Context<AppEnv>, token: string): Promise<CartWriteResult> {
  const verified = await verifyRestoreToken(c.env.CART_RESTORE_SECRET, token, Math.floor(Date.now() / 1000));
  if (!verified) throw invalid();
  const old = cartRef(c.env, verified.cartId);
  if (!old) throw invalid();
  const oldState = await old.stub.state();
  if (oldState.created_at === null) throw invalid();
  const data = await loadCartData(c.env.DB, oldState.lines.map((l) => l.variant_id), null);
  const today = todayIso();
  const keep: { variant_id: number; custom: string; quantity: number; price: number }[] = [];
  const leftOut: string[] = [];
  for (const line of oldState.lines) {
    const v = data.variants.get(line.variant_id);
    if (!v || !isAvailable(v)) {
      leftOut.push(CART_TEXT.restoreLeftOut(v ? v.title : `Artikel ${line.variant_id}`));
      continue;
    }
    keep.push({ variant_id: v.variant_id, custom: line.custom, quantity: clampQuantity(line.quantity, v.stock).quantity, price: variantPrice(v, today).price + (configuredLine(line.custom)?.extra ?? 0) });
  }
  const fresh = newCart(c.env);
  const state = await fresh.stub.fill(keep);
  const result = await writeResult(c, fresh, state, "Je winkelwagen is teruggezet.", null);
  logFor(c).info("cart restored", { lines: keep.length, left_out: leftOut.length });
  return { ...result, cart: { ...result.cart, notices: [...leftOut, ...result.cart.notices] } };
}

restoreRoutes.post("/restore", zv("json", restoreCartSchema), async (c) => {
  return ok<CartWriteResult>(c, await restoreCart(c, c.req.valid("json").token));
});
