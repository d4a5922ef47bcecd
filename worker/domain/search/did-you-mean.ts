/**
 * "Bedoelde je ...": the queries to try when a search found nothing (docs/decisions/031-search-index.md),
 * closest first. A word the index does not know is replaced by the indexed words within a wider reach than
 * automatic correction allows (two edits, three from 9 letters, the first letter included); then the query
 * without one of its words, unknown words first. The caller keeps the first query that finds products.
 */
import { planSearch, type Synonyms } from "./plan.ts";
import { queryWords } from "./forms.ts";
import { typoCandidates, type Vocabulary } from "./typo.ts";

const MAX_QUERIES = 8;

export function correctionQueries(text: string, vocab: Vocabulary, synonyms: Synonyms): string[] {
  const ws = queryWords(text);
  const plan = planSearch(text, vocab, synonyms);
  if (!plan || ws.length === 0) return [];
  const unknown = new Set(plan.unknown);
  const out: string[] = [];
  const add = (words: string[]) => {
    const q = words.join(" ");
    if (words.length > 0 && q !== ws.join(" ") && !out.includes(q)) out.push(q);
  };
  // Wider corrections of the unknown words: the best one for every word, then the runners-up one at a time.
  const options = ws.map((w) => {
    if (!unknown.has(w) || w.length < 3 || /\d/u.test(w)) return [];
    return typoCandidates(w, vocab, w.length >= 9 ? 3 : 2, false, 3).terms;
  });
  if (options.some((o) => o.length > 0)) {
    add(ws.map((w, i) => options[i]![0] ?? w));
    options.forEach((o, i) => o.slice(1).forEach((alt) => add(ws.map((w, j) => (j === i ? alt : (options[j]![0] ?? w))))));
  }
  // The query without one word: unknown words first, then from the last word back.
  if (ws.length > 1) {
    const order = [...ws.keys()].sort((a, b) => Number(unknown.has(ws[b]!)) - Number(unknown.has(ws[a]!)) || b - a);
    for (const i of order) add(ws.filter((_, j) => j !== i));
  }
  return out.slice(0, MAX_QUERIES);
}
