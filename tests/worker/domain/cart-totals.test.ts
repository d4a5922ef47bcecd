import { describe, expect, it } from "vitest";
import { FREE_SHIPPING_THRESHOLD, SHIPPING_COSTS } from "../../../app/kernel/shipping";
import { CART_MAX_LINE_QUANTITY } from "../../../app/lib/constants";
import { vatIncluded } from "../../../app/kernel/money";
import { cartTotals, type TotalsInput } from "../../../worker/domain/cart/totals";
import { clampQuantity } from "../../../worker/domain/cart/stock";
import { codeRefusalMessage } from "../../../worker/domain/cart/messages";
import type { CampaignRule, CodeRule, PricedLine } from "../../../worker/domain/cart/types";

const TODAY = "2026-11-23";
const PILLOW_CAT = 6;
const THREE_FOR_TWO_CAT = 17;
const FOUR_FREE_CAT = 18;

let n = 0;
function line(price: number, quantity = 1, more: Partial<PricedLine> = {}): PricedLine {
  return { id: `l${n++}`, productId: n, productType: "kussensloop", price, priceOld: null, quantity, available: true, categoryIds: [12], ...more };
}

const threeForTwo: CampaignRule = { campaign: "acties/3-halen-1-betalen", categoryId: THREE_FOR_TWO_CAT, title: "3 Halen 1 Betalen", kind: "cheapest_free", params: { group: 3 } };
const fourPillows: CampaignRule = { campaign: "acties/4-gratis-kussens", categoryId: FOUR_FREE_CAT, title: "4 Gratis Kussens", kind: "free_with", params: { free_type: "hoofdkussen", count: 4 } };

function code(rule: Partial<CodeRule> & Pick<CodeRule, "kind" | "value">): { code: string; rule: CodeRule } {
  return {
    code: rule.code ?? "TEST",
    rule: { code: "TEST", minOrder: 0, validFrom: null, validUntil: null, maxUses: null, categoryId: null, active: true, usedCount: 0, label: "Testcode", ...rule },
  };
}

const totals = (input: Partial<TotalsInput>) => cartTotals({ lines: [], campaigns: [], code: null, country: "NL", today: TODAY, ...input });

describe("cart totals: lines, old prices, VAT", () => {
  it("an empty cart costs nothing and is € 50 from free delivery", () => {
    expect(totals({}).totals).toEqual({
      total_quantity: 0,
      sub_total: 0,
      sub_total_old: 0,
      sub_total_diff: 0,
      discounts: [],
      discount_total: 0,
      shipping_costs: 0,
      payment_costs: 0,
      grand_total: 0,
      vat_included: 0,
      promo_progress: { threshold: 5000, remaining: 5000, percent: 0, text: "Nog € 50,00 tot gratis bezorging" },
    });
  });

  it("sums quantities, row totals and old prices (old price only where there is one)", () => {
    const t = totals({ lines: [line(1995, 2, { priceOld: 2495 }), line(3000, 1)] }).totals;
    expect(t).toMatchObject({ total_quantity: 3, sub_total: 6990, sub_total_old: 7990, sub_total_diff: 1000, shipping_costs: 0, grand_total: 6990 });
  });

  it("unavailable lines count nowhere", () => {
    const t = totals({ lines: [line(1000, 1), line(9000, 2, { available: false })] }).totals;
    expect(t).toMatchObject({ total_quantity: 1, sub_total: 1000, grand_total: 1000 + SHIPPING_COSTS.NL });
  });

  it.each([
    [12100, 2100],
    [100, 17],
    [4995, 867],
    [1, 0],
  ])("VAT included in %i cents is %i (21 %, rounded)", (amount, vat) => {
    expect(vatIncluded(amount)).toBe(vat);
  });

  it("the grand total says how much VAT it includes", () => {
    const t = totals({ lines: [line(1205)] }).totals;
    expect(t.grand_total).toBe(1205 + 495);
    expect(t.vat_included).toBe(Math.round((1700 * 21) / 121));
  });
});

describe("shipping and promo progress", () => {
  it.each([
    ["NL below the threshold", "NL", 3795, SHIPPING_COSTS.NL, "Nog € 12,05 tot gratis bezorging"],
    ["BE below the threshold", "BE", 3795, SHIPPING_COSTS.BE, "Nog € 12,05 tot gratis bezorging"],
    ["NL one cent below", "NL", 4999, 495, "Nog € 0,01 tot gratis bezorging"],
    ["NL at the threshold", "NL", 5000, 0, "Je bestelling wordt gratis bezorgd"],
    ["BE above the threshold", "BE", 8000, 0, "Je bestelling wordt gratis bezorgd"],
  ] as const)("%s", (_label, country, price, shipping, text) => {
    const t = totals({ lines: [line(price)], country }).totals;
    expect(t.shipping_costs).toBe(shipping);
    expect(t.promo_progress.text).toBe(text);
    expect(t.promo_progress.remaining).toBe(shipping ? FREE_SHIPPING_THRESHOLD - price : 0);
    expect(t.grand_total).toBe(price + shipping);
  });

  it("the progress bar is a percentage of the threshold", () => {
    expect(totals({ lines: [line(1250)] }).totals.promo_progress).toMatchObject({ percent: 25, remaining: 3750 });
  });

  it.each(["matras", "boxspring"])("a cart holding a %s always ships free", (type) => {
    const t = totals({ lines: [line(1000), line(1500, 1, { productType: type })], country: "BE" }).totals;
    expect(t.shipping_costs).toBe(0);
    expect(t.promo_progress.text).toBe("Je bestelling wordt gratis bezorgd");
  });

  it("the free-delivery threshold is measured after discounts", () => {
    const t = totals({ lines: [line(5400)], code: code({ kind: "fixed", value: 500 }) }).totals;
    expect(t.discount_total).toBe(500);
    expect(t.shipping_costs).toBe(495);
    expect(t.grand_total).toBe(4900 + 495);
    expect(t.promo_progress.text).toBe("Nog € 1,00 tot gratis bezorging");
  });
});

describe("campaign rules", () => {
  const inThree = (price: number, q = 1) => line(price, q, { categoryIds: [13, THREE_FOR_TWO_CAT] });

  it("3 halen 1 betalen: of three action items the cheapest is free", () => {
    const t = totals({ lines: [inThree(3000), inThree(2000), inThree(1000), line(500)], campaigns: [threeForTwo] }).totals;
    expect(t.discounts).toEqual([{ kind: "campaign", key: "acties/3-halen-1-betalen", label: "3 Halen 1 Betalen", amount: 1000 }]);
    expect(t.sub_total).toBe(6500);
    expect(t.grand_total).toBe(5500);
  });

  it("3 halen 1 betalen: six units give two free (the third and sixth dearest), two units none", () => {
    expect(totals({ lines: [inThree(1000, 4), inThree(700, 2)], campaigns: [threeForTwo] }).totals.discount_total).toBe(1000 + 700);
    expect(totals({ lines: [inThree(1000, 2)], campaigns: [threeForTwo] }).totals.discounts).toEqual([]);
  });

  it("4 gratis kussens: with an action mattress, the four cheapest pillows are free", () => {
    const mattress = line(49900, 1, { productType: "matras", categoryIds: [3, FOUR_FREE_CAT] });
    const pillows = [line(3995, 3, { productType: "hoofdkussen", categoryIds: [PILLOW_CAT] }), line(2495, 2, { productType: "hoofdkussen", categoryIds: [PILLOW_CAT] })];
    const t = totals({ lines: [mattress, ...pillows], campaigns: [fourPillows] }).totals;
    expect(t.discounts).toEqual([{ kind: "campaign", key: "acties/4-gratis-kussens", label: "4 Gratis Kussens", amount: 2495 * 2 + 3995 * 2 }]);
  });

  it("4 gratis kussens: no action mattress, no free pillows; a mattress outside the action neither", () => {
    const pillow = line(3995, 4, { productType: "hoofdkussen", categoryIds: [PILLOW_CAT] });
    expect(totals({ lines: [pillow], campaigns: [fourPillows] }).totals.discounts).toEqual([]);
    const other = line(49900, 1, { productType: "matras", categoryIds: [3] });
    expect(totals({ lines: [other, pillow], campaigns: [fourPillows] }).totals.discounts).toEqual([]);
  });
});

describe("discount codes", () => {
  it("percentage: rounded to a cent, on what is left after campaigns", () => {
    const t = totals({ lines: [line(3333, 3)], code: code({ kind: "percentage", value: 10 }) }).totals;
    expect(t.discounts).toEqual([{ kind: "code", key: "TEST", label: "Testcode", amount: 1000 }]);
    expect(t.grand_total).toBe(9999 - 1000);
  });

  it("fixed: never more than the goods are worth", () => {
    const t = totals({ lines: [line(300)], code: code({ kind: "fixed", value: 500 }) }).totals;
    expect(t.discount_total).toBe(300);
    expect(t.grand_total).toBe(0 + 495);
  });

  it("free delivery: shipping 0 whatever the amount", () => {
    const t = totals({ lines: [line(1000)], country: "BE", code: code({ code: "GRATISBEZORGD", kind: "free_shipping", value: 0 }) }).totals;
    expect(t.shipping_costs).toBe(0);
    expect(t.discounts).toEqual([{ kind: "code", key: "GRATISBEZORGD", label: "Kortingscode GRATISBEZORGD: gratis bezorging", amount: 0 }]);
  });

  it("restricted to a category: only those lines are discounted", () => {
    const pillow = line(4000, 1, { productType: "hoofdkussen", categoryIds: [PILLOW_CAT] });
    const t = totals({ lines: [pillow, line(6000)], code: code({ kind: "percentage", value: 15, categoryId: PILLOW_CAT }) }).totals;
    expect(t.discount_total).toBe(600);
  });

  it.each([
    ["unknown", null, "unknown", "Deze kortingscode bestaat niet."],
    ["inactive", { active: false }, "unknown", "Deze kortingscode bestaat niet."],
    ["expired", { validUntil: "2025-08-31" }, "expired", "Deze kortingscode is verlopen."],
    ["not yet valid", { validFrom: "2030-12-01" }, "not_yet_valid", "Deze kortingscode is nog niet geldig."],
    ["used up", { maxUses: 100, usedCount: 100 }, "used_up", "Deze kortingscode is al helemaal gebruikt."],
    ["not for these products", { categoryId: PILLOW_CAT }, "not_applicable", "Deze kortingscode geldt niet voor de artikelen in je winkelwagen."],
    ["minimum not reached", { minOrder: 10000 }, "min_order", "Deze kortingscode geldt vanaf € 100,00"],
  ] as const)("refused when %s, with its own message", (_label, patch, reason, message) => {
    const applied = patch === null ? { code: "NOPE", rule: null } : code({ kind: "percentage", value: 10, ...patch });
    const result = totals({ lines: [line(5000)], code: applied });
    expect(result.code).toMatchObject({ ok: false, reason });
    expect(codeRefusalMessage(result.code!.ok ? "unknown" : result.code!.reason, result.code!.ok ? 0 : result.code!.minOrder)).toBe(message);
    expect(result.totals.discounts).toEqual([]);
  });

  it("valid on the first and last day of its period", () => {
    const c = code({ kind: "fixed", value: 100, validFrom: TODAY, validUntil: TODAY });
    expect(totals({ lines: [line(1000)], code: c }).code).toMatchObject({ ok: true, amount: 100 });
  });

  it("the minimum counts after the campaign discounts", () => {
    const inThree = (price: number) => line(price, 1, { categoryIds: [THREE_FOR_TWO_CAT] });
    const result = totals({ lines: [inThree(4000), inThree(4000), inThree(4000)], campaigns: [threeForTwo], code: code({ kind: "percentage", value: 10, minOrder: 10000 }) });
    expect(result.code).toMatchObject({ ok: false, reason: "min_order" });
  });

  it("refusal for an already applied code has its own message", () => {
    expect(codeRefusalMessage("already_applied")).toBe("Er is al een kortingscode toegepast. Je kunt één kortingscode per bestelling gebruiken.");
  });
});

describe("stock clamp", () => {
  it.each([
    [3, 20, 3, null],
    [8, 3, 3, "Er zijn nog maar 3 op voorraad"],
    [12, 50, CART_MAX_LINE_QUANTITY, `Je kunt hooguit ${CART_MAX_LINE_QUANTITY} stuks per artikel bestellen.`],
    [10, 10, 10, null],
    [11, 10, 10, `Je kunt hooguit ${CART_MAX_LINE_QUANTITY} stuks per artikel bestellen.`],
    [2, 0, 0, "Er zijn nog maar 0 op voorraad"],
  ])("asking %i with stock %i keeps %i", (requested, stock, quantity, message) => {
    expect(clampQuantity(requested, stock)).toEqual({ quantity, message });
  });
});
