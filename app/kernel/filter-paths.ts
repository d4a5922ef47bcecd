/**
 * Readable, canonical filter and sort URLs for category overviews (catch-all child path):
 *   /matrassen/merk:nachtwacht,slaapwel-atelier/maat:90x200/ae-prijs:100-500/sorteer:prijs-oplopend/
 * A segment is `url_key:value,value`; the price range is `ae-prijs:min-max` (whole euros); the sort is
 * `sorteer:value`. Canonical form: filter keys in the category's filter order (unknown order: alphabetical),
 * values sorted, price after the filters, sort last, the default sort left out.
 */
import { slugPattern } from "./patterns";

export const PRICE_KEY = "ae-prijs";
export const SORT_KEY = "sorteer";
export const DEFAULT_SORT = "populariteit";
export const SORT_OPTIONS = [
  { value: "populariteit", label: "Populariteit" },
  { value: "prijs-oplopend", label: "Prijs oplopend" },
  { value: "prijs-aflopend", label: "Prijs aflopend" },
  { value: "nieuwste", label: "Nieuwste" },
  { value: "beoordeling", label: "Best beoordeeld" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];

export interface Selection {
  filters: Record<string, string[]>;
  price: { min: number; max: number } | null;
  sort: SortValue;
}

export class FilterPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FilterPathError";
  }
}

const SLUG = slugPattern(64);
const MAX_KEYS = 12;
const MAX_VALUES = 30;
/** D1 binds at most 100 parameters per statement; a selection stays well below that. */
const MAX_TOTAL_VALUES = 60;

export function emptySelection(): Selection {
  return { filters: {}, price: null, sort: DEFAULT_SORT };
}

export function isSelectionSegment(segment: string): boolean {
  return segment.includes(":");
}

/** Parses the selection segments (the part of the path after the category). Throws FilterPathError. */
export function parseSelection(segments: readonly string[]): Selection {
  const sel = emptySelection();
  if (segments.length > MAX_KEYS + 2) throw new FilterPathError("Te veel filters in de URL.");
  for (const raw of segments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new FilterPathError(`Ongeldig filter: '${raw.slice(0, 40)}'.`);
    }
    const colon = segment.indexOf(":");
    if (colon <= 0) throw new FilterPathError(`Ongeldig filter: '${segment.slice(0, 40)}'.`);
    const key = segment.slice(0, colon);
    const value = segment.slice(colon + 1);
    if (!SLUG.test(key)) throw new FilterPathError(`Ongeldige filternaam: '${key.slice(0, 40)}'.`);
    if (key === SORT_KEY) {
      const opt = SORT_OPTIONS.find((o) => o.value === value);
      if (!opt) throw new FilterPathError(`Onbekende sortering: '${value.slice(0, 40)}'.`);
      sel.sort = opt.value;
      continue;
    }
    if (key === PRICE_KEY) {
      const m = /^(\d{1,6})-(\d{1,6})$/u.exec(value);
      if (!m) throw new FilterPathError("De prijsfilter moet de vorm min-max hebben, bijvoorbeeld 100-500.");
      const min = Number(m[1]);
      const max = Number(m[2]);
      if (min > max) throw new FilterPathError("De minimumprijs is hoger dan de maximumprijs.");
      sel.price = { min, max };
      continue;
    }
    const values = value.split(",");
    if (values.length > MAX_VALUES || values.some((v) => !SLUG.test(v))) {
      throw new FilterPathError(`Ongeldige waarden voor filter '${key}'.`);
    }
    if (sel.filters[key]) throw new FilterPathError(`Filter '${key}' staat twee keer in de URL.`);
    sel.filters[key] = [...new Set(values)].sort();
  }
  if (Object.keys(sel.filters).length > MAX_KEYS) throw new FilterPathError("Te veel filters in de URL.");
  if (Object.values(sel.filters).reduce((n, v) => n + v.length, 0) > MAX_TOTAL_VALUES) {
    throw new FilterPathError("Te veel filterwaarden tegelijk gekozen.");
  }
  return sel;
}

/** The order of filter keys: the category's filter order, keys it does not know after them alphabetically. */
export function compareFilterKeys(keyOrder: readonly string[]): (a: string, b: string) => number {
  const rank = (k: string) => {
    const i = keyOrder.indexOf(k);
    return i < 0 ? keyOrder.length : i;
  };
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}

/** One selection segment: `url_key:value,value`. */
export function filterSegment(key: string, values: readonly string[]): string {
  return `${key}:${values.join(",")}`;
}

/** The price range segment `ae-prijs:min-max` in whole euros (min rounded down, max up). */
export function priceSegment(min: number, max: number): string {
  return `${PRICE_KEY}:${Math.floor(min)}-${Math.ceil(max)}`;
}

/** The canonical path of a selection under a category path like "/matrassen/". */
export function selectionPath(categoryPath: string, sel: Selection, keyOrder: readonly string[] = []): string {
  const base = categoryPath.endsWith("/") ? categoryPath : `${categoryPath}/`;
  const keys = Object.keys(sel.filters)
    .filter((k) => (sel.filters[k]?.length ?? 0) > 0)
    .sort(compareFilterKeys(keyOrder));
  const parts = keys.map((k) => filterSegment(k, [...new Set(sel.filters[k])].sort()));
  if (sel.price) parts.push(priceSegment(sel.price.min, sel.price.max));
  if (sel.sort !== DEFAULT_SORT) parts.push(filterSegment(SORT_KEY, [sel.sort]));
  return parts.length ? `${base}${parts.join("/")}/` : base;
}

/**
 * A listing path (without a price range) with the price range min-max added in its canonical place: after
 * the filters, before the sort. The bounds may come in either order.
 */
export function withPriceRange(path: string, min: number, max: number): string {
  const parts = path.split("/").filter(Boolean);
  const sortAt = parts.findIndex((p) => p.startsWith(`${SORT_KEY}:`));
  const segment = priceSegment(Math.min(min, max), Math.max(min, max));
  if (sortAt >= 0) parts.splice(sortAt, 0, segment);
  else parts.push(segment);
  return `/${parts.join("/")}/`;
}

/** Toggles one filter value (checkbox/colour click) and returns the new selection. */
export function toggleValue(sel: Selection, key: string, value: string): Selection {
  const current = sel.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...sel.filters, [key]: next };
  if (next.length === 0) delete filters[key];
  return { ...sel, filters };
}

/** Splits a path like "matrassen/pocketvering/merk:x/" into category segments and selection segments. */
export function splitPath(path: string): { categorySegments: string[]; selectionSegments: string[] } {
  const segments = path.split("/").filter(Boolean);
  const first = segments.findIndex(isSelectionSegment);
  if (first < 0) return { categorySegments: segments, selectionSegments: [] };
  const rest = segments.slice(first);
  if (!rest.every(isSelectionSegment)) throw new FilterPathError("Filters staan altijd achter de categorie in de URL.");
  return { categorySegments: segments.slice(0, first), selectionSegments: rest };
}
