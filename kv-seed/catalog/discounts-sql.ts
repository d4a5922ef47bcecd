/**
 * SQL for the discount codes and campaign rules of kv-seed/catalog/discounts.json (migration 0005).
 * Idempotent: a second run changes no row. A changed definition in the file is written again, but
 * used_count (counted by the checkout) is never touched, and a row the owner edited in the back office
 * (edited_at set, migration 0038) is never updated: codes belong to the database once the shop is live
 * (docs/decisions/042). A code missing from the database is inserted; none is ever deleted.
 */
export interface SeedDiscountCode {
  code: string;
  kind: "percentage" | "fixed" | "free_shipping";
  value: number;
  min_order: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  /** Category slug the code is restricted to. */
  category: string | null;
  active: boolean;
  used_count: number;
  label: string;
}

export interface SeedCampaignRule {
  campaign: string;
  kind: "cheapest_free" | "free_with";
  params: Record<string, unknown>;
  active: boolean;
}

export interface DiscountData {
  discount_codes: SeedDiscountCode[];
  campaign_rules: SeedCampaignRule[];
}

const q = (s: string): string => `'${s.replace(/'/gu, "''")}'`;
const qn = (s: string | null): string => (s === null ? "NULL" : q(s));
const n = (x: number | null): string => (x === null ? "NULL" : String(Math.trunc(x)));

const CODE_COLUMNS = ["kind", "value", "min_order", "valid_from", "valid_until", "max_uses", "max_uses_per_customer", "category_id", "active", "label"];

export function discountsSql(data: DiscountData): string[] {
  const out: string[] = [];
  for (const d of data.discount_codes) {
    if (d.code !== d.code.trim().toUpperCase()) throw new Error(`discount code ${d.code}: must be trimmed upper case`);
    const category = d.category === null ? "NULL" : `(SELECT id FROM categories WHERE slug = ${q(d.category)})`;
    const changed = CODE_COLUMNS.map((col) => `discount_codes.${col} IS NOT excluded.${col}`).join(" OR ");
    out.push(
      `INSERT INTO discount_codes (code, kind, value, min_order, valid_from, valid_until, max_uses, max_uses_per_customer, category_id, active, used_count, label) ` +
        `VALUES (${q(d.code)}, ${q(d.kind)}, ${n(d.value)}, ${n(d.min_order)}, ${qn(d.valid_from)}, ${qn(d.valid_until)}, ${n(d.max_uses)}, ${n(d.max_uses_per_customer)}, ${category}, ${d.active ? 1 : 0}, ${n(d.used_count)}, ${q(d.label)}) ` +
        `ON CONFLICT (code) DO UPDATE SET ${CODE_COLUMNS.map((col) => `${col} = excluded.${col}`).join(", ")} WHERE discount_codes.edited_at IS NULL AND (${changed});`,
    );
  }
  for (const r of data.campaign_rules) {
    const params = JSON.stringify(r.params);
    out.push(
      `INSERT INTO campaign_rules (campaign, kind, params, active) VALUES (${q(r.campaign)}, ${q(r.kind)}, ${q(params)}, ${r.active ? 1 : 0}) ` +
        `ON CONFLICT (campaign) DO UPDATE SET kind = excluded.kind, params = excluded.params, active = excluded.active ` +
        `WHERE campaign_rules.edited_at IS NULL AND (campaign_rules.kind IS NOT excluded.kind OR campaign_rules.params IS NOT excluded.params OR campaign_rules.active IS NOT excluded.active);`,
    );
  }
  return out;
}
