import { CART_MAX_LINE_QUANTITY } from "../../../app/lib/constants";
import { CART_TEXT } from "./messages";

/**
 * The largest quantity a line may hold: at most the variant's stock and at most CART_MAX_LINE_QUANTITY.
 * Asking for more keeps that largest quantity and says why.
 */
export function clampQuantity(requested: number, stock: number): { quantity: number; message: string | null } {
  const allowed = Math.max(0, Math.min(stock, CART_MAX_LINE_QUANTITY));
  if (requested <= allowed) return { quantity: requested, message: null };
  const message = stock < CART_MAX_LINE_QUANTITY ? CART_TEXT.stockLeft(Math.max(0, stock)) : CART_TEXT.maxPerLine;
  return { quantity: allowed, message };
}
