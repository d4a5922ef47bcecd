/**
 * Dutch and Belgian VAT numbers (BTW-id / btw-nummer): format and checksum, offline. Pure: no I/O.
 * - NL: "NL" + 9 digits + "B" + 2 digits (not 00). Valid when either check holds: the "mod 97" check of the
 *   BTW-id introduced in 2020 (ISO 7064 on the whole id with letters as numbers: "NL..B.." mod 97 = 1), or the
 *   older eleven-test of the 9 digits (weights 9..2 on the first 8, minus the 9th, divisible by 11).
 * - BE: "BE" + 10 digits starting with 0 or 1; 97 - (first 8 digits mod 97) equals the last 2.
 * Input may leave the prefix out, and contain spaces and dots (normalizeVatNumber of the account schemas).
 */
import { normalizeVatNumber } from "../../app/lib/schemas/account";

export type VatCountry = "NL" | "BE";

/** Letters as ISO 7064 numbers (A = 10 ... Z = 35), digits as themselves. */
function iso7064Mod97(value: string): number {
  let rest = 0;
  for (const ch of value) {
    const n = /\d/u.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/** The eleven-test of the old NL VAT number (the 9 digits, like the BSN). */
function elevenTest(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (9 - i) * Number(digits[i]);
  return (sum - Number(digits[8])) % 11 === 0;
}

export function validNlVat(vat: string): boolean {
  const m = /^NL(\d{9})B(\d{2})$/u.exec(vat);
  if (!m || m[2] === "00" || /^0{9}$/u.test(m[1]!)) return false;
  return iso7064Mod97(vat) === 1 || elevenTest(m[1]!);
}

export function validBeVat(vat: string): boolean {
  const m = /^BE([01]\d{7})(\d{2})$/u.exec(vat);
  if (!m) return false;
  return 97 - (Number(m[1]) % 97) === Number(m[2]);
}

/**
 * The number with its country prefix: the input's own NL/BE prefix, else the given country's (the billing
 * country). Null when it is no NL or BE VAT number in form.
 */
export function prefixedVatNumber(raw: string, fallbackCountry: VatCountry): string | null {
  const compact = raw.replace(/[\s.-]/gu, "").toUpperCase();
  const hasPrefix = /^(NL|BE)/u.test(compact);
  const candidate = hasPrefix ? compact : `${fallbackCountry}${compact}`;
  const normal = normalizeVatNumber(candidate);
  // normalizeVatNumber recognises the shape; a BE-shaped number given for NL (or the reverse) stays as given.
  return normal && normal.slice(0, 2) === candidate.slice(0, 2) ? normal : null;
}

/** Format and checksum of a prefixed number (NL or BE). */
export function validVatChecksum(prefixed: string): boolean {
  if (prefixed.startsWith("NL")) return validNlVat(prefixed);
  if (prefixed.startsWith("BE")) return validBeVat(prefixed);
  return false;
}
