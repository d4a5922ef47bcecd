/**
 * The reference-price rule (Dutch/EU price indication rule, 'Omnibus'): a struck-through "was" price
 * may only be shown when the current price is lower than the LOWEST price the product had during the
 * 30 days before the current price took effect. Pure; shared by the generator, the check and the loader.
 *
 * A history entry `{ days_ago, price }` is in effect from `days_ago` days ago until the next (more
 * recent) entry takes over. The current price is the entry with the smallest days_ago.
 */
export interface PricePoint {
  days_ago: number;
  price: number;
}

export const REFERENCE_WINDOW_DAYS = 30;

/** The price in effect `daysAgo` days ago, or undefined before the first entry. */
export function priceAt(history: readonly PricePoint[], daysAgo: number): number | undefined {
  let best: PricePoint | undefined;
  for (const p of history) {
    if (p.days_ago >= daysAgo && (best === undefined || p.days_ago < best.days_ago)) best = p;
  }
  return best?.price;
}

export interface PriceInfo {
  price: number; // current price (cents)
  since: number; // days ago the current price took effect
  reference: number | null; // lowest price in the 30 days before `since`, null when there was none
  price_old: number | null; // the struck-through price: reference when the current price is lower, else null
}

export function priceInfo(history: readonly PricePoint[]): PriceInfo {
  if (history.length === 0) throw new Error("empty price history");
  let current = history[0]!;
  for (const p of history) if (p.days_ago < current.days_ago) current = p;
  let reference: number | null = null;
  for (let day = current.days_ago + 1; day <= current.days_ago + REFERENCE_WINDOW_DAYS; day++) {
    const p = priceAt(history, day);
    if (p !== undefined && (reference === null || p < reference)) reference = p;
  }
  return {
    price: current.price,
    since: current.days_ago,
    reference,
    price_old: reference !== null && current.price < reference ? reference : null,
  };
}

export const isDiscounted = (history: readonly PricePoint[]): boolean => priceInfo(history).price_old !== null;
