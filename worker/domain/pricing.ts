/**
 * Variant pricing: a variant costs its product's price (from the price history, with the Omnibus
 * reference price) plus its own price_delta. Pure; used by the catalogue and the cart.
 */
import { priceWithReference, type PricePoint } from "./reference-price";

export type { PricePoint };

/**
 * The unit price of a variant on `today`: the product price in effect (or basePrice when the history has
 * none) plus delta, and the struck-through reference price plus delta when a reduction may be shown.
 */
export function variantPrice(history: readonly PricePoint[], basePrice: number, delta: number, today: string): { price: number; price_old: number | null } {
  const ref = priceWithReference(history, today);
  const base = ref?.price ?? basePrice;
  return { price: base + delta, price_old: ref?.price_old ? ref.price_old + delta : null };
}
