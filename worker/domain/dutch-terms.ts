/**
 * Dutch search normalisation, pure and dependency-free: used by the loader to fill products_fts.terms
 * and by the search endpoint to expand a query. `dutchTerms("matrassen")` → ["matrassen", "matras"].
 */

/** Lowercase, accents removed (é → e, ë → e), only a-z and 0-9 kept. */
export function normalizeWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ø/gu, "o")
    .replace(/ß/gu, "ss")
    .replace(/[^a-z0-9]/gu, "");
}

/** Words of a text (split on anything that is not a letter or digit), normalised, empty ones dropped. */
export function words(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map(normalizeWord)
    .filter((w) => w.length > 0);
}

// Singular -> plural of the shop's head nouns (also matched as the end of a compound:
// "dekbedovertrekken" ends in "overtrekken"). Longest match wins.
const PAIRS: readonly (readonly [string, string])[] = ([
  ["matras", "matrassen"], ["dekbed", "dekbedden"], ["kussen", "kussens"], ["laken", "lakens"], ["overtrek", "overtrekken"],
  ["doek", "doeken"], ["sloop", "slopen"], ["jas", "jassen"], ["boxspring", "boxsprings"], ["topper", "toppers"],
  ["plaid", "plaids"], ["parasol", "parasols"], ["schort", "schorten"], ["deken", "dekens"], ["bed", "bedden"],
  ["zone", "zones"], ["seizoen", "seizoenen"], ["veer", "veren"], ["vering", "veringen"], ["mat", "matten"],
  ["want", "wanten"], ["lap", "lappen"], ["set", "sets"], ["bord", "borden"], ["beschermer", "beschermers"],
  ["washand", "washandjes"], ["handje", "handjes"], ["kleed", "kleden"], ["ledikant", "ledikanten"], ["abonnement", "abonnementen"],
  ["voet", "voeten"], ["poot", "poten"], ["hoes", "hoezen"], ["stof", "stoffen"], ["kleur", "kleuren"], ["maat", "maten"],
  ["pakket", "pakketten"], ["badjas", "badjassen"], ["gordijn", "gordijnen"], ["schuim", "schuimen"],
  ["keuken", "keukens"], ["dons", "donzen"], ["katoen", "katoenen"], ["satijn", "satijnen"], ["wol", "wollen"],
] as const satisfies readonly (readonly [string, string])[]).toSorted((a, b) => b[0].length - a[0].length);

// Words that have no useful other form (materials, loan words).
const INVARIANT = new Set(["linnen", "latex", "jersey", "percal", "molton", "comfort", "hybride", "lyocell", "velours", "bamboe"]);

const VOWEL = "aeiou";
const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWEL.includes(ch);

/** Regular Dutch plural of a (guessed) singular. */
function regularPlural(w: string): string {
  if (w.endsWith("isch")) return `${w}e`; // synthetisch -> synthetische
  if (/(e|el|er|em|en|je|ie)$/u.test(w)) return `${w}s`;
  const last = w[w.length - 1]!;
  const prev = w[w.length - 2];
  const prev2 = w[w.length - 3];
  if (isVowel(last)) return `${w}s`;
  // long vowel written double before the last consonant: sloop -> slopen, veer -> veren
  if (isVowel(prev) && prev === prev2) return `${w.slice(0, -3)}${prev}${last}en`;
  // single short vowel before a single consonant: wol -> wollen
  if (isVowel(prev) && !isVowel(prev2) && !"wyx".includes(last)) return `${w}${last}en`;
  return `${w}en`;
}

/** Regular Dutch singular of a (guessed) plural, or undefined when it does not look like one. */
function regularSingular(w: string): string | undefined {
  if (w.endsWith("ische")) return w.slice(0, -1); // synthetische -> synthetisch
  if (w.length > 5 && w.endsWith("en")) {
    const stem = w.slice(0, -2);
    const last = stem[stem.length - 1]!;
    const prev = stem[stem.length - 2];
    const prev2 = stem[stem.length - 3];
    if (!isVowel(last) && last === prev) return stem.slice(0, -1); // wollen -> wol
    if (!isVowel(last) && isVowel(prev) && !isVowel(prev2) && !"wyx".includes(last)) return `${stem.slice(0, -1)}${prev}${last}`; // slopen -> sloop
    return stem;
  }
  if (w.length > 4 && /(e|el|er|en|em|je|ey|a|o|i|u)s$/u.test(w)) return w.slice(0, -1); // zones -> zone, kussens -> kussen
  return undefined;
}

/** The normalised word plus its Dutch singular/plural counterpart(s). Numbers and sizes are kept as they are. */
export function dutchTerms(word: string): string[] {
  const w = normalizeWord(word);
  if (w.length < 3 || /\d/u.test(w)) return w ? [w] : [];
  const out = new Set<string>([w]);
  if (INVARIANT.has(w)) return [w];
  for (const [singular, plural] of PAIRS) {
    if (w.endsWith(plural)) {
      out.add(w.slice(0, w.length - plural.length) + singular);
      return [...out];
    }
    if (w.endsWith(singular)) {
      out.add(w.slice(0, w.length - singular.length) + plural);
      return [...out];
    }
  }
  const singular = regularSingular(w);
  if (singular && singular.length >= 3) out.add(singular);
  else out.add(regularPlural(w));
  return [...out];
}

/** The head nouns of a compound ("dekbedovertrek" -> "overtrek", "overtrekken"), for the document side only. */
export function compoundHeads(word: string): string[] {
  const w = normalizeWord(word);
  for (const [singular, plural] of PAIRS) {
    if (singular.length < 4) continue;
    for (const form of [plural, singular]) {
      if (w.endsWith(form) && w.length - form.length >= 3) return [singular, plural];
    }
  }
  return [];
}

/** All search terms of a text: every word with its variants and compound heads, de-duplicated. */
export function searchTerms(text: string): string[] {
  const out = new Set<string>();
  for (const w of words(text)) {
    for (const t of dutchTerms(w)) out.add(t);
    for (const t of compoundHeads(w)) out.add(t);
  }
  return [...out];
}
