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
