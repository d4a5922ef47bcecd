import { describe, expect, it } from "vitest";
import { isBelgianNumber, normalizePhone, phoneNumber, type PhoneCountry } from "../../../app/kernel/phone";

describe("phoneNumber: Dutch numbers as the spec's 10 to 14 digits (spec section 5)", () => {
  it.each<[raw: string, stored: string | null]>([
    ["0612345678", "0612345678"],
    ["06 12345678", "0612345678"],
    ["06-1234-5678", "0612345678"],
    ["06.12.34.56.78", "0612345678"],
    ["020 123 4567", "0201234567"],
    ["020/1234567", "0201234567"],
    ["612345678", "0612345678"],
    ["+31 6 12345678", "0031612345678"],
    ["+31 (0)6 12345678", "0031612345678"],
    ["0031612345678", "0031612345678"],
    ["+316123456789", "00316123456789"],
    ["0475 123456", "0475123456"],
    ["+49 30 1234567", "0049301234567"],
    ["061234567", null],
    ["06123", null],
    ["+3161234567890", null],
    ["061234567890123", null],
    ["06 1234 567a", null],
    ["", null],
    ["   ", null],
    ["++31612345678", null],
  ])("%j -> %j", (raw, stored) => {
    expect(phoneNumber(raw)).toBe(stored);
    expect(phoneNumber(raw, "NL")).toBe(stored);
  });
});

describe("phoneNumber: Belgian numbers, stored as 0032 plus the national significant number", () => {
  it.each<[raw: string, country: PhoneCountry, stored: string | null]>([
    // Landlines with a one-digit area code (02, 03, 04, 09), national and international, any separators.
    ["02 123 45 67", "NL", "003221234567"],
    ["02 123 45 67", "BE", "003221234567"],
    ["02/123.45.67", "NL", "003221234567"],
    ["03 234 56 78", "NL", "003232345678"],
    ["04 234 56 78", "BE", "003242345678"],
    ["09 234 56 78", "NL", "003292345678"],
    ["+32 2 123 45 67", "NL", "003221234567"],
    ["+32 (0)2 123 45 67", "NL", "003221234567"],
    ["0032 2 123 45 67", "NL", "003221234567"],
    ["0032 (0)2 123 45 67", "BE", "003221234567"],
    ["+3221234567", "NL", "003221234567"],
    ["003221234567", "BE", "003221234567"],
    // Landlines with a two-digit area code (050 Brugge, 011 Hasselt, 016 Leuven, 061 Libramont, 071 Charleroi).
    ["050 12 34 56", "NL", "003250123456"],
    ["011 23 45 67", "NL", "003211234567"],
    ["016-23-45-67", "BE", "003216234567"],
    ["+32 50 12 34 56", "NL", "003250123456"],
    ["071 23 45 67", "NL", "003271234567"],
    ["061 23 45 67", "BE", "003261234567"],
    // 061 23 45 67 typed in a Dutch context is a Dutch mobile missing a digit, not a Libramont number.
    ["061 23 45 67", "NL", null],
    // Mobiles: 04[5-9]x xx xx xx; national only where the address is Belgian (0475 is also a Dutch area code).
    ["0471 23 45 67", "BE", "0032471234567"],
    ["0456.12.34.56", "BE", "0032456123456"],
    ["0471 23 45 67", "NL", "0471234567"],
    ["+32 471 23 45 67", "NL", "0032471234567"],
    ["0032471234567", "BE", "0032471234567"],
    ["+32 (0)471 23 45 67", "NL", "0032471234567"],
    // Not Belgian numbers: wrong length, unknown area code, service numbers, a subscriber number starting with 0.
    ["+32 2 123 456", "NL", null],
    ["+32 2 123 45 678", "NL", null],
    ["+32 471 23 45 678", "NL", null],
    // Eight digits starting with 4 are a Liège landline (04 712 34 56), not a mobile short of a digit.
    ["+32 471 23 45 6", "NL", "003247123456"],
    ["+32 441 23 45 67", "NL", null],
    ["070 12 34 56", "NL", null],
    ["+32 78 15 15 15", "NL", null],
    ["0800 12 345", "BE", null],
    ["0900 12 345", "BE", null],
    ["+32 17 12 34 56", "NL", null],
    ["02 012 34 56", "BE", null],
    ["+32 2 123 45 6a", "NL", null],
  ])("%j (%s) -> %j", (raw, country, stored) => {
    expect(phoneNumber(raw, country)).toBe(stored);
  });

  it("every way of writing one Belgian number gives the same stored form", () => {
    const forms = ["02 123 45 67", "021234567", "+32 2 123 45 67", "+3221234567", "0032 2 123 45 67", "0032-2-123.45.67", "+32 (0)2/123 45 67"];
    expect(new Set(forms.map((f) => phoneNumber(f, "BE")))).toEqual(new Set(["003221234567"]));
    expect(new Set(forms.map((f) => phoneNumber(f, "NL")))).toEqual(new Set(["003221234567"]));
  });

  it("a stored number reads back as itself (saving twice changes nothing)", () => {
    for (const stored of ["0612345678", "0031612345678", "003221234567", "0032471234567", "003250123456"]) {
      expect(phoneNumber(stored, "NL")).toBe(stored);
      expect(phoneNumber(stored, "BE")).toBe(stored);
    }
  });
});

describe("isBelgianNumber and the spec's helper", () => {
  it.each<[nsn: string, valid: boolean]>([
    ["21234567", true],
    ["50123456", true],
    ["471234567", true],
    ["2123456", false],
    ["4712345678", false],
    ["20123456", false],
    ["80012345", false],
    ["70123456", false],
  ])("%s is a Belgian national significant number: %s", (nsn, valid) => {
    expect(isBelgianNumber(nsn)).toBe(valid);
  });

  it.each<[raw: string, helper: string]>([
    ["06 12345678", "0612345678"],
    ["+32 2 123.45.67", "003221234567"],
    ["612345678", "0612345678"],
    ["", ""],
  ])("normalizePhone(%j) = %j", (raw, helper) => {
    expect(normalizePhone(raw)).toBe(helper);
  });
});
