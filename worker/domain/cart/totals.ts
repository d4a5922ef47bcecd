import type { CartDiscount, CartTotals } from "../../../app/lib/api/types/cart";
import { VAT_RATE_PERCENT } from "../../../app/lib/constants";
import { campaignDiscounts } from "./campaigns";
import { evaluateCode, type CodeOutcome } from "./discount-code";
import { CART_TEXT } from "./messages";
import { promoProgress, shippingCosts } from "./shipping";
import type { CampaignRule, CodeRule, CountryCode, PricedLine } from "./types";

export interface TotalsInput {
  lines: readonly PricedLine[];
  campaigns: readonly CampaignRule[];
  /** The applied code's rule (null: no code applied, or the code no longer exists). */
  code: { code: string; rule: CodeRule | null } | null;
  country: CountryCode;
  /** ISO date (YYYY-MM-DD) the code's validity is checked against. */
  today: string;
}

export interface TotalsResult {
  totals: CartTotals;
  /** How the applied code fared (null when none is applied); a refused code is to be removed. */
  code: CodeOutcome | null;
}

/** VAT included in a VAT-inclusive amount (21 %: round(amount * 21 / 121)). */
export function vatIncluded(amount: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

/**
 * The cart's totals. Unavailable lines count nowhere. Campaign discounts come first, then the code on
 * what is left; the free-delivery threshold is measured after both.
 */
export function cartTotals(input: TotalsInput): TotalsResult {
  const live = input.lines.filter((l) => l.available);
  const total_quantity = live.reduce((n, l) => n + l.quantity, 0);
  const sub_total = live.reduce((s, l) => s + l.price * l.quantity, 0);
  const sub_total_old = live.reduce((s, l) => s + (l.priceOld ?? l.price) * l.quantity, 0);

  const discounts: CartDiscount[] = campaignDiscounts(live, input.campaigns);
  const campaignTotal = Math.min(sub_total, discounts.reduce((s, d) => s + d.amount, 0));
  const merchandise = sub_total - campaignTotal;

  let code: CodeOutcome | null = null;
  if (input.code) {
    code = evaluateCode(input.code.rule, live, merchandise, input.today);
    if (code.ok) {
      const label = code.freeShipping ? CART_TEXT.freeShippingLabel(input.code.code) : (input.code.rule?.label ?? input.code.code);
      discounts.push({ kind: "code", key: input.code.code, label, amount: Math.min(code.amount, merchandise) });
    }
  }
  const discount_total = Math.min(sub_total, discounts.reduce((s, d) => s + d.amount, 0));
  const afterDiscounts = sub_total - discount_total;
  const shipping_costs = shippingCosts(live, afterDiscounts, input.country, code?.ok === true && code.freeShipping);
  const payment_costs = 0;
  const grand_total = afterDiscounts + shipping_costs + payment_costs;
  return {
    totals: {
      total_quantity,
      sub_total,
      sub_total_old,
      sub_total_diff: sub_total_old - sub_total,
      discounts,
      discount_total,
      shipping_costs,
      payment_costs,
      grand_total,
      vat_included: vatIncluded(grand_total),
      promo_progress: promoProgress(afterDiscounts, live.length > 0 && shipping_costs === 0),
    },
    code,
  };
}
