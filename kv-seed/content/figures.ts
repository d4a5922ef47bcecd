/**
 * The shop's shipping figures in content: the documents say {{gratis_vanaf}}, {{verzendkosten_nl}} and
 * {{verzendkosten_be}}, and the seed fills them from app/lib/constants.ts (the numbers the cart computes
 * with), so the service pages and the cart can never disagree. The content checks refuse a literal amount
 * and an unknown placeholder.
 */
import { FREE_SHIPPING_THRESHOLD, SHIPPING_COSTS } from "../../app/lib/constants.ts";
import { formatEuro } from "../../app/lib/format.ts";

/** "€ 50" for whole euros, else "€ 4,95". */
const euro = (cents: number) => (cents % 100 === 0 ? formatEuro(cents).replace(/,00$/u, "") : formatEuro(cents));

export const SHOP_FIGURES = {
  gratis_vanaf: euro(FREE_SHIPPING_THRESHOLD),
  verzendkosten_nl: euro(SHIPPING_COSTS.NL),
  verzendkosten_be: euro(SHIPPING_COSTS.BE),
} as const;

export type FigureName = keyof typeof SHOP_FIGURES;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/gu;

/** Placeholders in a text that are not shop figures. */
export function unknownFigures(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !(name in SHOP_FIGURES));
}

/** Figures stated literally in a text (e.g. "€ 4,95") instead of with their placeholder. */
export function literalFigures(text: string): FigureName[] {
  return (Object.entries(SHOP_FIGURES) as [FigureName, string][])
    .filter(([, value]) => new RegExp(`${value.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}(?![\\d,])`, "u").test(text))
    .map(([name]) => name);
}

/** A copy of a document with every {{figure}} in its strings filled in; an unknown placeholder throws. */
export function fillFigures<T>(doc: T): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") {
      return value.replace(PLACEHOLDER, (whole, name: string) => {
        if (!(name in SHOP_FIGURES)) throw new Error(`unknown placeholder ${whole} in content`);
        return SHOP_FIGURES[name as FigureName];
      });
    }
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    return value;
  };
  return visit(doc) as T;
}
