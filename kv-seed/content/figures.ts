/**
 * The shop's shipping figures in content: the documents say {{gratis_vanaf}}, {{verzendkosten_nl}} and
 * {{verzendkosten_be}}, and the seed fills them from app/kernel/shipping.ts (the numbers the cart computes
 * with), so the service pages and the cart can never disagree. The content checks refuse a literal amount
 * and an unknown placeholder.
 *
 * List figures fill a whole list: a list item that is exactly {{bewaartermijnen}} becomes the privacy
 * statement's retention periods (app/lib/retention.ts, the table the Cron's jobs use).
 */
import { FREE_SHIPPING_THRESHOLD, SHIPPING_COSTS } from "../../app/kernel/shipping.ts";
import { formatEuro } from "../../app/lib/format.ts";
import { retentionLines } from "../../app/lib/retention.ts";
import { SHOP_IDENTITY, shopPostalAddress } from "../../app/lib/shop-identity.ts";

/** "€ 50" for whole euros, else "€ 4,95". */
const euro = (cents: number) => (cents % 100 === 0 ? formatEuro(cents).replace(/,00$/u, "") : formatEuro(cents));

export const SHOP_FIGURES = {
  gratis_vanaf: euro(FREE_SHIPPING_THRESHOLD),
  verzendkosten_nl: euro(SHIPPING_COSTS.NL),
  verzendkosten_be: euro(SHIPPING_COSTS.BE),
} as const;

/**
 * The shop's identity in content (app/lib/shop-identity.ts, the one definition that mails and invoices use
 * too): the service pages, terms and privacy statement say {{bedrijfsnaam}}, {{postadres}},
 * {{klantenservice_email}}, {{telefoon}}, {{kvk_nummer}} and {{btw_nummer}}.
 */
export const IDENTITY_FIGURES = {
  bedrijfsnaam: SHOP_IDENTITY.legalName,
  postadres: shopPostalAddress(),
  klantenservice_email: SHOP_IDENTITY.replyTo,
  telefoon: SHOP_IDENTITY.phone,
  kvk_nummer: SHOP_IDENTITY.cocNumber,
  btw_nummer: SHOP_IDENTITY.vatNumber,
} as const;

/** Identity figures a document may not state literally (they change with the company's registration). */
const LITERAL_IDENTITY: readonly (keyof typeof IDENTITY_FIGURES)[] = ["postadres", "klantenservice_email", "kvk_nummer", "btw_nummer"];

export type FigureName = keyof typeof SHOP_FIGURES | keyof typeof IDENTITY_FIGURES;

/** Every text figure by name. */
const TEXT_FIGURES: Record<FigureName, string> = { ...SHOP_FIGURES, ...IDENTITY_FIGURES };

/** The value of a text figure. */
export function figureValue(name: FigureName): string {
  return TEXT_FIGURES[name];
}

/** Figures that are a whole list: a list item that is exactly the placeholder becomes these items. */
export const LIST_FIGURES: Record<string, () => string[]> = {
  bewaartermijnen: retentionLines,
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/gu;
const WHOLE_PLACEHOLDER = /^\{\{\s*([a-z_]+)\s*\}\}$/u;

/** Placeholders in a text that are not shop figures. */
export function unknownFigures(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !(name in TEXT_FIGURES) && !(name in LIST_FIGURES));
}

/** A period stated as a number and a unit ("12 maanden", "7 jaar", "30 dagen"). */
const LITERAL_PERIOD = /\b\d+\s*(?:dag|dagen|week|weken|maand|maanden|jaar)\b/iu;

/**
 * The privacy statement's retention section (the h2 with id "bewaartermijnen" up to the next h2) states
 * periods only through {{bewaartermijnen}}: a period written there by hand could differ from what the Cron
 * deletes. Answers the problems (none when the section is the placeholder list and text without periods).
 */
export function retentionSectionProblems(doc: { blocks: { type: string; id?: string; text?: string; items?: string[] }[] }): string[] {
  const at = doc.blocks.findIndex((b) => b.type === "h2" && b.id === "bewaartermijnen");
  if (at < 0) return ["needs an h2 with id 'bewaartermijnen'"];
  const end = doc.blocks.findIndex((b, i) => i > at && b.type === "h2");
  const section = doc.blocks.slice(at + 1, end < 0 ? undefined : end);
  const problems: string[] = [];
  if (!section.some((b) => b.items?.some((item) => WHOLE_PLACEHOLDER.exec(item)?.[1] === "bewaartermijnen"))) {
    problems.push("the 'bewaartermijnen' section needs a list item {{bewaartermijnen}} (app/lib/retention.ts)");
  }
  for (const text of section.flatMap((b) => [b.text ?? "", ...(b.items ?? [])])) {
    const period = LITERAL_PERIOD.exec(text);
    if (period) problems.push(`the 'bewaartermijnen' section states '${period[0]}' literally: periods come from app/lib/retention.ts`);
  }
  return problems;
}

/** Figures stated literally in a text (e.g. "€ 4,95") instead of with their placeholder. */
export function literalFigures(text: string): FigureName[] {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  const amounts = (Object.entries(SHOP_FIGURES) as [FigureName, string][]).filter(([, value]) => new RegExp(`${escape(value)}(?![\\d,])`, "u").test(text));
  const identity = LITERAL_IDENTITY.filter((name) => new RegExp(`(?<![\\w.@-])${escape(IDENTITY_FIGURES[name])}(?![\\w@-])`, "u").test(text));
  return [...amounts.map(([name]) => name), ...identity];
}

/**
 * A copy of a document with every {{figure}} in its strings filled in, and every list item that is a list
 * figure replaced by its items; an unknown placeholder, or a list figure inside a text, throws.
 */
export function fillFigures<T>(doc: T): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") {
      return value.replace(PLACEHOLDER, (whole, name: string) => {
        if (name in LIST_FIGURES) throw new Error(`list placeholder ${whole} must be a whole list item`);
        if (!(name in TEXT_FIGURES)) throw new Error(`unknown placeholder ${whole} in content`);
        return TEXT_FIGURES[name as FigureName];
      });
    }
    if (Array.isArray(value)) {
      return value.flatMap((item) => {
        const list = typeof item === "string" ? WHOLE_PLACEHOLDER.exec(item)?.[1] : undefined;
        return list !== undefined && list in LIST_FIGURES ? LIST_FIGURES[list]!() : [visit(item)];
      });
    }
    if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v)]));
    return value;
  };
  return visit(doc) as T;
}
