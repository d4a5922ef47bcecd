/**
 * Phone numbers (spec section 5 "Phone: numeric, 10 to 14 characters" and its helper), written once for the
 * forms in the browser and the Worker's API, with Belgian numbers read as Belgium numbers them.
 *
 * The stored form is the spec helper's: digits only, an international number with "00" instead of "+".
 * - Dutch and other numbers are kept as today: national "0612345678", international "0031612345678",
 *   10 to 14 digits.
 * - A Belgian number is always stored internationally, "0032" plus its national significant number:
 *   "02 123 45 67", "+32 2 123 45 67" and "0032 (0)2/123.45.67" are all "003221234567"; the mobile
 *   "0471 23 45 67" (in a Belgian context) and "+32 471 23 45 67" are both "0032471234567". The Worker
 *   turns it into E.164 (+32...) where a payment provider wants that.
 *
 * Belgian numbers (the BIPT numbering plan): a landline has 8 digits after the trunk 0, an area code of one
 * digit (2 Brussels, 3 Antwerp, 4 Liège, 9 Ghent) or two (BE_AREA_CODES) and a subscriber number that does
 * not start with 0 (so 0800 and 090x service numbers are not landlines); a mobile is 04[5-9]x xx xx xx.
 * A national number of 9 digits cannot be Dutch (Dutch numbers have 10), so it is read as a Belgian
 * landline, except one starting with 06 (a Dutch mobile missing a digit). A national 10-digit 04xx number
 * is a Belgian mobile only where the address is in Belgium: 0475, 0478 and 0481-0499 are Dutch area codes.
 */

/** The countries an address may be in; the phone's reading depends on it only for Belgian mobiles typed nationally. */
export type PhoneCountry = "NL" | "BE";

/** Belgian landline area codes of two digits (one-digit codes: 2, 3, 4, 9). */
export const BE_AREA_CODES = [
  "10", "11", "12", "13", "14", "15", "16", "19",
  "50", "51", "52", "53", "54", "55", "56", "57", "58", "59",
  "60", "61", "63", "64", "65", "67", "68", "69",
  "71",
  "80", "81", "82", "83", "84", "85", "86", "87", "89",
] as const;
const BE_ONE_DIGIT_AREA_CODES = ["2", "3", "4", "9"] as const;

/** The prefix of a stored Belgian number. */
export const BE_PREFIX = "0032";

/** The spec's 10 to 14 digits (section 9 "Phone 10 to 14") of a Dutch or other number. */
export const PHONE_PATTERN = /^\d{10,14}$/u;

/**
 * The spec's phone helper (section 5): removes spaces and hyphens (and the dots, slashes and brackets people
 * also type), drops a "(0)" written after a country code, turns a leading + into 00, and prefixes 0 when
 * the number starts with neither 0 nor +.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/^(\s*\+\s*\d{2})\s*\(0\)/u, "$1").replace(/[\s.\-/()]/gu, "");
  if (compact === "") return "";
  if (compact.startsWith("+")) return `00${compact.slice(1)}`;
  return compact.startsWith("0") ? compact : `0${compact}`;
}

/** A Belgian national significant number (without the trunk 0): a landline of 8 digits or a mobile of 9. */
export function isBelgianNumber(nsn: string): boolean {
  if (/^4[5-9]\d{7}$/u.test(nsn)) return true;
  if (!/^[1-9]\d{7}$/u.test(nsn)) return false;
  if ((BE_ONE_DIGIT_AREA_CODES as readonly string[]).includes(nsn[0]!)) return nsn[1] !== "0";
  return (BE_AREA_CODES as readonly string[]).includes(nsn.slice(0, 2)) && nsn[2] !== "0";
}

const belgian = (nsn: string): string | null => (isBelgianNumber(nsn) ? `${BE_PREFIX}${nsn}` : null);

/**
 * A typed phone number in its stored form, or null when it is not a valid number. `country` is the country
 * of the address that goes with it (NL when the form has none).
 */
export function phoneNumber(raw: string, country: PhoneCountry = "NL"): string | null {
  const number = normalizePhone(raw);
  if (!/^\d+$/u.test(number)) return null;
  if (number.startsWith(BE_PREFIX)) {
    const rest = number.slice(BE_PREFIX.length);
    return belgian(rest.startsWith("0") ? rest.slice(1) : rest);
  }
  if (number.startsWith("00")) return PHONE_PATTERN.test(number) ? number : null;
  if (number.length === 9 && (country === "BE" || !number.startsWith("06"))) return belgian(number.slice(1));
  if (country === "BE" && /^04[5-9]\d{7}$/u.test(number)) return belgian(number.slice(1));
  return PHONE_PATTERN.test(number) ? number : null;
}

/** True when `raw` is a phone number the shop accepts (phoneNumber is not null). */
export function isPhoneNumber(raw: string, country: PhoneCountry = "NL"): boolean {
  return phoneNumber(raw, country) !== null;
}
