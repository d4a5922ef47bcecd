/**
 * Typo tolerance (docs/decisions/031-search-index.md): a query word that is not in the index is matched to
 * the indexed words within one edit (words of 4-7 letters) or two edits (8 letters and more), an edit being
 * an inserted, deleted, replaced or two swapped neighbouring letters. Words of 3 letters or fewer and words
 * with digits are never corrected, and the first letter of a word of 4-7 letters is never changed.
 */

/** The edits allowed for a query word of this length. */
export function allowedEdits(word: string): number {
  if (/\d/u.test(word) || word.length < 4) return 0;
  return word.length <= 7 ? 1 : 2;
}

/** Three rows of the distance table: one set serves every comparison of a candidate scan. */
type Rows = [Int32Array, Int32Array, Int32Array];

function rowsFor(length: number): Rows {
  return [new Int32Array(length + 2), new Int32Array(length + 2), new Int32Array(length + 2)];
}

/**
 * Edit distance with swaps of neighbours (optimal string alignment), or more than max as soon as it is
 * certain to exceed max. Only the cells within max of the diagonal are computed: a cell further out costs
 * more than max edits, so no alignment within max passes through it (a neighbour outside counts as max + 1).
 * `rows` is scratch space a caller may pass to reuse over many comparisons.
 */
export function editDistance(a: string, b: string, max: number, rows?: Rows): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  const over = max + 1;
  let [prev2, prev, cur] = rows && rows[0].length >= n + 2 ? rows : rowsFor(n);
  for (let j = 0; j <= n; j++) prev[j] = j;
  prev[n + 1] = over;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(n, i + max);
    let rowMin = over;
    if (lo === 1) {
      cur[0] = i;
      rowMin = i;
    } else cur[lo - 1] = over;
    const ai = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (hi < n) cur[hi + 1] = over;
    if (rowMin > max) return over;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** The indexed words, grouped for candidate lookups. */
export interface Vocabulary {
  has(term: string): boolean;
  /** Whether an indexed word begins with `prefix`. */
  hasPrefix(prefix: string): boolean;
  /** Words of this length (letters only, no digits). */
  ofLength(length: number): readonly string[];
}

export function vocabulary(terms: Iterable<string>): Vocabulary {
  const all = new Set<string>();
  const byLength = new Map<number, string[]>();
  for (const t of terms) {
    all.add(t);
    if (/\d/u.test(t)) continue;
    const list = byLength.get(t.length) ?? [];
    list.push(t);
    byLength.set(t.length, list);
  }
  const sorted = [...all].sort();
  const hasPrefix = (p: string): boolean => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < p) lo = mid + 1;
      else hi = mid;
    }
    return lo < sorted.length && sorted[lo]!.startsWith(p);
  };
  return { has: (t) => all.has(t), hasPrefix, ofLength: (n) => byLength.get(n) ?? [] };
}

/**
 * The indexed words closest to `word` within `maxEdits` (all at the smallest distance found, at most
 * `limit`), and that distance; none when the word may not be corrected. `keepFirst`: only words with the
 * same first letter.
 */
export function typoCandidates(
  word: string,
  vocab: Vocabulary,
  maxEdits = allowedEdits(word),
  keepFirst = word.length <= 7,
  limit = 6,
): { terms: string[]; distance: number } {
  let best = maxEdits + 1;
  let terms: string[] = [];
  if (maxEdits <= 0) return { terms, distance: best };
  const rows = rowsFor(word.length + maxEdits);
  for (let len = word.length - maxEdits; len <= word.length + maxEdits; len++) {
    for (const t of vocab.ofLength(len)) {
      if (keepFirst && t[0] !== word[0]) continue;
      const d = editDistance(word, t, Math.min(best, maxEdits), rows);
      if (d < best) {
        best = d;
        terms = [t];
      } else if (d === best && d <= maxEdits) terms.push(t);
    }
  }
  if (best > maxEdits) return { terms: [], distance: best };
  // The closest first: the longest shared beginning, then alphabetical, for a stable choice.
  const shared = (t: string) => {
    let i = 0;
    while (i < t.length && t[i] === word[i]) i++;
    return i;
  };
  terms.sort((x, y) => shared(y) - shared(x) || x.localeCompare(y));
  return { terms: terms.slice(0, limit), distance: best };
}
