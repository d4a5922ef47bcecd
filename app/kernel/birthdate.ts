/**
 * The payment form's age rule (spec sections 5 and 9), once for the browser and the Worker: a date of birth
 * is allowed when its year is 1900 or later and the 18th birthday is today or earlier ("the picker disables
 * dates after today minus 18 years"; year between 1900 and the current year minus 18). A 29 February
 * birthday turns 18 on 1 March in a common year. Days are calendar days in UTC, as the Worker counts them,
 * so the picker never offers a day the API refuses. The schema (app/lib/schemas/checkout.ts,
 * parseAdultBirthdate) and the date picker of the payment form both use it.
 */

/** Adult from 18 (spec section 9). */
export const ADULT_AGE = 18;
/** The first birth year a form accepts (spec sections 5 and 9). */
export const MIN_BIRTH_YEAR = 1900;

/** A calendar day: month 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const dayMs = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);

/** The calendar day (UTC) of a moment. */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}

/** A day from yyyy-mm-dd, or null when the text is not a real date in that form. */
export function calendarDateFromIso(iso: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(iso);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(dayMs(d));
  return check.getUTCFullYear() === d.year && check.getUTCMonth() === d.month - 1 && check.getUTCDate() === d.day ? d : null;
}

/** The day as the form writes it: dd-mm-yyyy. */
export function formatBirthdate(d: CalendarDate): string {
  return `${String(d.day).padStart(2, "0")}-${String(d.month).padStart(2, "0")}-${String(d.year).padStart(4, "0")}`;
}

/** True when someone born on `birth` may use the pay-later methods on `today`: from 1900, 18 or older. */
export function isAllowedBirthdate(birth: CalendarDate, today: CalendarDate): boolean {
  if (birth.year < MIN_BIRTH_YEAR) return false;
  // Date.UTC rolls 29 February of a common year over to 1 March: the 18th birthday of a leap-day child.
  return Date.UTC(birth.year + ADULT_AGE, birth.month - 1, birth.day) <= dayMs(today);
}

/** The last allowed day of birth on `today` ("today minus 18 years"); every later day is disabled. */
export function latestBirthdate(today: CalendarDate): CalendarDate {
  // Today minus 18 years, or the last day of that month when it has no such day (29 February).
  let candidate = calendarDateOf(new Date(Date.UTC(today.year - ADULT_AGE, today.month, 0)));
  if (today.day < candidate.day) candidate = { ...candidate, day: today.day };
  while (!isAllowedBirthdate(candidate, today)) candidate = calendarDateOf(new Date(dayMs(candidate) - 86_400_000));
  return candidate;
}

/** The first allowed day of birth: 1 January 1900. */
export const EARLIEST_BIRTHDATE: CalendarDate = { year: MIN_BIRTH_YEAR, month: 1, day: 1 };
