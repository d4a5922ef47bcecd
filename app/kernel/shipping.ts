/**
 * Delivery costs (spec section 9 "default shipping insurance 10"; docs/decisions/011 and 017). Cents, VAT
 * included. The service pages state the same figures: the seed fills them from these constants
 * (kv-seed/content/figures.ts).
 */

/** Delivery is free from this amount, measured after discounts. */
export const FREE_SHIPPING_THRESHOLD = 5000;
/** Standard delivery costs below the threshold, per delivery country. */
export const SHIPPING_COSTS = { NL: 495, BE: 595 } as const;
export type ShippingCountry = keyof typeof SHIPPING_COSTS;
/** Product types that always ship free (mattresses and boxsprings). */
export const FREE_SHIPPING_TYPES = ["matras", "boxspring"] as const;
/** The optional insured delivery ("Verzekerde verzending", spec section 9: 10 euros). */
export const SHIPPING_INSURANCE = 1000;
/** Delivery with installation (assembly on site), offered when the cart holds one of these product types. */
export const INSTALLATION_COSTS = 4995;
export const INSTALLATION_PRODUCT_TYPES = ["boxspring"] as const;

/** A delivery that can be chosen for a cart and country (GET /v1/checkout/shippingmethod). Price in cents. */
export interface ShippingMethodOption {
  code: string;
  title: string;
  description: string;
  price: number;
}

/** A cart line as the delivery rule sees it. */
export interface ShippedLine {
  productType: string;
  /** Unavailable lines count nowhere. */
  available: boolean;
}

/**
 * Standard delivery costs: an empty cart costs nothing to deliver; free when a free-delivery code applies,
 * when the cart holds a mattress or boxspring, or from FREE_SHIPPING_THRESHOLD (after discounts);
 * otherwise SHIPPING_COSTS of the delivery country.
 */
export function shippingCosts(lines: readonly ShippedLine[], afterDiscounts: number, country: ShippingCountry, freeByCode: boolean): number {
  const available = lines.filter((l) => l.available);
  if (available.length === 0) return 0;
  if (freeByCode) return 0;
  if (available.some((l) => (FREE_SHIPPING_TYPES as readonly string[]).includes(l.productType))) return 0;
  if (afterDiscounts >= FREE_SHIPPING_THRESHOLD) return 0;
  return SHIPPING_COSTS[country];
}

/** How far a cart is from free delivery (free: its delivery already costs nothing). */
export function freeShippingProgress(afterDiscounts: number, free: boolean): { threshold: number; remaining: number; percent: number } {
  if (free) return { threshold: FREE_SHIPPING_THRESHOLD, remaining: 0, percent: 100 };
  const remaining = Math.max(0, FREE_SHIPPING_THRESHOLD - afterDiscounts);
  const percent = Math.min(100, Math.max(0, Math.floor((afterDiscounts * 100) / FREE_SHIPPING_THRESHOLD)));
  return { threshold: FREE_SHIPPING_THRESHOLD, remaining, percent };
}

/** Whether delivery with installation is offered for a cart with these product types. */
export function offersInstallation(productTypes: readonly string[]): boolean {
  return productTypes.some((t) => (INSTALLATION_PRODUCT_TYPES as readonly string[]).includes(t));
}

/** The insured delivery's costs. */
export function insuranceCosts(insured: boolean): number {
  return insured ? SHIPPING_INSURANCE : 0;
}

/** The delivery costs of a checkout: the chosen option's price replaces the cart's standard costs (null: standard). */
export function chosenShippingCosts(standardCosts: number, option: ShippingMethodOption | null): number {
  return option ? option.price : standardCosts;
}
