/**
 * The query mix of the bench's uncached search goals (spec section 5; results p95 <= 40 ms, suggestions
 * p95 <= 15 ms): what shoppers type, by kind, in both assortments' words (the generated one reuses the demo
 * assortment's product types, sizes and colours).
 */

export const SEARCH_QUERY_MIX = {
  /** Correctly written product words, singular and plural. */
  words: ["matras", "dekbed", "hoofdkussen", "hoeslaken", "boxspring", "dekbedovertrek", "badlaken", "topper", "matrassen", "kussens"],
  /** A compound split or hyphenated. */
  compounds: ["box spring", "box-spring", "dekbed overtrek", "hoofd kussen", "bad laken", "pocket vering matras"],
  /** A size next to the product word, in the ways it is written. */
  sizes: ["matras 160x200", "hoeslaken 180x200", "matras 90 x 200", "dekbed 240x220", "topper 140/200", "hoeslaken 160 bij 200"],
  /** A colour, material, firmness or warmth class next to the product word. */
  attributes: ["hoeslaken wit", "dekbedovertrek terracotta", "stevig matras", "zacht hoofdkussen", "dekbedovertrek katoen wit", "wollen dekbed", "4-seizoenen dekbed", "koudschuim matras"],
  /** One or two typing errors. */
  typos: ["matrs", "dekbet", "hoofdkusen", "koudschium matras", "boxpsring", "hoeslakn"],
  /** Everyday words for the same thing. */
  synonyms: ["deken", "dekbedhoes", "kussen voor zijslaper", "laken", "kussen"],
} as const satisfies Record<string, readonly string[]>;

/** The mix interleaved by kind (one of each kind in turn), so any run of requests has every kind in it. */
export function searchQueries(): string[] {
  const kinds: readonly (readonly string[])[] = Object.values(SEARCH_QUERY_MIX);
  const longest = Math.max(...kinds.map((k) => k.length));
  const out: string[] = [];
  for (let i = 0; i < longest; i++) for (const kind of kinds) if (i < kind.length) out.push(kind[i]!);
  return out;
}

/**
 * `n` request paths of an endpoint taking `search_term`, the mix in turn, each with its own extra parameter
 * so no cache layer (the KV cache of suggestions) can answer: every request does the search.
 */
export function distinctSearchPaths(endpoint: string, n: number): string[] {
  const queries = searchQueries();
  return Array.from({ length: n }, (_, i) => `${endpoint}?search_term=${encodeURIComponent(queries[i % queries.length]!)}&_=${i}`);
}
