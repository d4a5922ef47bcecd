/**
 * The seed format of the catalogue (kv-seed/catalog/*.json). The loader (catalog-sql.ts) turns it into
 * rows of worker/store/migrations/0002_catalog.sql. Prices are EUR cents. Dates in the price history and
 * reviews are relative (days before the day of seeding) so the demo shop always looks current.
 */
export interface SeedBrand {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface SeedImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeedCategory {
  id: number;
  slug: string; // e.g. "matrassen", "acties/sale"
  title: string;
  sub_title: string | null;
  parent: string | null; // parent slug
  kind: "home" | "overview" | "action" | "subscription" | "outlet";
  filter_count: number;
  countdown: "daily" | "weekly" | null;
  promo_banner: boolean;
  position: number;
  content: {
    header_image?: SeedImage;
    steps?: { title: string; text: string }[]; // 'Hoe werkt deze actie?'
    intro?: string;
  };
}

export type ProductType =
  | "matras"
  | "topper"
  | "dekbed"
  | "dekbedovertrek"
  | "hoofdkussen"
  | "boxspring"
  | "molton"
  | "kussensloop"
  | "hoeslaken"
  | "badtextiel"
  | "kids"
  | "keuken"
  | "tuin"
  | "abonnement";

export interface SeedOption {
  id: number;
  code: "maat" | "kleur" | "hardheid" | "warmteklasse" | "inhoud";
  title: string; // "Maat", "Kleur", "Hardheid", ...
  values: { id: number; title: string }[];
}

export interface SeedVariant {
  id: number;
  sku: string;
  option_value_ids: number[]; // one value per option, in option order
  price_delta: number; // cents on top of the product's base price
  stock: number;
}

export interface SeedProduct {
  id: number;
  slug: string; // unique, lowercase, a-z0-9 and dashes; the product URL is /{slug}.html
  sku: string;
  title: string;
  brand: string; // brand slug
  type: ProductType;
  main_category: string; // category slug
  categories: string[]; // every category slug the product is listed in (main first), incl. acties/*
  description: string;
  specifications: { label: string; value: string }[];
  delivery: string;
  color: { title: string; hex: string };
  images: SeedImage[]; // at least 2
  options: SeedOption[];
  variants: SeedVariant[];
  attributes: Record<string, { slug: string; title: string }[]>; // filter url_key -> values
  price_history: { days_ago: number; price: number }[]; // newest has the smallest days_ago; the current price is the one with the smallest days_ago
  stock: number;
  available: boolean;
  popularity: number;
  created_days_ago: number;
}

export interface SeedReview {
  id: number;
  product_id: number;
  display_name: string;
  title: string;
  content: string;
  score: 1 | 2 | 3 | 4 | 5;
  days_ago: number;
}
