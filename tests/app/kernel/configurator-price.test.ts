import { describe, expect, it } from "vitest";
import { configurationPrice, configuredLinePrice, configuredSurcharge, type PricedOption } from "../../../app/kernel/configurator-price";

// A boxspring configured from size 160x200 (id 11) and colour beige (id 21), which together are the
// catalogue variant, plus a headboard (id 31, +12 500) and feet (id 41, +0) and a topper (id 51, +19 900).
const size: PricedOption = { id: 11, extra: 10_000 };
const colour: PricedOption = { id: 21, extra: 2_500 };
const headboard: PricedOption = { id: 31, extra: 12_500 };
const feet: PricedOption = { id: 41, extra: 0 };
const topper: PricedOption = { id: 51, extra: 19_900 };

describe("the configuration's price on the page: base price plus every surcharge", () => {
  it.each<[base: number, chosen: PricedOption[], price: number]>([
    [99_900, [], 99_900],
    [99_900, [feet], 99_900],
    [99_900, [size], 109_900],
    [99_900, [size, colour, headboard, feet, topper], 144_800],
    [0, [headboard, topper], 32_400],
  ])("base %i with %j -> %i", (base, chosen, price) => {
    expect(configurationPrice(base, chosen)).toBe(price);
  });
});

describe("the surcharge a cart line keeps: the chosen parts outside the catalogue variant", () => {
  it.each<[chosen: PricedOption[], variant: number[], surcharge: number]>([
    [[size, colour], [11, 21], 0],
    [[size, colour, feet], [11, 21], 0],
    [[size, colour, headboard], [11, 21], 12_500],
    [[size, colour, headboard, feet, topper], [11, 21], 32_400],
    [[size, colour, headboard], [11], 15_000],
    [[size, colour, headboard], [], 25_000],
    [[], [11, 21], 0],
  ])("%j over variant %j -> %i", (chosen, variant, surcharge) => {
    expect(configuredSurcharge(chosen, variant)).toBe(surcharge);
  });
});

describe("a cart line's unit price: the variant's price plus the line's surcharge", () => {
  it.each<[variantPrice: number, surcharge: number | null | undefined, price: number]>([
    [89_900, 32_400, 122_300],
    [89_900, 0, 89_900],
    [89_900, null, 89_900],
    [89_900, undefined, 89_900],
    [0, 12_500, 12_500],
  ])("variant %i with surcharge %j -> %i", (variantPrice, surcharge, price) => {
    expect(configuredLinePrice(variantPrice, surcharge)).toBe(price);
  });
});
