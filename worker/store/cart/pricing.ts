/**
 * D1 reads of the cart: everything a cart's lines need (variant, product, price history, options,
 * thumbnail, categories), the applied code and the campaign rules, in one batch.
 */
import type { Img } from "../../../app/lib/api/types/catalog";
import type { PricePoint } from "../../domain/reference-price";
import type { CampaignRule, CodeRule } from "../../domain/cart/types";
import type { VariantView } from "../../domain/cart/build";

export type VariantRow = VariantView;

export interface CartData {
  variants: Map<number, VariantRow>;
  code: CodeRule | null;
  campaigns: CampaignRule[];
}

const VARIANTS_SQL = `
SELECT v.id AS variant_id, v.sku AS variant_sku, v.price_delta, v.stock, p.id AS product_id, p.slug, p.title, p.type,
       p.price AS base_price, p.available, b.name AS brand,
       (SELECT json_group_array(json_object('title', x.title, 'value', x.value)) FROM (
          SELECT o.title, ov.title AS value FROM json_each(v.option_value_ids) j
            JOIN product_option_values ov ON ov.id = j.value JOIN product_options o ON o.id = ov.option_id
           ORDER BY o.position) x) AS options,
       (SELECT json_object('src', i.src, 'width', i.width, 'height', i.height, 'alt', i.alt)
          FROM shop_product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS thumbnail,
       (SELECT json_group_array(json_object('id', x.id, 'title', x.title)) FROM (
          SELECT c.id, c.title FROM product_categories pc JOIN categories c ON c.id = pc.category_id
           WHERE pc.product_id = p.id ORDER BY c.id != p.main_category_id, c.id) x) AS categories
  FROM variants v JOIN products p ON p.id = v.product_id JOIN brands b ON b.id = p.brand_id
 WHERE v.id IN (SELECT value FROM json_each(?1))`;

const HISTORY_SQL = `
SELECT product_id, valid_from, price FROM price_history
 WHERE product_id IN (SELECT product_id FROM variants WHERE id IN (SELECT value FROM json_each(?1)))
 ORDER BY valid_from`;

const CODE_SQL = `
SELECT code, kind, value, min_order, valid_from, valid_until, max_uses, category_id, active, used_count, label,
       COALESCE((SELECT voided FROM earned_vouchers v WHERE v.code = discount_codes.code), 0) AS voided
  FROM discount_codes WHERE code = ?1`;

const CAMPAIGNS_SQL = `
SELECT r.campaign, r.kind, r.params, c.id AS category_id, c.title
  FROM campaign_rules r JOIN categories c ON c.slug = r.campaign
 WHERE r.active = 1 ORDER BY c.position, c.id`;

type RawVariant = Omit<VariantRow, "options" | "thumbnail" | "categories" | "history"> & { options: string; thumbnail: string | null; categories: string };
type RawCode = { code: string; kind: CodeRule["kind"]; value: number; min_order: number; valid_from: string | null; valid_until: string | null; max_uses: number | null; category_id: number | null; active: number; used_count: number; label: string; voided: number };
type RawCampaign = { campaign: string; kind: CampaignRule["kind"]; params: string; category_id: number; title: string };

function codeRule(r: RawCode): CodeRule {
  return {
    code: r.code,
    kind: r.kind,
    value: r.value,
    minOrder: r.min_order,
    validFrom: r.valid_from,
    validUntil: r.valid_until,
    maxUses: r.max_uses,
    categoryId: r.category_id,
    active: r.active === 1,
    usedCount: r.used_count,
    label: r.label,
    voided: r.voided === 1,
  };
}

function campaignRule(r: RawCampaign): CampaignRule | null {
  const params = JSON.parse(r.params) as Record<string, unknown>;
  const base = { campaign: r.campaign, categoryId: r.category_id, title: r.title };
  if (r.kind === "cheapest_free" && typeof params.group === "number") return { ...base, kind: "cheapest_free", params: { group: params.group } };
  if (r.kind === "free_with" && typeof params.free_type === "string" && typeof params.count === "number") {
    return { ...base, kind: "free_with", params: { free_type: params.free_type, count: params.count } };
  }
  return null;
}

/** One batch: the variants of the lines, their price histories, a code (upper case) and the campaigns. */
export async function loadCartData(db: D1Database, variantIds: readonly number[], code: string | null): Promise<CartData> {
  // An empty cart without a code (every visitor's first page) needs nothing from D1.
  if (variantIds.length === 0 && code === null) return { variants: new Map(), code: null, campaigns: [] };
  const ids = JSON.stringify([...new Set(variantIds)]);
  const [variants, history, codeRows, campaigns] = await db.batch([
    db.prepare(VARIANTS_SQL).bind(ids),
    db.prepare(HISTORY_SQL).bind(ids),
    db.prepare(CODE_SQL).bind(code ?? ""),
    db.prepare(CAMPAIGNS_SQL),
  ]);
  const histories = new Map<number, PricePoint[]>();
  for (const h of history!.results as { product_id: number; valid_from: string; price: number }[]) {
    const list = histories.get(h.product_id) ?? [];
    list.push({ validFrom: h.valid_from, price: h.price });
    histories.set(h.product_id, list);
  }
  const out = new Map<number, VariantRow>();
  for (const r of variants!.results as RawVariant[]) {
    out.set(r.variant_id, {
      ...r,
      options: JSON.parse(r.options) as VariantRow["options"],
      thumbnail: r.thumbnail ? (JSON.parse(r.thumbnail) as Img) : null,
      categories: JSON.parse(r.categories) as VariantRow["categories"],
      history: histories.get(r.product_id) ?? [],
    });
  }
  const codeRow = (codeRows!.results as RawCode[])[0];
  return {
    variants: out,
    code: code && codeRow ? codeRule(codeRow) : null,
    campaigns: (campaigns!.results as RawCampaign[]).flatMap((r) => campaignRule(r) ?? []),
  };
}
