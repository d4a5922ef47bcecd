/** EUR with a comma and two decimals (spec section 1): 49995 cents -> "€ 499,95". */
export function formatEuro(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/gu, ".");
  const rest = (abs % 100).toString().padStart(2, "0");
  return `${negative ? "-" : ""}€ ${euros},${rest}`;
}

/** The instant (ms) of 01:00 UTC on the last Sunday of a month (0-based): when EU summer time starts or ends. */
function lastSundayOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/**
 * The calendar date in Amsterdam of an instant, without Intl: CET (UTC+1), and CEST (UTC+2) from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October (the EU rule since 1996). The
 * first time-zone formatter a page makes costs the ICU set-up (85-100 ms at 4x CPU throttling: a long task
 * on the product page's reviews); dates are all these pages need (docs/decisions/024, third pass).
 */
export function amsterdamDate(value: string | Date): { year: number; month: number; day: number } {
  const t = new Date(value).getTime();
  const year = new Date(t).getUTCFullYear();
  const summer = t >= lastSundayOneUtc(year, 2) && t < lastSundayOneUtc(year, 9);
  const local = new Date(t + (summer ? 2 : 1) * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const two = (n: number) => String(n).padStart(2, "0");

/** A date as Dutch shoppers write it, in Dutch time: "2026-06-01T10:00:00Z" -> "01-06-2026". */
export function formatDutchDate(value: string | Date): string {
  const d = amsterdamDate(value);
  return `${two(d.day)}-${two(d.month)}-${d.year}`;
}

const MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"] as const;

/** A date written out in Dutch, in Dutch time: "2026-06-01T10:00:00Z" -> "1 juni 2026". */
export function formatDutchLongDate(value: string | Date): string {
  const d = amsterdamDate(value);
  return `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
}
