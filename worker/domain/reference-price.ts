/**
 * The EU/Dutch reference-price rule (Omnibus directive, art. 6a): a price may be shown as reduced only
 * against the lowest price of the 30 days before the reduction. price_old is that lowest price, and only
 * when the current price is below it; otherwise there is no struck-through price.
 */
export interface PricePoint {
  /** ISO date (YYYY-MM-DD) from which this price applies. */
  validFrom: string;
  /** cents */
  price: number;
}

const DAY_MS = 86_400_000;
export const REFERENCE_WINDOW_DAYS = 30;

function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

/**
 * The price in effect on `today` and the lowest price in effect during the 30 days before it took effect
 * (reference: null when the price has no history in that window). null when no price is in effect yet.
 */
export function referenceWindow(history: readonly PricePoint[], today: string): { price: number; reference: number | null } | null {
  const todayN = dayNumber(today);
  const points = history
    .map((p) => ({ day: dayNumber(p.validFrom), price: p.price }))
    .filter((p) => Number.isFinite(p.day) && p.day <= todayN)
    .sort((a, b) => a.day - b.day);
  const current = points.at(-1);
  if (!current) return null;
  const windowStart = current.day - REFERENCE_WINDOW_DAYS;
  // Prices in effect during [windowStart, current.day): the one in effect at windowStart, and every
  // change inside the window.
  let lowest = Infinity;
  for (let i = 0; i < points.length - 1; i++) {
    const p = points[i]!;
    const next = points[i + 1]!;
    const inEffectUntil = next.day; // exclusive
    if (inEffectUntil > windowStart && p.day < current.day) lowest = Math.min(lowest, p.price);
  }
  return { price: current.price, reference: Number.isFinite(lowest) ? lowest : null };
}

/** The price in effect on `today` and its reference price (null when no reduction may be shown). */
export function priceWithReference(history: readonly PricePoint[], today: string): { price: number; price_old: number | null } | null {
  const w = referenceWindow(history, today);
  if (!w) return null;
  return { price: w.price, price_old: w.reference !== null && w.price < w.reference ? w.reference : null };
}
