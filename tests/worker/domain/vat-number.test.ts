import { describe, expect, it } from "vitest";
import { prefixedVatNumber, validBeVat, validNlVat, validVatChecksum } from "../../../worker/domain/vat-number";

describe("NL VAT numbers", () => {
  it.each([
    ["NL000099998B57", true, "the Belastingdienst's example BTW-id (mod 97)"],
    ["NL004495445B01", true, "an old number passing the eleven-test"],
    ["NL004495445B02", true, "the suffix is not part of the eleven-test"],
    ["NL004495446B01", false, "one digit off fails both checks"],
    ["NL000099998B58", false, "a BTW-id one off in its suffix fails mod 97 (and the eleven-test)"],
    ["NL004495445B00", false, "suffix 00 is never issued"],
    ["NL000000000B01", false, "nine zeros"],
    ["NL00449544B01", false, "8 digits"],
    ["NL0044954451B01", false, "10 digits"],
    ["NL004495445C01", false, "C instead of B"],
  ])("%s -> %s (%s)", (vat, expected) => {
    expect(validNlVat(vat)).toBe(expected);
    expect(validVatChecksum(vat)).toBe(expected);
  });
});

describe("BE VAT numbers: 97 - (first 8 digits mod 97) = last 2", () => {
  it.each([
    ["BE0123456749", true, "01234567 mod 97 = 48, 97 - 48 = 49"],
    ["BE0403170701", true, "remainder 96 gives check digits 01"],
    ["BE0123456748", false, "check digits one too low"],
    ["BE0123456750", false, "check digits one too high"],
    ["BE2123456749", false, "must start with 0 or 1"],
    ["BE123456749", false, "9 digits"],
  ])("%s -> %s (%s)", (vat, expected) => {
    expect(validBeVat(vat)).toBe(expected);
    expect(validVatChecksum(vat)).toBe(expected);
  });
  it("a number starting with 1 is checked the same way", () => {
    // 10000000 mod 97 = 76 -> 97 - 76 = 21
    expect(validBeVat("BE1000000021")).toBe(true);
    expect(validBeVat("BE1000000022")).toBe(false);
  });
});

describe("prefixedVatNumber: the input's prefix, else the billing country's", () => {
  it.each([
    ["0123.456.749", "BE", "BE0123456749"],
    ["be 0123 456 749", "NL", "BE0123456749"],
    ["004495445B01", "NL", "NL004495445B01"],
    ["nl004495445b01", "BE", "NL004495445B01"],
    ["0123456749", "NL", null],
    ["004495445B01", "BE", null],
    ["DE123456789", "NL", null],
    ["", "NL", null],
  ] as const)("%s (%s) -> %s", (raw, country, expected) => {
    expect(prefixedVatNumber(raw, country)).toBe(expected);
  });
});
