import { describe, expect, it } from "vitest";
import type { Cart } from "../../../../app/lib/api/types/cart";
import { INSTALLATION_COSTS, PAYPAL_FEE, SHIPPING_INSURANCE } from "../../../../app/lib/checkout/constants";
import { paymentMethodList } from "../../../../worker/domain/checkout/payment-methods";
import { findShippingOption, shippingOptions } from "../../../../worker/domain/checkout/shipping-methods";
import { vatIncluded } from "../../../../app/kernel/money";
import { paymentCosts } from "../../../../app/kernel/payment-methods";
import { checkoutTotals } from "../../../../app/kernel/totals";

/** A cart of which only the totals matter here. */
function cart(t: { sub_total: number; discount_total?: number; shipping_costs: number }): Cart {
  return { totals: { discount_total: 0, ...t } } as unknown as Cart;
}

describe("shippingOptions", () => {
  it("standard at the cart's shipping costs; installation only with a boxspring", () => {
    expect(shippingOptions(cart({ sub_total: 2000, shipping_costs: 495 }), ["molton"])).toEqual([expect.objectContaining({ code: "standard", price: 495 })]);
    const withBox = shippingOptions(cart({ sub_total: 90000, shipping_costs: 0 }), ["molton", "boxspring"]);
    expect(withBox.map((o) => [o.code, o.price])).toEqual([
      ["standard", 0],
      ["installation", INSTALLATION_COSTS],
    ]);
    expect(findShippingOption(withBox, "installation")?.price).toBe(INSTALLATION_COSTS);
    expect(findShippingOption(withBox, "drone")).toBeNull();
    expect(findShippingOption(withBox, null)).toBeNull();
  });
});

describe("paymentMethodList", () => {
  it("without the provider's list: the country's methods in the shop's order, no banks", () => {
    expect(paymentMethodList("NL", null).map((m) => m.code)).toEqual(["ideal", "creditcard", "paypal", "afterpay", "billink", "in3", "alma", "banktransfer"]);
    expect(paymentMethodList("BE", null).map((m) => m.code)).toEqual(["bancontact", "creditcard", "paypal", "afterpay", "billink", "alma", "banktransfer"]);
    expect(paymentMethodList("NL", null).every((m) => m.issuers.length === 0)).toBe(true);
  });

  it("the provider's list narrows it and brings the banks; the shop's order stays", () => {
    const list = paymentMethodList("NL", [
      { code: "paypal", issuers: [] },
      { code: "bancontact", issuers: [] },
      { code: "ideal", issuers: [{ id: "ideal_INGBNL2A", name: "ING" }] },
    ]);
    expect(list.map((m) => m.code)).toEqual(["ideal", "paypal"]);
    expect(list[0]!.issuers).toEqual([{ id: "ideal_INGBNL2A", name: "ING" }]);
  });

  it("titles, provider ids, costs, rule sets and installments", () => {
    const by = Object.fromEntries(paymentMethodList("NL", null).map((m) => [m.code, m]));
    expect(by.afterpay).toMatchObject({ id: "riverty", title: "Riverty (achteraf betalen)", rule_set: "pay_later", price_incl: 0, installments: [] });
    expect(by.paypal).toMatchObject({ title: "PayPal", price_incl: PAYPAL_FEE });
    expect(by.banktransfer).toMatchObject({ title: "Overboeking", rule_set: "default" });
    expect(by.in3).toMatchObject({ rule_set: "in3", installments: [3] });
    expect(by.alma).toMatchObject({ rule_set: "alma", installments: [2, 3, 4] });
  });
});

describe("payment costs and totals (spec section 9)", () => {
  it.each([
    ["paypal", PAYPAL_FEE],
    ["ideal", 0],
    ["afterpay", 0],
    [null, 0],
  ] as const)("%s costs %s", (method, costs) => {
    expect(paymentCosts(method)).toBe(costs);
  });

  it("adds the chosen delivery, the insurance and the payment costs; VAT is 21/121 of the total", () => {
    const t = checkoutTotals(cart({ sub_total: 10000, discount_total: 1000, shipping_costs: 0 }), {
      shippingMethod: { code: "installation", title: "", description: "", price: INSTALLATION_COSTS },
      insurance: true,
      method: "paypal",
      reverseCharge: false,
    });
    expect(t).toMatchObject({ shipping_costs: INSTALLATION_COSTS, insurance_costs: SHIPPING_INSURANCE, payment_costs: PAYPAL_FEE, reverse_charge: false });
    expect(t.grand_total).toBe(9000 + INSTALLATION_COSTS + SHIPPING_INSURANCE + PAYPAL_FEE);
    expect(t.vat_included).toBe(vatIncluded(t.grand_total));
    expect(vatIncluded(12100)).toBe(2100);
  });

  it("reverse charge: every part without VAT, no VAT in the total", () => {
    const t = checkoutTotals(cart({ sub_total: 12100, shipping_costs: 595 }), { shippingMethod: null, insurance: false, method: "ideal", reverseCharge: true });
    expect(t).toMatchObject({ sub_total: 10000, shipping_costs: 492, vat_included: 0, reverse_charge: true, grand_total: 10492 });
  });
});
