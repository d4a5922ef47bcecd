/**
 * The catalogue as the import and export see it (docs/decisions/040): product fields by their file
 * names, prices in cents, brand and categories by slug; and how each value is written in a file.
 */
import { CATALOGUE_COLUMNS, VARIANT_COLUMNS } from "../../../app/lib/beheer/types/import";

export const PRODUCT_TYPES = [
  "matras",
  "topper",
  "dekbed",
  "dekbedovertrek",
  "hoofdkussen",
  "boxspring",
  "molton",
  "kussensloop",
  "hoeslaken",
  "badtextiel",
  "kids",
  "keuken",
  "tuin",
  "abonnement",
] as const;

/** Option codes (the filters' url_keys) and their titles. */
export const OPTION_TITLES: Record<string, string> = { maat: "Maat", kleur: "Kleur", hardheid: "Hardheid", warmteklasse: "Warmteklasse", inhoud: "Inhoud" };

export interface Spec {
  label: string;
  value: string;
}

export interface OptionPick {
  code: string;
  title: string;
}

export interface ProductFields {
  slug: string;
  title: string;
  brand: string;
  type: string;
  main_category: string;
  categories: string[];
  description: string;
  specifications: Spec[];
  delivery: string;
  color_title: string;
  color_hex: string;
  price: number;
  available: boolean;
}
export type ProductField = keyof ProductFields;
/** The product's columns of the file, in its order (every column but the SKU and the variant's own). */
export const PRODUCT_FIELDS = CATALOGUE_COLUMNS.filter((c) => c !== "sku" && !VARIANT_COLUMNS.includes(c)) as readonly ProductField[];

export interface SnapshotVariant {
  id: number;
  sku: string;
  options: OptionPick[];
  price_delta: number;
  stock: number;
}

export interface SnapshotOption {
  id: number;
  code: string;
  position: number;
  values: { id: number; title: string; position: number }[];
}

export interface SnapshotProduct {
  id: number;
  sku: string;
  fields: ProductFields;
  options: SnapshotOption[];
  variants: SnapshotVariant[];
}

/** What the import checks a file against: the catalogue now. */
export interface CatalogueSnapshot {
  brands: Map<string, { id: number; name: string }>;
  categories: Map<string, number>;
  products: Map<string, SnapshotProduct>;
  maxIds: { product: number; option: number; value: number; variant: number };
}

/** 49995 -> "499,95"; -1000 -> "-10,00" (the file's way, as Dutch Excel shows it). */
export function euros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** "499,95", "499.95", "499", "1.299,00", "€ 12,5" -> cents; null when it is no amount. */
export function parseEuros(text: string): number | null {
  let t = text.replace(/^€\s*/u, "").replace(/\s/gu, "");
  const m = /^(-?)(\d{1,3}(?:[.,]\d{3})+|\d+)(?:([.,])(\d{1,2}))?$/u.exec(t);
  if (!m) return null;
  // A thousands group is only taken as such when a decimal part follows with the other mark ("1.299,00").
  let whole = m[2]!;
  if (/[.,]/u.test(whole)) {
    if (!m[3] || whole.includes(m[3])) {
      // "1.299" alone or "1,299" alone: a decimal with three digits is no amount of cents
      return null;
    }
    whole = whole.replace(/[.,]/gu, "");
  }
  t = whole;
  const cents = Number(t) * 100 + Number((m[4] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] === "-" ? -cents : cents;
}

export const yesNo = (b: boolean) => (b ? "ja" : "nee");
export const specsText = (specs: readonly Spec[]) => specs.map((s) => `${s.label}: ${s.value}`).join("\n");
export const optionsText = (options: readonly OptionPick[]) => options.map((o) => `${o.code}=${o.title}`).join("|");

/** A field's value as written in the file (also the report's "old -> new"). */
export function fieldText<F extends ProductField>(field: F, value: ProductFields[F]): string {
  if (field === "price") return euros(value as number);
  if (field === "available") return yesNo(value as boolean);
  if (field === "categories") return (value as string[]).join("|");
  if (field === "specifications") return specsText(value as Spec[]);
  return String(value);
}
