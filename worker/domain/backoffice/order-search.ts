/**
 * What the back office's order search box means (docs/decisions/035): an order number with or without
 * "KJD" (a part of the digits finds the numbers that start with them), an e-mail address (or its start), a
 * Dutch or Belgian postcode, or else a name (first and last name, last name, or company; its start).
 * Four digits are both a Belgian postcode and the start of an order number: both are searched. Pure: the
 * store turns the terms into index ranges (worker/store/backoffice/orders.ts), and the day boundaries of
 * the date filter are Amsterdam days.
 */
import { typedOrderNumber } from "../../../app/kernel/patterns";

export type SearchTerm =
  | { field: "number"; prefix: string }
  | { field: "email"; prefix: string }
  | { field: "postcode"; value: string }
  | { field: "name"; prefix: string };

const NL_POSTCODE = /^[1-9]\d{3}\s?[a-z]{2}$/iu;
const BE_POSTCODE = /^[1-9]\d{3}$/u;

/** The terms a typed search stands for (OR-ed); none for an empty search. */
export function searchTerms(raw: string | undefined): SearchTerm[] {
  const q = (raw ?? "").trim().replace(/\s+/gu, " ");
  if (!q) return [];
  const terms: SearchTerm[] = [];
  const number = typedOrderNumber(q);
  if (number) terms.push({ field: "number", prefix: number });
  if (NL_POSTCODE.test(q) || BE_POSTCODE.test(q)) terms.push({ field: "postcode", value: q.replace(/\s/gu, "").toUpperCase() });
  if (terms.length > 0) return terms;
  if (q.includes("@")) return [{ field: "email", prefix: q.toLowerCase() }];
  return [{ field: "name", prefix: q.toLowerCase() }];
}

/** The upper end of a prefix range: every text that starts with `prefix` sorts below it. */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uffff`;
}

const TZ = "Europe/Amsterdam";
let parts: Intl.DateTimeFormat | null = null;

/** Amsterdam's offset from UTC at an instant (seconds). */
function offsetAt(s: number): number {
  parts ??= new Intl.DateTimeFormat("en-GB", { timeZone: TZ, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  const p = Object.fromEntries(parts.formatToParts(new Date(s * 1000)).map((x) => [x.type, Number(x.value)]));
  return (Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - s * 1000) / 1000;
}

/** The instant (unix seconds) Amsterdam's day `day` (YYYY-MM-DD) starts, across daylight-saving changes. */
export function amsterdamDayStart(day: string): number {
  const naive = Date.parse(`${day}T00:00:00Z`) / 1000;
  return naive - offsetAt(naive - offsetAt(naive));
}

/** The Amsterdam calendar day (YYYY-MM-DD) of an instant. */
export function amsterdamDay(s: number): string {
  return new Date((s + offsetAt(s)) * 1000).toISOString().slice(0, 10);
}

/** The day before `day` (YYYY-MM-DD). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
