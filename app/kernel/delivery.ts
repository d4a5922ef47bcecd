/**
 * Delivery of bulky goods (docs/decisions/029): which products are bulky and the paid take-back of old
 * mattresses ("oude matras retour"). Pure: the Worker marks the cart's lines and prices the take-back with
 * these, the browser's step 2 estimate and the cart's note use the same. The delivery calendar and the
 * days' Dutch labels are the Worker's (worker/domain/delivery-calendar.ts): the browser shows its labels.
 */

/** Product types (the catalogue's `products.type`) delivered by our own van on a chosen day: mattresses and boxsprings. */
export const BULKY_PRODUCT_TYPES = ["matras", "boxspring"] as const;

/** Taking back one old mattress, in cents incl. VAT (€ 25). The one place of this price. */
export const TAKE_BACK_PRICE = 2500;

/** Whether a product of this catalogue type is bulky (the one rule). */
export function isBulky(productType: string): boolean {
  return (BULKY_PRODUCT_TYPES as readonly string[]).includes(productType);
}

/** A cart line as the take-back rule sees it (the server sets `bulky` from the product's type). */
export interface DeliveredLine {
  bulky?: boolean;
  quantity: number;
  available: boolean;
}

/** How many old mattresses can go back: one per bulky unit that is delivered (unavailable lines count nowhere). */
export function takeBackCount(lines: readonly DeliveredLine[]): number {
  return lines.reduce((n, l) => (l.available && l.bulky === true ? n + l.quantity : n), 0);
}

/** The take-back's costs (incl. VAT): TAKE_BACK_PRICE per mattress when chosen, else nothing. */
export function takeBackCosts(lines: readonly DeliveredLine[], chosen: boolean): number {
  return chosen ? takeBackCount(lines) * TAKE_BACK_PRICE : 0;
}
