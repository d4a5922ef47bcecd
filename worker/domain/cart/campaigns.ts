import type { CartDiscount } from "../../../app/lib/api/types/cart";
import type { CampaignRule, PricedLine } from "./types";

/** Unit prices of the available lines matching `test`, one entry per unit. */
function units(lines: readonly PricedLine[], test: (l: PricedLine) => boolean): number[] {
  return lines.filter((l) => l.available && test(l)).flatMap((l) => Array<number>(l.quantity).fill(l.price));
}

/** Of every `group` units (dearest first), the cheapest of the group is free. */
function cheapestFree(lines: readonly PricedLine[], categoryId: number, group: number): number {
  const prices = units(lines, (l) => l.categoryIds.includes(categoryId)).sort((a, b) => b - a);
  let free = 0;
  for (let i = group - 1; i < prices.length; i += group) free += prices[i]!;
  return free;
}

/** Each unit of the category's products makes `count` units of type `freeType` free, the cheapest first. */
function freeWith(lines: readonly PricedLine[], categoryId: number, freeType: string, count: number): number {
  const qualifying = units(lines, (l) => l.categoryIds.includes(categoryId) && l.productType !== freeType).length;
  const gifts = units(lines, (l) => l.productType === freeType).sort((a, b) => a - b);
  return gifts.slice(0, qualifying * count).reduce((sum, p) => sum + p, 0);
}

/** The discount lines of the active campaigns (only those that take something off). */
export function campaignDiscounts(lines: readonly PricedLine[], rules: readonly CampaignRule[]): CartDiscount[] {
  const out: CartDiscount[] = [];
  for (const rule of rules) {
    const amount =
      rule.kind === "cheapest_free"
        ? cheapestFree(lines, rule.categoryId, Math.max(2, rule.params.group))
        : freeWith(lines, rule.categoryId, rule.params.free_type, Math.max(0, rule.params.count));
    if (amount > 0) out.push({ kind: "campaign", key: rule.campaign, label: rule.title, amount });
  }
  return out;
}
