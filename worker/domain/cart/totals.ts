import type { CartDiscount, CartTotals, PromoProgress } from "../../../app/lib/api/types/cart";
import { freeShippingProgress, shippingCosts } from "../../../app/kernel/shipping";
import { totalsOf } from "../../../app/kernel/totals";
import { campaignDiscounts } from "./campaigns";
import { evaluateCode, type CodeOutcome } from "./discount-code";
import { CART_TEXT } from "./messages";
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

/** How far the cart is from free delivery (app/kernel/shipping.ts), with its Dutch text. */
function promoProgress(afterDiscounts: number, free: boolean): PromoProgress {
  const progress = freeShippingProgress(afterDiscounts, free);
  return { ...progress, text: free ? CART_TEXT.promoFree : CART_TEXT.promoMissing(progress.remaining) };
}

/**
 * The cart's totals. Unavailable lines count nowhere. Campaign discounts come first, then the code on
 * what is left; the free-delivery threshold is measured after both; the grand total and its VAT are the
 * kernel's sum (app/kernel/totals.ts).
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
  const { grand_total, vat_included } = totalsOf({ sub_total, discount_total, shipping_costs, insurance_costs: 0, payment_costs, take_back_costs: 0 }, false);
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
      vat_included,
      promo_progress: promoProgress(afterDiscounts, live.length > 0 && shipping_costs === 0),
    },
    code,
  };
}
