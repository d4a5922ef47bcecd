/** Table tests of the VAT rules (app/kernel/tax.ts, docs/decisions/044): rates, reverse charge, the OSS threshold. */
import { describe, expect, it } from "vitest";
import { isIntraCommunitySupply, OSS_THRESHOLD_CENTS, ossThresholdPassed, quarterOf, VAT_RATES, vatCountryOf, vatVerdict, type Buyer, type VatCountry } from "../../../app/kernel/tax";

const consumer: Buyer = { type: "private", vatNumber: "", vatValid: false };
const company = (vatNumber: string, vatValid = true): Buyer => ({ type: "company", vatNumber, vatValid });
const none = { previousYear: 0, currentYear: 0 };

describe("rates", () => {
  it.each([
    ["NL", "standard", 21],
    ["NL", "reduced", 9],
    ["BE", "standard", 21],
    ["BE", "reduced", 6],
  ] as const)("%s %s is %i %%", (country, kind, rate) => {
    expect(VAT_RATES[country][kind]).toBe(rate);
  });
});

describe("intra-community supply (0 %, btw verlegd)", () => {
  it.each([
    ["BE company, valid BE number, delivered in BE", company("BE0123456789"), "BE", true],
    ["lower case and spaces in the number", company(" be0123456789 "), "BE", true],
    ["BE company delivered in NL pays Dutch VAT", company("BE0123456789"), "NL", false],
    ["NL company delivered in NL", company("NL123456789B01"), "NL", false],
    ["NL number, delivered in BE: not of the delivery country", company("NL123456789B01"), "BE", false],
    ["number found invalid", company("BE0123456789", false), "BE", false],
    ["only a country prefix", company("BE"), "BE", false],
    ["consumer in BE", consumer, "BE", false],
    ["no delivery country", company("BE0123456789"), null, false],
  ] as const)("%s", (_, buyer, country, expected) => {
    expect(isIntraCommunitySupply(buyer, country)).toBe(expected);
  });
});

describe("OSS threshold: over EUR 10 000 EU-wide, this year or last", () => {
  it.each([
    ["nothing sold yet", 0, 0, 10_000, false],
    ["exactly at EUR 10 000 with this supply", 0, 990_000, 10_000, false],
    ["one cent over with this supply", 0, 990_000, 10_001, true],
    ["already over this year", 0, 1_000_001, 100, true],
    ["last year over, this year nothing", 1_000_001, 0, 100, true],
    ["last year exactly at it", 1_000_000, 0, 100, false],
  ])("%s", (_, previousYear, currentYear, supply, passed) => {
    expect(ossThresholdPassed({ previousYear, currentYear }, supply)).toBe(passed);
    expect(OSS_THRESHOLD_CENTS).toBe(1_000_000);
  });
});

describe("vatVerdict: one verdict per supply", () => {
  const under = { previousYear: 0, currentYear: 500_000 };
  const over = { previousYear: 0, currentYear: 1_200_000 };
  it.each([
    ["NL consumer", consumer, "NL", none, "domestic", "NL", 21, 9],
    ["NL company", company("NL123456789B01"), "NL", none, "domestic", "NL", 21, 9],
    ["BE company with a valid number", company("BE0123456789"), "BE", over, "reverse_charge", null, 0, 0],
    ["BE company whose number is invalid, under the threshold", company("BE0123456789", false), "BE", under, "domestic", "NL", 21, 9],
    ["BE consumer under the threshold: Dutch VAT", consumer, "BE", under, "domestic", "NL", 21, 9],
    ["BE consumer above the threshold: Belgian VAT (OSS)", consumer, "BE", over, "oss", "BE", 21, 6],
    ["BE consumer, last year above: Belgian VAT from 1 January", consumer, "BE", { previousYear: 1_500_000, currentYear: 0 }, "oss", "BE", 21, 6],
    ["NL consumer while the threshold is passed: still Dutch VAT", consumer, "NL", over, "domestic", "NL", 21, 9],
  ] as const)("%s", (_, buyer, deliveryCountry, distanceSales, scheme, country, standard, reduced) => {
    const v = vatVerdict({ buyer, deliveryCountry, amountExcl: 10_000, distanceSales });
    expect(v.scheme).toBe(scheme);
    expect(v.country).toBe(country);
    expect(v.rate("standard")).toBe(standard);
    expect(v.rate("reduced")).toBe(reduced);
  });

  it("the supply that goes over the threshold is already taxed in Belgium", () => {
    const sales = { previousYear: 0, currentYear: 995_000 };
    expect(vatVerdict({ buyer: consumer, deliveryCountry: "BE", amountExcl: 5_000, distanceSales: sales }).scheme).toBe("domestic");
    expect(vatVerdict({ buyer: consumer, deliveryCountry: "BE", amountExcl: 5_001, distanceSales: sales }).scheme).toBe("oss");
  });
});

describe("stored schemes and quarters", () => {
  it.each([
    ["domestic", "BE", "NL"],
    ["domestic", "NL", "NL"],
    ["oss", "BE", "BE"],
    ["reverse_charge", "BE", null],
  ] as const)("%s delivered in %s carries %s VAT", (scheme, delivery, country) => {
    expect(vatCountryOf(scheme, delivery as VatCountry)).toBe(country);
  });
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
  ])("month %i is in quarter %i", (month, quarter) => {
    expect(quarterOf(month)).toBe(quarter);
  });
});
