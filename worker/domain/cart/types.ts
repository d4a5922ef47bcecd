/** Inputs of the cart's pure rules (totals, campaigns, codes, shipping). Money in cents, VAT included. */

export type CountryCode = "NL" | "BE";

/** A cart line as the rules see it: current price from D1, the product's type and categories. */
export interface PricedLine {
  id: string;
  productId: number;
  productType: string;
  price: number;
  priceOld: number | null;
  quantity: number;
  /** Unavailable lines stay in the cart with a notice and count nowhere in the totals. */
  available: boolean;
  categoryIds: readonly number[];
}

/**
 * A campaign of an action category. cheapest_free: of every `group` units of the category's products,
 * the cheapest is free. free_with: every unit of the category's products makes `count` units of products
 * of type `free_type` free (the cheapest ones in the cart).
 */
export type CampaignRule =
  | { campaign: string; categoryId: number; title: string; kind: "cheapest_free"; params: { group: number } }
  | { campaign: string; categoryId: number; title: string; kind: "free_with"; params: { free_type: string; count: number } };

export interface CodeRule {
  code: string;
  kind: "percentage" | "fixed" | "free_shipping";
  /** percentage: 1..100; fixed: cents; free_shipping: unused */
  value: number;
  minOrder: number;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  categoryId: number | null;
  active: boolean;
  usedCount: number;
  label: string;
  /** A voucher whose earning order was cancelled or fully refunded (migration 0022 earned_vouchers). */
  voided?: boolean;
}
