/**
 * The field rules of spec section 5 that need no zod (normalisers and patterns): the browser's lookups and
 * masks use them without loading zod; app/lib/schemas/account.ts builds its schemas on them.
 */

/** Spec section 5 names (letters, digits, underscore, spaces) plus accents, hyphens, apostrophes, dots. */
export const NAME_PATTERN = /^[\p{L}\p{M}0-9_ .'\u2019-]+$/u;

/**
 * Street and city as a shopper may type them (a Dutch address the lookup could not confirm, every Belgian
 * address): letters (with accents), digits, spaces and . , ' ’ ( ) / & -, with at least one letter.
 */
export const ADDRESS_TEXT_PATTERN = /^(?=.*\p{L})[\p{L}\p{M}0-9 .,'\u2019()/&-]+$/u;

/** NL: four digits not starting with 0 plus two letters, not SA, SD or SS. BE: four digits not starting with 0. */
export function normalizeZipcode(raw: string, country: string): string | null {
  const value = raw.replace(/\s+/gu, "").toUpperCase();
  if (country === "NL") {
    const m = /^([1-9]\d{3})([A-Z]{2})$/u.exec(value);
    if (!m || ["SA", "SD", "SS"].includes(m[2]!)) return null;
    return `${m[1]} ${m[2]}`;
  }
  return /^[1-9]\d{3}$/u.test(value) ? value : null;
}

/** Day-month-year with dashes (2- or 4-digit year), a real date. Returns ISO yyyy-mm-dd or null. */
export function parseBirthdate(raw: string, now: Date = new Date()): string | null {
  const m = /^(\d{1,2})-(\d{1,2})-(\d{2}|\d{4})$/u.exec(raw.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  let year = Number(m[3]);
  if (m[3]!.length === 2) {
    const century = Math.floor(now.getUTCFullYear() / 100) * 100;
    year = century + year > now.getUTCFullYear() ? century - 100 + year : century + year;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || date.getTime() > now.getTime()) return null;
  return date.toISOString().slice(0, 10);
}

/** BTW: NL + 9 digits + B + 2 digits, or BE + 0/1 + 9 digits; the prefix may be left out. Dots and spaces ignored. */
export function normalizeVatNumber(raw: string): string | null {
  const value = raw.replace(/[\s.]/gu, "").toUpperCase();
  if (/^(NL)?\d{9}B\d{2}$/u.test(value)) return value.startsWith("NL") ? value : `NL${value}`;
  if (/^(BE)?[01]\d{9}$/u.test(value)) return value.startsWith("BE") ? value : `BE${value}`;
  return null;
}

/** KVK (NL, 8 digits) or KBO enterprise number (BE, 10 digits starting with 0 or 1). */
export function normalizeCocNumber(raw: string): string | null {
  const value = raw.replace(/[\s.]/gu, "");
  return /^\d{8}$/u.test(value) || /^[01]\d{9}$/u.test(value) ? value : null;
}

