/**
 * A euro amount as staff type it in a Dutch form (the refund panel, docs/decisions/037): "12,50", "12.50",
 * "€ 1.234,5", "1.250" (thousands), "12". Pure: the browser and the Worker read it the same way.
 */

/** The amount in cents, or null when the text is not a positive euro amount with at most two decimals. */
export function euroToCents(text: string): number | null {
  const plain = text.replace(/[€\s]/gu, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/u.test(plain)) return null;
  const thousands = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/u.test(plain);
  const normal = thousands ? plain.replace(/\./gu, "").replace(",", ".") : plain.replace(",", ".");
  const cents = Math.round(Number(normal) * 100);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}
