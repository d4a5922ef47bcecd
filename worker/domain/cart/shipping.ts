import type { PromoProgress } from "../../../app/lib/api/types/cart";
import { FREE_SHIPPING_THRESHOLD, FREE_SHIPPING_TYPES, SHIPPING_COSTS } from "../../../app/lib/constants";
import { CART_TEXT } from "./messages";
import type { CountryCode, PricedLine } from "./types";

/**
 * Delivery costs: free from FREE_SHIPPING_THRESHOLD (measured after discounts), free when the cart holds a
 * mattress or boxspring or a free-delivery code applies, otherwise SHIPPING_COSTS of the country. An empty
 * cart costs nothing to deliver.
 */
export function shippingCosts(lines: readonly PricedLine[], afterDiscounts: number, country: CountryCode, freeByCode: boolean): number {
  const available = lines.filter((l) => l.available);
  if (available.length === 0) return 0;
  if (freeByCode) return 0;
  if (available.some((l) => (FREE_SHIPPING_TYPES as readonly string[]).includes(l.productType))) return 0;
  if (afterDiscounts >= FREE_SHIPPING_THRESHOLD) return 0;
  return SHIPPING_COSTS[country];
}

/** How far the cart is from free delivery. */
export function promoProgress(afterDiscounts: number, free: boolean): PromoProgress {
  if (free) return { threshold: FREE_SHIPPING_THRESHOLD, remaining: 0, percent: 100, text: CART_TEXT.promoFree };
  const remaining = Math.max(0, FREE_SHIPPING_THRESHOLD - afterDiscounts);
  const percent = Math.min(100, Math.max(0, Math.floor((afterDiscounts * 100) / FREE_SHIPPING_THRESHOLD)));
  return { threshold: FREE_SHIPPING_THRESHOLD, remaining, percent, text: CART_TEXT.promoMissing(remaining) };
}
