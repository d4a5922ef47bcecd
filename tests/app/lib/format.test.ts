import { describe, expect, it } from "vitest";
import { formatEuro } from "../../../app/lib/format";

describe("formatEuro (cents -> EUR with a comma and two decimals)", () => {
  it.each([
    [49995, "€ 499,95"],
    [0, "€ 0,00"],
    [5, "€ 0,05"],
    [50, "€ 0,50"],
    [100, "€ 1,00"],
    [999, "€ 9,99"],
    [99999, "€ 999,99"],
    [100000, "€ 1.000,00"],
    [129900, "€ 1.299,00"],
    [2599500, "€ 25.995,00"],
    [123456789, "€ 1.234.567,89"],
    [12345.6, "€ 123,46"],
  ])("%d cents -> %s", (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });
});
