/**
 * What a shopper would accept as a fitting product for a search (spec section 5, search on /zoeken/),
 * judged on the seed data of kv-seed/catalog/products.json only: type, title, brand, colour and the
 * values of the product's options and attributes. Shared by the everyday-query set and the table tests
 * per kind; it knows nothing about how the search engine works.
 */
import type { SeedProduct } from "../../../../kv-seed/catalog/types";

export type P = SeedProduct;

/** Lowercase without accents. */
export const plain = (s: string): string => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of a text, lowercase without accents ("Anti-allergie" -> ["anti", "allergie"]). */
export const words = (s: string): string[] => plain(s).split(/[^a-z0-9]+/u).filter(Boolean);

/** The title holds this text (lowercase, accents ignored), also inside a compound ("matras" in "Ledikantmatras"). */
export const titleHas = (p: P, text: string): boolean => plain(p.title).includes(plain(text));

/** The title holds this exact word. */
export const titleWord = (p: P, word: string): boolean => words(p.title).includes(plain(word));

/** Every value (slug and title, plain) of an attribute and of the option with the same code. */
export function values(p: P, code: string): string[] {
  const fromAttr = (p.attributes[code] ?? []).flatMap((v) => [plain(v.slug), plain(v.title)]);
  const fromOption = p.options.filter((o) => o.code === code).flatMap((o) => o.values.map((v) => plain(v.title)));
  return [...fromAttr, ...fromOption];
}

/** The product has this value (slug or title) for an attribute or option code ("hardheid", "stevig"). */
export const has = (p: P, code: string, value: string): boolean => values(p, code).includes(plain(value));

/** Available in this colour: a kleur value or the product's own colour. */
export const colour = (p: P, ...colours: string[]): boolean => colours.some((c) => has(p, "kleur", c) || plain(p.color.title) === plain(c));

/** Made of / filled with this: a materiaal, vulling or soort value. */
export const material = (p: P, ...materials: string[]): boolean =>
  materials.some((m) => has(p, "materiaal", m) || has(p, "vulling", m) || has(p, "soort", m));

/**
 * The sizes a product offers, as "WxL": from the maat option and attribute, with the dekbedovertrek form
 * "140x200/220" (or slug "140x200-220") counting as both 140x200 and 140x220.
 */
export function sizes(p: P): Set<string> {
  const out = new Set<string>();
  for (const v of values(p, "maat")) {
    const m = /(\d+)x(\d+)(?:[/-](\d+))?/u.exec(v);
    if (!m) continue;
    out.add(`${m[1]}x${m[2]}`);
    if (m[3]) out.add(`${m[1]}x${m[3]}`);
  }
  return out;
}

/** Offered in this size ("160x200"). */
export const offers = (p: P, size: string): boolean => sizes(p).has(size);

export const brand = (p: P, slug: string): boolean => p.brand === slug;

// Product words as a shopper means them.
export const matras = (p: P): boolean => p.type === "matras" || (p.type === "kids" && titleHas(p, "matras"));
export const topper = (p: P): boolean => p.type === "topper";
export const boxspring = (p: P): boolean => p.type === "boxspring";
export const dekbed = (p: P): boolean => p.type === "dekbed" || (p.type === "kids" && titleHas(p, "dekbed") && !titleHas(p, "overtrek"));
export const dekbedovertrek = (p: P): boolean => p.type === "dekbedovertrek" || (p.type === "kids" && titleHas(p, "dekbedovertrek"));
export const hoofdkussen = (p: P): boolean => p.type === "hoofdkussen";
export const hoeslaken = (p: P): boolean => p.type === "hoeslaken";
export const kussensloop = (p: P): boolean => p.type === "kussensloop" && titleHas(p, "kussensloop");
export const molton = (p: P): boolean => p.type === "molton";
