/**
 * Delivery of bulky goods (docs/decisions/029): which products are bulky, the paid take-back of old
 * mattresses ("oude matras retour") and how a delivery day reads in Dutch. Pure: the Worker marks the cart's
 * lines and prices the take-back with these, the browser's step 2 estimate and the cart's note use the same.
 * The delivery calendar itself (which days a postcode area gets) is the Worker's (worker/domain/delivery-calendar.ts).
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

/** Whether a date is an ISO calendar date (YYYY-MM-DD) that exists. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const WEEKDAYS = ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"] as const;
const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"] as const;

/**
 * A delivery day as the shopper reads it: "2026-12-01" -> "dinsdag 1 december 2026". Written out by hand: a
 * time-zone formatter costs the browser its ICU set-up (docs/decisions/024).
 */
export function deliveryDayLabel(day: string): string {
  if (!isIsoDay(day)) return day;
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
