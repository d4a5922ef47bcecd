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

/** A date as Dutch shoppers write it, in Dutch time: "2026-06-01T10:00:00Z" -> "01-06-2026". */
export function formatDutchDate(value: string | Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", day: "2-digit", month: "2-digit", year: "numeric" }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}-${part("month")}-${part("year")}`;
}
