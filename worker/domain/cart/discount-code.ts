import type { CodeRefusal } from "./messages";
import type { CodeRule, PricedLine } from "./types";

export type CodeOutcome =
  | { ok: true; amount: number; freeShipping: boolean }
  | { ok: false; reason: CodeRefusal; minOrder: number };

/**
 * Whether a code applies to these lines today, and how much it takes off. `merchandise` is the value of
 * the available lines after the campaign discounts (what the minimum order is measured against); a code
 * never takes off more than that.
 */
export function evaluateCode(rule: CodeRule | null, lines: readonly PricedLine[], merchandise: number, today: string): CodeOutcome {
  const refuse = (reason: CodeRefusal): CodeOutcome => ({ ok: false, reason, minOrder: rule?.minOrder ?? 0 });
  if (!rule || !rule.active) return refuse("unknown");
  if (rule.voided === true) return refuse("voided");
  if (rule.validFrom !== null && today < rule.validFrom) return refuse("not_yet_valid");
  if (rule.validUntil !== null && today > rule.validUntil) return refuse("expired");
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses) return refuse("used_up");
  const eligible = lines.filter((l) => l.available && (rule.categoryId === null || l.categoryIds.includes(rule.categoryId)));
  if (eligible.length === 0) return refuse("not_applicable");
  if (merchandise < rule.minOrder) return refuse("min_order");
  const base = rule.categoryId === null ? merchandise : Math.min(merchandise, eligible.reduce((s, l) => s + l.price * l.quantity, 0));
  switch (rule.kind) {
    case "percentage":
      return { ok: true, amount: Math.round((base * Math.min(100, rule.value)) / 100), freeShipping: false };
    case "fixed":
      return { ok: true, amount: Math.min(rule.value, base), freeShipping: false };
    case "free_shipping":
      return { ok: true, amount: 0, freeShipping: true };
  }
}
