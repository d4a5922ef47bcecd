/**
 * The campaign rules in the back office (docs/decisions/042, migration 0005): "3 halen 1 betalen"
 * (cheapest_free: of every `group` units the cheapest is free) and "4 gratis kussens" (free_with: `count`
 * units of `free_type` free per unit bought). The owner edits the parameters and pauses or activates a rule;
 * the cart reads the same row (worker/store/cart/pricing.ts). Each write carries its audit row in its batch.
 */
import type { Staff } from "../../domain/backoffice/permissions";
import type { BeheerCampaignRule } from "../../../app/lib/beheer/types/discounts";
import { auditStatement } from "./audit";

type Row = { campaign: string; title: string | null; kind: BeheerCampaignRule["kind"]; params: string; active: number };

const view = (r: Row): BeheerCampaignRule => ({ campaign: r.campaign, title: r.title ?? r.campaign, kind: r.kind, params: JSON.parse(r.params) as BeheerCampaignRule["params"], active: r.active === 1 });

export async function listCampaignRules(db: D1Database): Promise<BeheerCampaignRule[]> {
  const { results } = await db.prepare("SELECT r.campaign, c.title, r.kind, r.params, r.active FROM campaign_rules r LEFT JOIN categories c ON c.slug = r.campaign ORDER BY r.campaign").all<Row>();
  return results.map(view);
}

export async function campaignRule(db: D1Database, campaign: string): Promise<BeheerCampaignRule | null> {
  const row = await db.prepare("SELECT r.campaign, c.title, r.kind, r.params, r.active FROM campaign_rules r LEFT JOIN categories c ON c.slug = r.campaign WHERE r.campaign = ?1").bind(campaign).first<Row>();
  return row ? view(row) : null;
}

/** Writes a rule's parameters and whether it is active; false when nothing changed. */
export async function updateCampaignRule(db: D1Database, staff: Staff, before: BeheerCampaignRule, after: { params: BeheerCampaignRule["params"]; active: boolean }, nowS: number): Promise<boolean> {
  const params = JSON.stringify(after.params);
  const [update] = await db.batch([
    db
      .prepare("UPDATE campaign_rules SET params = ?2, active = ?3, edited_at = ?4 WHERE campaign = ?1 AND (params IS NOT ?2 OR active IS NOT ?3)")
      .bind(before.campaign, params, after.active ? 1 : 0, nowS),
    auditStatement(db, staff, { action: "campaign.update", entity: "campaign_rule", entityId: before.campaign, before: { params: before.params, active: before.active }, after }, nowS, "changes() = 1"),
  ]);
  return update!.meta.changes === 1;
}
