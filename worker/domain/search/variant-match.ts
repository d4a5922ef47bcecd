/**
 * The variant a search query names (spec section 5, search results; docs/decisions/031): "hoeslaken wit
 * 160x200" opens the product page with the white 160x200 fitted sheet chosen. Pure: the product's options
 * and variants and the query's words in (normalised by worker/domain/dutch-terms.ts `words`), a variant out.
 *
 * - A size is named in every written form: "160x200", "160 x 200", "160/200", "160 bij 200", "160x200cm"
 *   name the value "160x200" and "160x200 (Queen size)"; "140x200" and "140x220" both name "140x200/220".
 * - Any other value (colour, firmness, warmth class, contents) by its title, accents and case aside, its
 *   words written apart or together ("4 seizoenen", "donker blauw"), and as an inflected Dutch adjective
 *   ("witte" -> "Wit", "grijze" -> "Grijs", "rode" -> "Rood", "stevige" -> "Stevig").
 * - Options the query does not name are free; an available variant is preferred, then the first in the
 *   given order (cheapest first, as the product page lists them).
 */
import { words } from "../dutch-terms.ts";
import { adjectiveBases, searchWords } from "./forms.ts";

export interface MatchOption {
  code: string;
  values: readonly { id: number; title: string }[];
}

export interface MatchVariant {
  id: number;
  option_value_ids: readonly number[];
  available: boolean;
}

/** Runs of at most this many query words are read as one name ("set voor 2 personen"). */
const MAX_RUN = 4;

/**
 * The query's words with every written size collapsed to one "AxB" word ("160 x 200 cm", "160 bij 200",
 * "160/200", "160x200cm" -> "160x200"), by the search's own size rule (forms.ts).
 */
export function sizeWords(queryWords: readonly string[]): string[] {
  return searchWords(queryWords.join(" "));
}

/** Plain form of a text: its words (accents and case aside) written together. */
const joined = (text: string): string => words(text).join("");

/** The names of one option value: its title without and within brackets, and each size it stands for. */
export function valueNames(title: string): Set<string> {
  const names = new Set<string>();
  const outside = title.replace(/\([^)]*\)/gu, " ");
  names.add(joined(outside));
  for (const inside of title.matchAll(/\(([^)]*)\)/gu)) names.add(joined(inside[1]!));
  // "140x200/220" stands for 140x200 and 140x220; "Hoge rug (120x50)" for 120x50.
  for (const m of title.matchAll(/(\d{2,3})\s*[x×]\s*(\d{2,3})((?:\s*\/\s*\d{2,3})*)/gu)) {
    names.add(`${m[1]}x${m[2]}`);
    for (const extra of m[3]!.matchAll(/\d{2,3}/gu)) names.add(`${m[1]}x${extra[0]}`);
  }
  names.delete("");
  // One letter (sizes S, M, L) is too easily a stray word of a query: only named in full ("maat m" is not).
  for (const n of names) if (n.length < 2) names.delete(n);
  return names;
}

interface Run {
  start: number;
  end: number;
  forms: string[];
}

/** Every run of up to MAX_RUN query words, joined, with its de-inflected forms. */
function queryRuns(queryWords: readonly string[]): Run[] {
  const ws = sizeWords(queryWords);
  const runs: Run[] = [];
  for (let start = 0; start < ws.length; start++) {
    let text = "";
    for (let end = start; end < Math.min(ws.length, start + MAX_RUN); end++) {
      text += ws[end]!;
      runs.push({ start, end, forms: [text, ...adjectiveBases(text)] });
    }
  }
  return runs;
}

/**
 * The variant whose option values the query names, preferring an available one; null when the query names
 * no option value of the product, or no variant has the named combination. A name inside a longer one does
 * not count: "licht grijze" names Lichtgrijs, not Grijs too.
 */
export function matchVariant<V extends MatchVariant>(options: readonly MatchOption[], variants: readonly V[], queryWords: readonly string[]): V | null {
  const runs = queryRuns(queryWords);
  const hits: { option: number; value: number; run: Run }[] = [];
  options.forEach((option, index) => {
    for (const value of option.values) {
      const names = valueNames(value.title);
      for (const run of runs) if (run.forms.some((f) => names.has(f))) hits.push({ option: index, value: value.id, run });
    }
  });
  const inside = (a: Run, b: Run) => b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  const kept = hits.filter((h) => !hits.some((other) => inside(h.run, other.run)));
  if (kept.length === 0) return null;
  // Per named option the ids of its named values; options the query does not name are left free.
  const wanted = new Map<number, Set<number>>();
  for (const h of kept) wanted.set(h.option, (wanted.get(h.option) ?? new Set()).add(h.value));
  const fits = variants.filter((v) => [...wanted.values()].every((ids) => v.option_value_ids.some((id) => ids.has(id))));
  return fits.find((v) => v.available) ?? fits[0] ?? null;
}
