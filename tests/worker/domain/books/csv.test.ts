/** The accountant's CSV format (worker/domain/books/csv.ts, docs/decisions/044): decimal comma, quoting, formula-safe fields, BOM. */
import { describe, expect, it } from "vitest";
import { CSV_RATES, csvField, csvText, decimalComma, dutchDate } from "../../../../worker/domain/books/csv";

describe("decimalComma", () => {
  it.each([
    [0, "0,00"],
    [5, "0,05"],
    [12_100, "121,00"],
    [123_456, "1234,56"],
    [-6_050, "-60,50"],
    [-1, "-0,01"],
  ])("%i cents -> %s", (cents, text) => {
    expect(decimalComma(cents)).toBe(text);
  });
});

describe("csvField", () => {
  it.each([
    ["Slaapwel BV", "Slaapwel BV"],
    ["Bed; en bad", '"Bed; en bad"'],
    ['De "Droom"', '"De ""Droom"""'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+31 6", "'+31 6"],
    ["@som", "'@som"],
    ["-60,50", "-60,50"],
  ])("%s -> %s", (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe("csvText", () => {
  it("starts with the BOM, separates with ; and ends lines with CRLF", () => {
    expect(csvText(["a", "b"], [["1", "2,50"]])).toBe("\uFEFFa;b\r\n1;2,50\r\n");
  });
  it("has a column per kernel rate, high to low, the reverse charge's 0 last", () => {
    expect(CSV_RATES).toEqual([21, 9, 6, 0]);
  });
  it("dates are dd-mm-jjjj in Dutch time (23:30 UTC on 31 December is 1 January)", () => {
    expect(dutchDate(Date.UTC(2030, 11, 31, 23, 30) / 1000)).toBe("01-01-2031");
  });
});
