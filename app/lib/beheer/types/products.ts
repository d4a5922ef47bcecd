/** /beheer/api/products answers (docs/decisions/039). */

/** A row of the product list. */
export interface BeheerProductRow {
  id: number;
  sku: string;
  title: string;
  brand: string;
  category: string;
  /** Base price in cents (a variant adds its own price_delta). */
  price: number;
  available: boolean;
  /** Units free to sell over all variants (held ones are already taken off). */
  stock: number;
  low_stock: boolean;
  low_stock_threshold: number;
}

export interface BeheerProductList {
  items: BeheerProductRow[];
  total: number;
  page: number;
  per_page: number;
  brands: { id: number; name: string }[];
  categories: { id: number; title: string; slug: string }[];
}

export interface BeheerVariant {
  id: number;
  sku: string;
  /** The option values' titles ("90x200"). */
  label: string;
  price_delta: number;
  /** Free to sell. */
  stock: number;
  /** Held by open reservations (unpaid orders that hold their units). */
  reserved: number;
}

export interface BeheerStockMovement {
  id: number;
  variant_sku: string;
  staff_email: string;
  kind: "set" | "add" | "subtract";
  quantity: number;
  reason: string;
  stock_before: number;
  stock_after: number;
  reserved: number;
  /** Epoch seconds. */
  created_at: number;
}

/** What shoppers see of a price: the price and the struck-through lowest price of the 30 days before, or none. */
export interface PriceShown {
  price: number;
  price_old: number | null;
}

export interface BeheerProductDetail {
  id: number;
  slug: string;
  sku: string;
  title: string;
  brand: string;
  type: string;
  description: string;
  specifications: { label: string; value: string }[];
  delivery: string;
  available: boolean;
  low_stock_threshold: number;
  /** The base price and what shoppers see of it now. */
  price: PriceShown;
  main_category_id: number;
  category_ids: number[];
  categories: { id: number; title: string; slug: string }[];
  options: { title: string; values: string[] }[];
  variants: BeheerVariant[];
  images: { src: string; alt: string }[];
  movements: BeheerStockMovement[];
}
