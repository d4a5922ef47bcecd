/** Table test of the delivery-cost rules (app/kernel/shipping.ts; spec section 9, docs/decisions/011 and 017). */
import { describe, expect, it } from "vitest";
import {
  chosenShippingCosts,
  FREE_SHIPPING_THRESHOLD,
  freeShippingProgress,
  INSTALLATION_COSTS,
  insuranceCosts,
  offersInstallation,
  SHIPPING_COSTS,
  SHIPPING_INSURANCE,
  shippingCosts,
  type ShippedLine,
  type ShippingCountry,
} from "../../../app/kernel/shipping";

const pillow: ShippedLine = { productType: "hoofdkussen", available: true };
const mattress: ShippedLine = { productType: "matras", available: true };
const boxspring: ShippedLine = { productType: "boxspring", available: true };
const soldOutMattress: ShippedLine = { productType: "matras", available: false };

describe("the figures", () => {
  it("free from € 50; NL € 4,95, BE € 5,95; insurance € 10; installation € 49,95", () => {
    expect([FREE_SHIPPING_THRESHOLD, SHIPPING_COSTS.NL, SHIPPING_COSTS.BE, SHIPPING_INSURANCE, INSTALLATION_COSTS]).toEqual([5000, 495, 595, 1000, 4995]);
  });
});

describe("shippingCosts", () => {
  it.each<[string, ShippedLine[], number, ShippingCountry, boolean, number]>([
    ["an empty cart", [], 0, "NL", false, 0],
    ["only unavailable lines", [{ ...pillow, available: false }], 0, "NL", false, 0],
    ["NL below the threshold", [pillow], 3795, "NL", false, 495],
    ["BE below the threshold", [pillow], 3795, "BE", false, 595],
    ["NL one cent below", [pillow], 4999, "NL", false, 495],
    ["NL at the threshold", [pillow], 5000, "NL", false, 0],
    ["BE above the threshold", [pillow], 8000, "BE", false, 0],
    ["a free-delivery code", [pillow], 1000, "BE", true, 0],
    ["a mattress", [pillow, mattress], 1000, "NL", false, 0],
    ["a boxspring", [boxspring], 1000, "BE", false, 0],
    ["a mattress that is unavailable counts nowhere", [pillow, soldOutMattress], 1000, "NL", false, 495],
  ])("%s", (_label, lines, afterDiscounts, country, freeByCode, costs) => {
    expect(shippingCosts(lines, afterDiscounts, country, freeByCode)).toBe(costs);
  });
});

describe("freeShippingProgress", () => {
  it.each([
    [0, false, 5000, 0],
    [3795, false, 1205, 75],
    [4999, false, 1, 99],
    [6000, false, 0, 100],
    [1000, true, 0, 100],
  ])("after discounts %i (free: %s): %i to go, %i percent", (afterDiscounts, free, remaining, percent) => {
    expect(freeShippingProgress(afterDiscounts, free)).toEqual({ threshold: 5000, remaining, percent });
  });
});

describe("delivery options and their costs", () => {
  it.each([
    [["boxspring"], true],
    [["molton", "boxspring"], true],
    [["matras"], false],
    [[], false],
  ])("installation for %j: %s", (types, offered) => {
    expect(offersInstallation(types)).toBe(offered);
  });

  it.each([
    [true, 1000],
    [false, 0],
  ])("insured %s costs %i", (insured, costs) => {
    expect(insuranceCosts(insured)).toBe(costs);
  });

  it.each([
    [495, null, 495],
    [495, { code: "installation", title: "", description: "", price: 4995 }, 4995],
    [0, { code: "standard", title: "", description: "", price: 0 }, 0],
  ])("standard %i with option %j costs %i", (standard, option, costs) => {
    expect(chosenShippingCosts(standard, option)).toBe(costs);
  });
});
