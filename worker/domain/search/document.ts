/**
 * What the search index holds for one product (docs/decisions/031-search-index.md): one row of search_fts
 * (migration 0026) with the columns in ranking order, and the words it adds to the vocabulary. Pure: the
 * seed (kv-seed/catalog/catalog-sql.ts) and the re-indexing of changed products (worker/store/catalog/
 * search-index.ts) both build rows here, so the two can never index differently.
 */
import { compoundHeads, dutchTerms } from "../dutch-terms.ts";
import { searchWords } from "./forms.ts";

/** A product as the index reads it. */
export interface SearchSource {
  id: number;
  title: string;
  type: string;
  brand: string;
  /** Titles of the product's categories, the main category first. */
  categories: readonly string[];
  /** Titles of its attribute values (maat, kleur, materiaal, hardheid, vulling, soort, ...). */
  attributes: readonly string[];
  /** Titles of its option values (sizes, colours, firmness, warmth class, contents). */
  optionValues: readonly string[];
  color: string;
  description: string;
  popularity: number;
}

export interface SearchDocument {
  /** search_fts rowid: most popular first, unique per product. */
  row: number;
  productId: number;
  title: string;
  kind: string;
  brand: string;
  cats: string;
  attrs: string;
  body: string;
  /** The row's words as written (with compound heads and joined pairs, not the guessed plural forms), for the vocabulary. */
  terms: string[];
}

const MAX_POPULARITY = 999_999;
/** Product ids are below this; a row's product id is `row % SEARCH_ROW_ID_SPAN`. */
export const SEARCH_ROW_ID_SPAN = 10_000_000;

/** The row of a product in search_fts: popularity first (higher = smaller rowid), then the product id. */
export function searchRow(productId: number, popularity: number): number {
  const pop = Math.max(0, Math.min(MAX_POPULARITY, Math.trunc(popularity)));
  if (!Number.isInteger(productId) || productId <= 0 || productId >= SEARCH_ROW_ID_SPAN) throw new Error(`product id ${productId} out of the search index's range`);
  return (MAX_POPULARITY + 1 - pop) * SEARCH_ROW_ID_SPAN + productId;
}

/**
 * A column's text: the original words first (so a phrase of the title still matches), then the other
 * forms of each word, the heads of its compounds ("dekbedovertrek" -> "overtrek") and, with `join`, every
 * two neighbouring words written together ("koudschuim matras" -> "koudschuimmatras").
 */
function column(texts: readonly string[], join: boolean): { text: string; words: string[] } {
  const original: string[] = [];
  const known = new Set<string>();
  const forms = new Set<string>();
  for (const text of texts) addWords(searchWords(text), join, original, known, forms);
  for (const w of original) known.delete(w);
  for (const w of [...original, ...known]) forms.delete(w);
  const words = [...new Set(original), ...known];
  return { text: [...words, ...forms].join(" "), words };
}

function addWords(ws: string[], join: boolean, original: string[], known: Set<string>, forms: Set<string>): void {
  original.push(...ws);
  ws.forEach((w, i) => {
    for (const f of dutchTerms(w)) forms.add(f);
    for (const h of compoundHeads(w)) known.add(h);
    const next = ws[i + 1];
    if (join && next && !/\d/u.test(w) && !/\d/u.test(next) && w.length >= 3 && next.length >= 3) {
      const joined = `${w}${next}`;
      known.add(joined);
      for (const f of dutchTerms(joined)) forms.add(f);
    }
  });
}

export function searchDocument(src: SearchSource): SearchDocument {
  const title = column([src.title], true);
  const kind = column([src.type], false);
  const brand = column([src.brand], true);
  const cats = column(src.categories, false);
  const attrs = column([...src.attributes, ...src.optionValues, src.color], true);
  const body = column([src.description], false);
  const terms = [...new Set([title, kind, brand, cats, attrs, body].flatMap((c) => c.words))];
  return {
    row: searchRow(src.id, src.popularity),
    productId: src.id,
    title: title.text,
    kind: kind.text,
    brand: brand.text,
    cats: cats.text,
    attrs: attrs.text,
    body: body.text,
    terms,
  };
}
