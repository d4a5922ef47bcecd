/** Table test of the cart and checkout totals (app/kernel/totals.ts; spec section 3, docs/decisions/011 and 017). */
import { describe, expect, it } from "vitest";
import { checkoutTotals, totalsOf, totalVat, type CheckoutChoice, type CheckoutTotals } from "../../../app/kernel/totals";

type Line = { bulky?: boolean; quantity: number; available: boolean };
const cart = (sub_total: number, shipping_costs: number, discount_total = 0, items: Line[] = []) => ({ totals: { sub_total, discount_total, shipping_costs }, items });
const mattresses = (quantity: number, available = true): Line => ({ bulky: true, quantity, available });
const pillow: Line = { quantity: 3, available: true };
const installation = { code: "installation", title: "Bezorging en installatie", description: "", price: 4995 };
const choice = (more: Partial<CheckoutChoice>): CheckoutChoice => ({ shippingMethod: null, insurance: false, method: null, reverseCharge: false, ...more }) as CheckoutChoice;

describe("checkoutTotals", () => {
  it.each<[string, ReturnType<typeof cart>, CheckoutChoice, CheckoutTotals]>([
    [
      "standard delivery, iDEAL: VAT 21/121 of the total",
      cart(2000, 495),
      choice({ method: "ideal" }),
      { sub_total: 2000, discount_total: 0, shipping_costs: 495, insurance_costs: 0, payment_costs: 0, take_back_costs: 0, grand_total: 2495, vat_included: 433, reverse_charge: false },
    ],
    [
      "insurance and PayPal's fee",
      cart(2000, 495),
      choice({ insurance: true, method: "paypal" }),
      { sub_total: 2000, discount_total: 0, shipping_costs: 495, insurance_costs: 1000, payment_costs: 99, take_back_costs: 0, grand_total: 3594, vat_included: 624, reverse_charge: false },
    ],
    [
      "installation replaces the standard delivery; the discount comes off",
      cart(10000, 0, 1000),
      choice({ shippingMethod: installation, method: "afterpay" }),
      { sub_total: 10000, discount_total: 1000, shipping_costs: 4995, insurance_costs: 0, payment_costs: 0, take_back_costs: 0, grand_total: 13995, vat_included: 2429, reverse_charge: false },
    ],
    [
      "reverse charge: every part excl. VAT, no VAT",
      cart(12100, 595),
      choice({ method: "ideal", reverseCharge: true }),
      { sub_total: 10000, discount_total: 0, shipping_costs: 492, insurance_costs: 0, payment_costs: 0, take_back_costs: 0, grand_total: 10492, vat_included: 0, reverse_charge: true },
    ],
    [
      "reverse charge with a discount, insurance and PayPal",
      cart(12100, 0, 1210),
      choice({ insurance: true, method: "paypal", reverseCharge: true }),
      { sub_total: 10000, discount_total: 1000, shipping_costs: 0, insurance_costs: 826, payment_costs: 82, take_back_costs: 0, grand_total: 9908, vat_included: 0, reverse_charge: true },
    ],
    [
      "the browser's estimate: the method's costs as the method list states them",
      cart(2000, 495),
      choice({ insurance: true, paymentCosts: 99 } as Partial<CheckoutChoice>),
      { sub_total: 2000, discount_total: 0, shipping_costs: 495, insurance_costs: 1000, payment_costs: 99, take_back_costs: 0, grand_total: 3594, vat_included: 624, reverse_charge: false },
    ],
    [
      "oude matras retour: € 25 per mattress or boxspring delivered, pillows not counted",
      cart(119800, 0, 0, [mattresses(2), pillow]),
      choice({ method: "ideal", takeBack: true }),
      { sub_total: 119800, discount_total: 0, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 5000, grand_total: 124800, vat_included: 21660, reverse_charge: false },
    ],
    [
      "take-back not chosen: nothing",
      cart(119800, 0, 0, [mattresses(2)]),
      choice({ method: "ideal", takeBack: false }),
      { sub_total: 119800, discount_total: 0, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 0, grand_total: 119800, vat_included: 20792, reverse_charge: false },
    ],
    [
      "take-back chosen for a cart without mattresses (or only unavailable ones): nothing to take back",
      cart(2000, 495, 0, [pillow, mattresses(1, false)]),
      choice({ method: "ideal", takeBack: true }),
      { sub_total: 2000, discount_total: 0, shipping_costs: 495, insurance_costs: 0, payment_costs: 0, take_back_costs: 0, grand_total: 2495, vat_included: 433, reverse_charge: false },
    ],
    [
      "reverse charge: the take-back excl. VAT like every other part",
      cart(12100, 0, 0, [mattresses(1)]),
      choice({ method: "ideal", takeBack: true, reverseCharge: true }),
      { sub_total: 10000, discount_total: 0, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 2066, grand_total: 12066, vat_included: 0, reverse_charge: true },
    ],
    [
      "the browser's estimate with take-back and installation",
      cart(89900, 0, 0, [mattresses(1)]),
      choice({ shippingMethod: installation, takeBack: true, paymentCosts: 0 } as Partial<CheckoutChoice>),
      { sub_total: 89900, discount_total: 0, shipping_costs: 4995, insurance_costs: 0, payment_costs: 0, take_back_costs: 2500, grand_total: 97395, vat_included: 16903, reverse_charge: false },
    ],
  ])("%s", (_label, c, ch, expected) => {
    expect(checkoutTotals(c, ch)).toEqual(expected);
  });
});

describe("totalsOf and totalVat: the one sum", () => {
  it.each([
    [{ sub_total: 1205, discount_total: 0, shipping_costs: 495, insurance_costs: 0, payment_costs: 0, take_back_costs: 0 }, false, 1700, 295],
    [{ sub_total: 6990, discount_total: 990, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 0 }, false, 6000, 1041],
    [{ sub_total: 0, discount_total: 0, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 0 }, false, 0, 0],
    [{ sub_total: 0, discount_total: 0, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 2500 }, false, 2500, 434],
    [{ sub_total: 12100, discount_total: 0, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 0 }, true, 10000, 0],
    [{ sub_total: 12100, discount_total: 0, shipping_costs: 0, insurance_costs: 0, payment_costs: 0, take_back_costs: 2500 }, true, 12066, 0],
  ])("%j (reverse charge %s): total %i with %i VAT", (parts, reverseCharge, grand, vat) => {
    const t = totalsOf(parts, reverseCharge);
    expect([t.grand_total, t.vat_included, t.reverse_charge]).toEqual([grand, vat, reverseCharge]);
  });

  it.each([
    [12100, false, 2100],
    [12100, true, 0],
    [10099, false, 1753],
  ])("a total of %i (reverse charge %s) states %i VAT", (total, reverseCharge, vat) => {
    expect(totalVat(total, reverseCharge)).toBe(vat);
  });
});
