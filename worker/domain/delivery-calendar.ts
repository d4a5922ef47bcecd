/**
 * The delivery calendar's rule (docs/decisions/029): which days a postcode area can get its bulky goods
 * (mattresses, boxsprings), from the shop's calendar in D1 (migration 0025). Pure: no I/O, no clock; the
 * caller passes "today" (the order day in Dutch time).
 * - The area of an address is the area of its country with the longest postcode prefix that matches the
 *   postcode's leading digits ('' matches every postcode of the country).
 * - The lead time is counted in working days (Monday to Friday, not a closed day of the area) after today:
 *   a day is possible once `leadDays` working days lie between today and it.
 * - Offered are the possible days on the area's weekdays that are not closed, up to `horizonDays` after today.
 */

export interface DeliveryArea {
  code: string;
  countryCode: "NL" | "BE";
  postcodePrefix: string;
  /** ISO weekdays the van comes: 1 = Monday ... 7 = Sunday. */
  weekdays: readonly number[];
  leadDays: number;
  horizonDays: number;
}

/** The leading digits of a postcode: "1791 AB" -> "1791", "1000" -> "1000". */
export function postcodeDigits(zipcode: string): string {
  return /^\s*(\d+)/u.exec(zipcode)?.[1] ?? "";
}

/** The area of a country and postcode: the longest matching prefix, or null when the country has none. */
export function areaFor(areas: readonly DeliveryArea[], countryCode: string, zipcode: string): DeliveryArea | null {
  const digits = postcodeDigits(zipcode);
  let best: DeliveryArea | null = null;
  for (const a of areas) {
    if (a.countryCode !== countryCode || !digits.startsWith(a.postcodePrefix)) continue;
    if (!best || a.postcodePrefix.length > best.postcodePrefix.length) best = a;
  }
  return best;
}

const DAY_MS = 86_400_000;
const dayAt = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** ISO weekday: 1 = Monday ... 7 = Sunday. */
const weekdayOf = (ms: number) => new Date(ms).getUTCDay() || 7;

/** The days this area can be delivered on, in order, as ISO dates (YYYY-MM-DD). */
export function deliveryDays(area: DeliveryArea, closedDays: ReadonlySet<string>, today: string): string[] {
  if (!isIsoDay(today)) return [];
  const start = dayAt(today);
  const days: string[] = [];
  let workingDaysBefore = 0;
  for (let i = 1; i <= area.horizonDays; i++) {
    const ms = start + i * DAY_MS;
    const day = isoOf(ms);
    const weekday = weekdayOf(ms);
    const closed = closedDays.has(day);
    if (workingDaysBefore >= area.leadDays && !closed && area.weekdays.includes(weekday)) days.push(day);
    if (weekday <= 5 && !closed) workingDaysBefore++;
  }
  return days;
}

/** The weekdays column ('123456') as numbers; anything else in it is ignored. */
export function parseWeekdays(column: string): number[] {
  return [...new Set([...column].map(Number).filter((n) => n >= 1 && n <= 7))].sort((a, b) => a - b);
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
 * time-zone formatter costs an ICU set-up (docs/decisions/024).
 */
export function deliveryDayLabel(day: string): string {
  if (!isIsoDay(day)) return day;
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
