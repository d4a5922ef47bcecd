/**
 * The reference-price rule (Dutch/EU price indication rule, 'Omnibus') for the seed, whose price histories
 * count in days ago: `{ days_ago, price }` is in effect from `days_ago` days ago until the next (more recent)
 * entry takes over. The rule itself lives once, in worker/domain/reference-price.ts (tooling may import
 * runtime code, never the reverse); this file only translates days ago into dates.
 */
import { referenceWindow, type PricePoint as DatedPricePoint } from "../../worker/domain/reference-price.ts";

export { REFERENCE_WINDOW_DAYS } from "../../worker/domain/reference-price.ts";

export interface PricePoint {
  days_ago: number;
  price: number;
}

export interface PriceInfo {
  price: number; // current price (cents)
  since: number; // days ago the current price took effect
  reference: number | null; // lowest price in the 30 days before `since`, null when there was none
  price_old: number | null; // the struck-through price: reference when the current price is lower, else null
}

const DAY_MS = 86_400_000;
/** Any fixed day works: only distances between entries matter. */
const ANCHOR_MS = Date.UTC(2026, 0, 1);
const isoDaysAgo = (daysAgo: number) => new Date(ANCHOR_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The price in effect `daysAgo` days ago, or undefined before the first entry. */
export function priceAt(history: readonly PricePoint[], daysAgo: number): number | undefined {
  let best: PricePoint | undefined;
  for (const p of history) {
    if (p.days_ago >= daysAgo && (best === undefined || p.days_ago < best.days_ago)) best = p;
  }
  return best?.price;
}

export function priceInfo(history: readonly PricePoint[]): PriceInfo {
  if (history.length === 0) throw new Error("empty price history");
  // One entry per day: the first one listed counts (as priceAt reads it).
  const byDay = new Map<number, PricePoint>();
  for (const p of history) if (!byDay.has(p.days_ago)) byDay.set(p.days_ago, p);
  const entries = [...byDay.values()];
  const since = Math.min(...entries.map((p) => p.days_ago));
  const dated: DatedPricePoint[] = entries.map((p) => ({ validFrom: isoDaysAgo(p.days_ago), price: p.price }));
  // "Today" is the day the current price took effect, so that future-dated entries (negative days_ago) count too.
  const w = referenceWindow(dated, isoDaysAgo(since))!;
  return {
    price: w.price,
    since,
    reference: w.reference,
    price_old: w.reference !== null && w.price < w.reference ? w.reference : null,
  };
}

export const isDiscounted = (history: readonly PricePoint[]): boolean => priceInfo(history).price_old !== null;
