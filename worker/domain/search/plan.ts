/**
 * A search query as FTS5 expressions over search_fts (docs/decisions/031-search-index.md). Every meaningful
 * word must match, in any column, as one of its forms:
 * - the word, its singular/plural, diminutive and adjective bases, and its synonyms (forms.ts, the synonym list);
 * - two neighbouring words written together ("box spring" -> "boxspring"), and a word not in the index split
 *   into two that are ("boxspringmatras" -> "boxspring" + "matras");
 * - when none of that is in the index: the indexed words within the allowed edits (typo.ts).
 * The plan also says how to rank: the exact phrase in the title, all words without typo correction, and for
 * each word whether it matched in the title, type, categories or brand.
 */
import { queryWords, wordForms } from "./forms.ts";
import { typoCandidates, type Vocabulary } from "./typo.ts";

/** Query word -> alternatives (words or short phrases, normalised), from the editable synonym list. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

interface Group {
  /** The words as typed (one, or two joined as a compound). */
  typed: string[];
  /** Alternatives that match without typo correction: each a list of words (a phrase, or a split compound as AND). */
  exact: Alt[];
  /** Alternatives found by typo correction. */
  typo: Alt[];
  /** Two typed words written together in the index: each word's own alternatives, both to be present anywhere. */
  apart?: [Alt[], Alt[]];
}

/** One way to match: words that must all be present (`phrase`: next to each other, in that order). */
interface Alt {
  words: string[];
  phrase: boolean;
}

export interface SearchPlan {
  /** The query's meaningful words. */
  words: string[];
  /** All words with every alternative, typo corrections included: the set of results. */
  match: string;
  /** All words without typo correction; null when a word only matched by correction. */
  exact: string | null;
  /** The typed words as a phrase in the title. */
  phrase: string;
  /** Per word group: its alternatives within the title, type and brand. */
  primary: string[];
  /** Per word group: its alternatives within the title, type, brand, categories and attributes. */
  described: string[];
  /** The query as the index understood it (first alternative of each word), for categories and brands. */
  understood: string;
  /** True when a word was matched by typo correction. */
  corrected: boolean;
  /** Typed words the index does not know in any form, not even with the allowed typos. */
  unknown: string[];
}

const MAX_WORDS = 8;

const quote = (w: string, prefix: boolean): string => `"${w.replace(/"/gu, "")}"${prefix ? "*" : ""}`;

function altExpr(alt: Alt, prefix: boolean): string {
  if (alt.phrase && alt.words.length > 1) return quote(alt.words.join(" "), prefix);
  if (alt.words.length === 1) return quote(alt.words[0]!, prefix);
  const last = alt.words.length - 1;
  return `(${alt.words.map((w, i) => quote(w, prefix && i === last)).join(" AND ")})`;
}

function groupExpr(alts: Alt[], prefix: boolean): string {
  const parts = [...new Set(alts.map((a) => altExpr(a, prefix)))];
  return parts.length === 1 ? parts[0]! : `(${parts.join(" OR ")})`;
}

const single = (w: string): Alt => ({ words: [w], phrase: false });

/** The alternatives of one word that the index holds (synonyms included); the word itself when none. */
function exactAlternatives(w: string, vocab: Vocabulary, synonyms: Synonyms): Alt[] {
  const alts: Alt[] = [];
  const seen = new Set<string>();
  const add = (words: string[], phrase: boolean) => {
    const key = words.join(" ");
    if (seen.has(key) || !words.every((x) => vocab.has(x))) return;
    seen.add(key);
    alts.push({ words, phrase });
  };
  const forms = wordForms(w);
  for (const f of forms) add([f], false);
  for (const f of forms) {
    for (const syn of synonyms.get(f) ?? []) {
      const sw = syn.split(" ").filter(Boolean);
      add(sw, true);
      if (sw.length === 1) for (const g of wordForms(sw[0]!)) add([g], false);
    }
  }
  return alts;
}

/** A word not in the index as two words that are ("boxspringmatras" -> "boxspring", "matras"). */
function splitCompound(w: string, vocab: Vocabulary): Alt | null {
  if (w.length < 6 || /\d/u.test(w)) return null;
  for (let k = w.length - 3; k >= 3; k--) {
    const left = w.slice(0, k);
    const right = w.slice(k);
    const leftForms = [left, ...(left.endsWith("s") && left.length > 3 ? [left.slice(0, -1)] : [])];
    for (const l of leftForms) {
      const r = wordForms(right).find((f) => vocab.has(f));
      if (vocab.has(l) && r) return { words: [l, r], phrase: false };
    }
  }
  return null;
}

function typoAlternatives(w: string, vocab: Vocabulary): Alt[] {
  const found = new Set<string>();
  for (const f of wordForms(w)) {
    for (const t of typoCandidates(f, vocab).terms) found.add(t);
    if (found.size > 0) break;
  }
  return [...found].map(single);
}

export function planSearch(text: string, vocab: Vocabulary, synonyms: Synonyms, prefixLast = false): SearchPlan | null {
  const ws = queryWords(text).slice(0, MAX_WORDS);
  if (ws.length === 0) return null;
  const groups: Group[] = [];
  const unknown: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    const next = ws[i + 1];
    // Two neighbouring words the index holds written together: either way matches.
    if (next !== undefined && !/\d/u.test(w) && !/\d/u.test(next)) {
      const joined = exactAlternatives(`${w}${next}`, vocab, synonyms);
      if (joined.length > 0) {
        const a = exactAlternatives(w, vocab, synonyms);
        const b = exactAlternatives(next, vocab, synonyms);
        const apart: [Alt[], Alt[]] | undefined = a.length > 0 && b.length > 0 ? [a, b] : undefined;
        groups.push({ typed: [w, next], exact: joined, typo: [], ...(apart ? { apart } : {}) });
        i++;
        continue;
      }
    }
    const exact = exactAlternatives(w, vocab, synonyms);
    // While typing, a last word that begins an indexed word is fine as it is.
    if (prefixLast && i === ws.length - 1 && exact.length === 0 && vocab.hasPrefix(w)) exact.push(single(w));
    if (exact.length === 0) {
      const split = splitCompound(w, vocab);
      if (split) exact.push(split);
    }
    const typo = exact.length === 0 ? typoAlternatives(w, vocab) : [];
    // Nothing in the index: the word itself, which matches nothing (the caller offers "Bedoelde je").
    if (exact.length === 0 && typo.length === 0) unknown.push(w);
    groups.push({ typed: [w], exact: exact.length > 0 || typo.length > 0 ? exact : [single(w)], typo });
  }
  const lastIndex = groups.length - 1;
  const expr = (g: Group, i: number, withTypo: boolean) => {
    const prefix = prefixLast && i === lastIndex;
    // While typing, the word as typed is also the beginning of a longer word ("matr" -> "matras"); its other
    // forms, synonyms and corrections are whole words.
    const typed = g.typed.join("");
    const alts = (withTypo ? [...g.exact, ...g.typo] : [...g.exact]).filter((a) => !prefix || a.words.join(" ") !== typed);
    const own = alts.length > 0 ? groupExpr(alts, false) : "";
    const whole = !prefix ? own : own ? `(${quote(typed, true)} OR ${own})` : quote(typed, true);
    if (!g.apart) return whole;
    return `(${whole} OR (${groupExpr(g.apart[0], false)} AND ${prefix ? `(${quote(g.typed[1]!, true)} OR ${groupExpr(g.apart[1], false)})` : groupExpr(g.apart[1], false)}))`;
  };
  const exactComplete = groups.every((g) => g.exact.length > 0);
  const primaryCols = "{title kind brand}";
  const describedCols = "{title kind brand cats attrs}";
  return {
    words: ws,
    match: groups.map((g, i) => expr(g, i, true)).join(" AND "),
    exact: exactComplete ? groups.map((g, i) => expr(g, i, false)).join(" AND ") : null,
    phrase: `{title} : ${quote(ws.join(" "), prefixLast)}`,
    primary: groups.map((g, i) => `${primaryCols} : ${expr(g, i, true)}`),
    described: groups.map((g, i) => `${describedCols} : ${expr(g, i, true)}`),
    understood: groups.map((g) => (g.exact[0] ?? g.typo[0] ?? single(g.typed.join(""))).words.join(" ")).join(" "),
    corrected: groups.some((g) => g.exact.length === 0 && g.typo.length > 0),
    unknown,
  };
}
