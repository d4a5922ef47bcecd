/**
 * What a search that found nothing is counted under (worker/store/search-misses.ts): the query normalised
 * as search matches it (lowercase, accents removed, words joined by single spaces, at most 100 characters),
 * or null when it must not be kept. Only what a shopper looks for is counted, never who: a query that
 * looks like personal data is refused whole (AVG art. 5(1)(c), data minimisation), erring on the side of
 * refusing a rare product query:
 * - an e-mail address: any '@';
 * - a phone, bank, order or citizen number: a run of 6 or more digits, or digit groups joined by spaces,
 *   dots, dashes, slashes, brackets or '+' that hold 9 or more digits together ("06 12 34 56 78",
 *   "+32 470 12 34 56"); sizes stay ("160x200", "matras 160 200" has 6 digits in all);
 * - a Dutch postcode: 4 digits and 2 letters ("1234 AB", "1234ab");
 * - a street and house number (Dutch or Belgian: a word ending in straat, laan, weg, plein, dreef, lei,
 *   kade, gracht, singel, dijk, markt, baan, hof or pad, followed by a number), e.g. "kerkstraat 12a".
 */
import { words } from "./dutch-terms.ts";

export const MISS_QUERY_MAX = 100;

const EMAIL = /@/u;
const DIGIT_RUN = /\d{6,}/u;
const DIGIT_GROUPS = /\d[\d\s.\-/()+]*\d/gu;
const NL_POSTCODE = /(?:^|[^a-z0-9])[1-9]\d{3}\s?[a-z]{2}(?![a-z0-9])/u;
const STREET_NUMBER = /[a-z](?:straat|laan|weg|plein|dreef|lei|kade|gracht|singel|dijk|markt|baan|hof|pad)\s*,?\s*\d{1,4}(?![0-9])/u;

/** Whether a search term looks like personal data (see the module comment for the patterns). */
export function looksPersonal(term: string): boolean {
  const text = term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (EMAIL.test(text) || DIGIT_RUN.test(text) || NL_POSTCODE.test(text) || STREET_NUMBER.test(text)) return true;
  for (const group of text.match(DIGIT_GROUPS) ?? []) {
    if (group.replace(/\D/gu, "").length >= 9) return true;
  }
  return false;
}

/** The normalised query a miss is counted under, or null (nothing left, or it looks like personal data). */
export function missQuery(term: string): string | null {
  if (looksPersonal(term)) return null;
  const query = words(term).join(" ").slice(0, MISS_QUERY_MAX).trim();
  return query.length > 0 ? query : null;
}
