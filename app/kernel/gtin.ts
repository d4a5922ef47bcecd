/**
 * GTIN (EAN-13, UPC-A 12, GTIN-8, GTIN-14): digits only, and the last digit is the GS1 check digit (weights
 * 3 and 1 from the right, excluding the check digit). Used where a GTIN is written and by the Merchant Center
 * feed (docs/decisions/041), which leaves out a GTIN that fails it.
 */
const LENGTHS = new Set([8, 12, 13, 14]);

/** The GS1 check digit of the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 8, 12, 13 or 14 digits whose last digit is the check digit (an all-zero GTIN is not one). */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/u.test(value) || !LENGTHS.has(value.length) || /^0+$/u.test(value)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === value.charCodeAt(value.length - 1) - 48;
}
