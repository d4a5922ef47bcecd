/** Response shapes of /v1/catalog (spec sections 3 and 7). Prices in cents. */
import type { CountdownKind } from "../../catalog/countdown";

export interface Price {
  price: number;
  price_old: number | null;
  price_incl: number;
  currency: "EUR";
}

export interface Img {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** An uploaded photo's widths (app/lib/product-image-src.ts, docs/decisions/041); absent for a drawing. */
  srcset?: string;
}

export interface ProductTile {
  id: number;
  slug: string;
  url: string;
  title: string;
  brand: string;
  available: boolean;
  overlay: string | null;
  images: Img[];
  price: Price;
  rating: { average: number; count: number };
  delivery: string;
}

export interface FilterAttribute {
  title: string;
  value: string;
  raw_url: string;
  url: string;
  is_selected: boolean;
  count: number;
  color?: string;
}

export interface Filter {
  title: string;
  url_key: string;
  selection_type: "checkbox" | "color" | "slider";
  is_collapsible: boolean;
  is_collapsed: boolean;
  info_text: string | null;
  nr_of_attributes_selected: number;
  attributes: FilterAttribute[];
}

export interface PriceFilter {
  key: "ae-prijs";
  url_key: "ae-prijs";
  title: string;
  min: number;
  max: number;
  minrange: number;
  maxrange: number;
  is_selected: boolean;
  url: string;
}

export interface SortField {
  display_title: string;
  label: string;
  value: string;
  raw_url: string;
  url: string;
  is_selected: boolean;
}

export interface Breadcrumb {
  title: string;
  url: string;
}

/** What a category is: the home deals, an overview, an action (campaign), a subscription set or the outlet. */
export type CategoryKind = "home" | "overview" | "action" | "subscription" | "outlet";

export interface CategoryInfo {
  id: number;
  slug: string;
  title: string;
  sub_title: string | null;
  kind: CategoryKind;
  filter_count: number;
  countdown: CountdownKind | null;
  promo_banner: boolean;
  four_per_row: boolean;
  long_titles: boolean;
  header_image: Img | null;
  steps: { title: string; text: string }[];
  intro: string | null;
}

export interface ListingData {
  products: ProductTile[];
  filters: Filter[];
  price_filter: PriceFilter;
  sort_fields: SortField[];
  canonical: string;
  pagination: { total: number; subtotal: number; page: number; pages: number; page_size: number };
  page_links: { next: string | null; range: string };
}

export interface CategoryListing {
  category: CategoryInfo;
  products: ProductTile[];
  filters: Filter[];
  price_filter: PriceFilter;
  sort_fields: SortField[];
  breadcrumbs: Breadcrumb[];
  canonical: string;
  pagination: { total: number; subtotal: number; page: number; pages: number; page_size: number };
  page_links: { next: string | null; range: string };
}

export interface ProductOption {
  code: string;
  title: string;
  values: { id: number; title: string }[];
}

export interface Variant {
  id: number;
  sku: string;
  option_value_ids: number[];
  price: Price;
  stock: number;
  available: boolean;
}

export interface QuickView {
  id: number;
  slug: string;
  url: string;
  sku: string;
  title: string;
  brand: { name: string; slug: string };
  available: boolean;
  images: Img[];
  price: Price;
  options: ProductOption[];
  variants: Variant[];
  variant_id: number | null;
  rating: { average: number; count: number };
  delivery: string;
  stock_score: { score: number; label: string };
}

export interface Product extends QuickView {
  type: string;
  main_category: { title: string; slug: string; url: string };
  description: string;
  specifications: { label: string; value: string }[];
  stock: number;
  color: { title: string; hex: string };
  custom_fields: { id: string; title: string }[];
  breadcrumbs: Breadcrumb[];
}

export interface Review {
  id: number;
  display_name: string;
  title: string;
  content: string;
  score: number;
  created_at: string;
  /** 'Geverifieerde koper': the reviewer's e-mail belongs to a paid order of this product. */
  verified: boolean;
  /** Added to spec section 7: the shop's public reply ("Reactie van Droomnest"), or null. */
  reply: { author: string; text: string; date: string } | null;
}

export interface Reviews {
  average: number;
  count: number;
  /** Published reviews per star (1-5). */
  stars: Record<1 | 2 | 3 | 4 | 5, number>;
  sort: "newest" | "highest" | "lowest";
  reviews: Review[];
  pagination: { total: number; page: number; pages: number; page_size: number };
}

/** POST /v1/catalog/product/{id}/review */
export interface ReviewPosted {
  message: string;
}

/** What /zoeken/ offers when nothing matched the term: never a dead end. */
export interface SearchFallback {
  /** "Bedoelde je ...": the closest query that has results (one click), or null when none is close. */
  did_you_mean: { query: string; url: string } | null;
  /** The categories most related to the words typed; the main categories when nothing relates. */
  categories: { title: string; url: string }[];
  /** Popular products, available ones only. */
  products: ProductTile[];
}

export interface SearchResults extends Omit<CategoryListing, "category" | "breadcrumbs"> {
  search_term: string;
  /** Set only when the term matched nothing (before filters); null otherwise. */
  fallback: SearchFallback | null;
}

export interface Suggestions {
  products: { id: number; title: string; url: string; price: number }[];
  categories: { title: string; url: string }[];
  brands: { title: string; url: string }[];
  search_url: string;
}

export interface BrandListing extends ListingData {
  brand: { slug: string; name: string; description: string };
  breadcrumbs: Breadcrumb[];
}

/** A category with its breadcrumb (GET /v1/catalog/category/path). */
export interface CategoryPathInfo {
  id: number;
  slug: string;
  title: string;
  kind: CategoryKind;
  filter_count: number;
  breadcrumbs: Breadcrumb[];
}

/** A brand in the brand list, with its product count. */
export interface BrandSummary {
  slug: string;
  name: string;
  description: string;
  products: number;
  url: string;
}

/** The sitemap page's link lists, one per requested component. */
export type SitemapData = Partial<Record<"categories" | "brands" | "services" | "blog", { title: string; url: string }[]>>;
