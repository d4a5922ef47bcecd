/**
 * Calendar arithmetic of the form toolkit's date picker (app/components/checkout/date-picker.tsx): days in UTC
 * as the kernel counts them (app/kernel/birthdate.ts), Monday-first weeks, and the grid's keys (spec
 * section 5: the payment form's birthdate picker; keys as in the WAI-ARIA date picker dialog pattern).
 */
import { calendarDateOf, type CalendarDate } from "../../kernel/birthdate";

const DAY_MS = 86_400_000;
const toMs = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
export const addDays = (d: CalendarDate, days: number): CalendarDate => calendarDateOf(new Date(toMs(d) + days * DAY_MS));
/** The same day `months` later or earlier, or that month's last day when it has no such day. */
export function addMonths(d: CalendarDate, months: number): CalendarDate {
  const first = new Date(Date.UTC(d.year, d.month - 1 + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}
export const compareDays = (a: CalendarDate, b: CalendarDate) => toMs(a) - toMs(b);
export const sameDay = (a: CalendarDate | null, b: CalendarDate | null) => a !== null && b !== null && compareDays(a, b) === 0;
export const clampDay = (d: CalendarDate, min: CalendarDate, max: CalendarDate): CalendarDate => (compareDays(d, min) < 0 ? min : compareDays(d, max) > 0 ? max : d);
/** 0 for Monday .. 6 for Sunday. */
export const weekdayIndex = (d: CalendarDate) => (new Date(toMs(d)).getUTCDay() + 6) % 7;
export const isoDay = (d: CalendarDate) => `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** A month as Monday-first weeks of seven cells; a cell outside the month is null. */
export function monthWeeks(year: number, month: number): (CalendarDate | null)[][] {
  const cells: (CalendarDate | null)[] = Array.from({ length: weekdayIndex({ year, month, day: 1 }) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * The day a key moves to in the grid: arrows a day or a week, Home/End the week's Monday/Sunday,
 * PageUp/PageDown a month (with Shift a year). Null for any other key.
 */
export function dayForKey(d: CalendarDate, key: string, shift = false): CalendarDate | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(d, -1);
    case "ArrowRight":
      return addDays(d, 1);
    case "ArrowUp":
      return addDays(d, -7);
    case "ArrowDown":
      return addDays(d, 7);
    case "Home":
      return addDays(d, -weekdayIndex(d));
    case "End":
      return addDays(d, 6 - weekdayIndex(d));
    case "PageUp":
      return addMonths(d, shift ? -12 : -1);
    case "PageDown":
      return addMonths(d, shift ? 12 : 1);
    default:
      return null;
  }
}
