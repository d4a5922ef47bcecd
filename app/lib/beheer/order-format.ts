/** Formatting of the back office's order pages (Amsterdam time, Dutch). */
import type { Address } from "../api/types/account";

let dateTime: Intl.DateTimeFormat | null = null;

/** "14-06-2026 09:05" in Amsterdam time. */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
  return dateTime.format(new Date(iso));
}

export const COUNTRY_NAMES: Record<string, string> = { NL: "Nederland", BE: "België" };

/** The lines of an address as a label would show them. */
export function addressLines(a: Address): string[] {
  const name = a.name || `${a.first_name} ${a.last_name}`.trim();
  return [a.company, name, `${a.street} ${a.house_number}${a.extension ? ` ${a.extension}` : ""}`, `${a.zipcode} ${a.city}`, COUNTRY_NAMES[a.country_code] ?? a.country_code].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}
