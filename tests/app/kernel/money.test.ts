/** Table test of the money rules (app/kernel/money.ts): the one VAT formula and its rounding, decimal amounts. */
import { describe, expect, it } from "vitest";
import { decimalAmount, VAT_RATE_PERCENT, vatIncluded, withoutVat } from "../../../app/kernel/money";

describe("vatIncluded: round(amount x rate / (100 + rate)) to the cent", () => {
  it.each([
    [12100, 21, 2100],
    [100, 21, 17],
    [4995, 21, 867],
    [3594, 21, 624],
    [60, 21, 10],
    [1, 21, 0],
    [0, 21, 0],
    [-4995, 21, -867],
    [-1, 21, 0],
    [1090, 9, 90],
    [109, 9, 9],
    [1000, 0, 0],
  ])("%i cents at %i percent include %i cents VAT", (amount, rate, vat) => {
    expect(vatIncluded(amount, rate)).toBe(vat);
  });

  it("the shop's rate is 21 % by default", () => {
    expect(VAT_RATE_PERCENT).toBe(21);
    expect(vatIncluded(12100)).toBe(2100);
  });

  it("at 21 % and 9 % it never meets half a cent: the same as rounding the excl. amount", () => {
    for (const rate of [21, 9]) {
      for (let amount = -5000; amount <= 50_000; amount++) {
        const viaExcl = amount - Math.round((amount * 100) / (100 + rate));
        if (vatIncluded(amount, rate) !== viaExcl) expect.fail(`${amount} at ${rate} %: ${vatIncluded(amount, rate)} != ${viaExcl}`);
      }
    }
  });
});

describe("withoutVat: the amount less its VAT (excl. + VAT = the amount)", () => {
  it.each([
    [12100, 21, 10000],
    [595, 21, 492],
    [495, 21, 409],
    [99, 21, 82],
    [1000, 21, 826],
    [-1000, 21, -826],
    [1090, 9, 1000],
    [0, 21, 0],
  ])("%i cents at %i percent are %i cents excl. VAT", (amount, rate, excl) => {
    expect(withoutVat(amount, rate)).toBe(excl);
    expect(withoutVat(amount, rate) + vatIncluded(amount, rate)).toBe(amount);
  });
});

describe("decimalAmount: cents as a decimal with a point", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [99, "0.99"],
    [1234, "12.34"],
    [100_000, "1000.00"],
    [-1234, "-12.34"],
    [-5, "-0.05"],
  ])("%i cents -> %s", (cents, text) => {
    expect(decimalAmount(cents)).toBe(text);
  });
});
