/**
 * The words of a search text as shoppers write them (docs/decisions/031-search-index.md): sizes in every
 * written form become one token ("160 x 200", "160/200", "160 bij 200cm" -> "160x200"), filler words are
 * dropped, and a word gets the other forms it may have in the index: singular/plural (dutch-terms.ts), the
 * word without its diminutive ("kussentje" -> "kussen") and an inflected adjective's base ("witte" -> "wit").
 * Pure: shared by the indexer (document.ts) and the query planner (plan.ts).
 */
import { dutchTerms, words } from "../dutch-terms.ts";

// A size as width x length (cm), written with x, ×, *, /, "bij" or "op", or just a space, with or without "cm".
const SIZE = /(?<![\p{L}\p{N}])(\d{2,3})\s*(?:cm)?(?:\s*(?:x|×|\*|\/|bij|op)\s*|\s+)(\d{2,3})(?:\s*cm\b)?(?![\p{N}])/giu;
// A second length of a size written as "140x200/220".
const SIZE_ALT_LENGTH = /(\d{2,3})x(\d{2,3})\/(\d{2,3})/giu;

/** The text with every size written as "<width>x<length>" ("140x200/220" also as "140x220"). */
export function normalizeSizes(text: string): string {
  return text
    .replace(SIZE_ALT_LENGTH, (_m, w: string, l1: string, l2: string) => `${w}x${l1} ${w}x${l2}`)
    .replace(SIZE, (_m, w: string, l: string) => `${w}x${l}`);
}

/** Words of a search text: sizes joined, lowercase, accents removed, split on anything else. */
export function searchWords(text: string): string[] {
  return words(normalizeSizes(text));
}

// Words that carry no meaning in a product search ("kussen voor zijslaper", "matras met pocketvering").
const FILLER = new Set([
  "de", "het", "een", "en", "of", "van", "voor", "met", "in", "op", "bij", "aan", "te", "om", "die", "dat",
  "mijn", "je", "jouw", "ik", "wij", "we", "zoek", "zoeken", "graag", "welke", "wat", "cm", "x",
]);

/** The meaningful words of a query; the words as they are when all of them are filler. */
export function queryWords(text: string): string[] {
  const all = searchWords(text);
  const meaningful = all.filter((w) => !FILLER.has(w));
  return meaningful.length > 0 ? meaningful : all;
}

const undouble = (s: string): string => (s.length > 2 && s[s.length - 1] === s[s.length - 2] ? s.slice(0, -1) : s);

/** Bases a diminutive may have: "kussentje" -> "kussen", "bedje" -> "bed", "balletje" -> "bal", "boompje" -> "boom". */
function diminutiveBases(w: string): string[] {
  const stem = w.endsWith("s") && /(je|jes)$/u.test(w) ? w.slice(0, -1) : w;
  if (!stem.endsWith("je") || stem.length < 5) return [];
  const out: string[] = [];
  for (const suffix of ["etje", "tje", "pje", "kje", "je"]) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      const base = stem.slice(0, -suffix.length);
      out.push(base);
      if (suffix === "etje") out.push(undouble(base));
    }
  }
  return out;
}

/** Bases an inflected adjective may have: "witte" -> "wit", "grijze" -> "grijs", "stevige" -> "stevig", "lieve" -> "lief", "rode" -> "rood". */
export function adjectiveBases(w: string): string[] {
  if (w.length < 4 || !w.endsWith("e") || w.endsWith("ee") || w.endsWith("ie")) return [];
  const stem = w.slice(0, -1);
  const out = [stem, undouble(stem)];
  if (stem.endsWith("z")) out.push(`${stem.slice(0, -1)}s`);
  if (stem.endsWith("v")) out.push(`${stem.slice(0, -1)}f`);
  // a long vowel written single before the ending: "blote" -> "bloot", "grote" -> "groot"
  const m = /^(.*[^aeiou])([aeou])([^aeiou])$/u.exec(stem);
  if (m) out.push(`${m[1]}${m[2]}${m[2]}${m[3]}`);
  return out;
}

/**
 * The forms a query word may have in the index, the word itself first. Callers keep the ones the index
 * holds; numbers and sizes have no other form.
 */
export function wordForms(w: string): string[] {
  const out = new Set<string>([w]);
  if (/\d/u.test(w)) return [...out];
  for (const f of dutchTerms(w)) out.add(f);
  for (const base of [...diminutiveBases(w), ...adjectiveBases(w)]) {
    for (const f of dutchTerms(base)) out.add(f);
  }
  return [...out].filter((f) => f.length > 0);
}
