import { describe, expect, it } from "vitest";
import { euroToCents } from "../../../app/kernel/euro-input";

describe("euroToCents", () => {
  it.each([
    ["12,50", 1250],
    ["12.50", 1250],
    ["12,5", 1250],
    ["12", 1200],
    ["€ 1.234,56", 123_456],
    ["1.250", 125_000],
    [" 0,01 ", 1],
  ])("%s is %i cents", (text, cents) => {
    expect(euroToCents(text)).toBe(cents);
  });

  it.each(["", "0", "0,00", "-5", "tien euro", "12,345", "1,234.56", "12..5", "1e3"])("%s is not an amount", (text) => {
    expect(euroToCents(text)).toBeNull();
  });
});
