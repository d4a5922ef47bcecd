/** Answers of /beheer/api/discounts (docs/decisions/042): discount codes, their usage, the campaign rules. */

export type DiscountKind = "percentage" | "fixed" | "free_shipping";
/** active: may be redeemed (within its dates); paused: switched off for now; ended: switched off for good. */
export type DiscountState = "active" | "paused" | "ended";

export interface BeheerDiscountCode {
  code: string;
  kind: DiscountKind;
  /** percentage: 1..100; fixed: cents; free_shipping: 0 */
  value: number;
  min_order: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  category_id: number | null;
  category_title: string | null;
  label: string;
  state: DiscountState;
  used_count: number;
  /** A single-use voucher (an order's voucher or the newsletter credit, docs/decisions/027): read-only here. */
  voucher: boolean;
  /** Edited in the back office: the seed leaves the row alone. */
  edited: boolean;
}

export interface DiscountUsage {
  used_count: number;
  /** Distinct checkout e-mail addresses that used it. */
  customers: number;
  orders: { number: string; created_at: string; status: string; discount_total: number }[];
}

export interface BeheerDiscountDetail extends BeheerDiscountCode {
  usage: DiscountUsage;
}

export interface CategoryOption {
  id: number;
  title: string;
}

export interface BeheerCampaignRule {
  campaign: string;
  title: string;
  kind: "cheapest_free" | "free_with";
  /** cheapest_free: { group }; free_with: { free_type, count } */
  params: { group?: number; free_type?: string; count?: number };
  active: boolean;
}

/** GET /beheer/api/discounts */
export interface DiscountList {
  items: BeheerDiscountCode[];
  total: number;
  page: number;
  per_page: number;
  categories: CategoryOption[];
  campaigns: BeheerCampaignRule[];
}

/** POST /beheer/api/discounts and PUT /beheer/api/discounts/{code}: the editable fields (the code only on create). */
export type DiscountCodeInput = Pick<BeheerDiscountCode, "kind" | "value" | "min_order" | "valid_from" | "valid_until" | "max_uses" | "max_uses_per_customer" | "category_id" | "label"> & { code?: string };
