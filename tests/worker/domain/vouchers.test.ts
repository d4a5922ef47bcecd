/** The terms and codes of vouchers and the newsletter credit (docs/decisions/027), table-tested. */
import { describe, expect, it } from "vitest";
import { STRINGS } from "../../../app/lib/constants";
import { formatEuro } from "../../../app/lib/format";
import { VOUCHER_TERMS, voucherCode, voucherValidUntil } from "../../../worker/domain/vouchers";

describe("voucher terms", () => {
  it("the newsletter credit is the pop-up's promised € 5,- shoptegoed", () => {
    expect(STRINGS.newsletterSuccessCredit).toContain("€ 5,- shoptegoed");
    expect(formatEuro(VOUCHER_TERMS.newsletter.value)).toBe("€ 5,00");
  });

  it.each([
    ["order", "2026-11-28", "2027-11-28"],
    ["order", "2028-02-29", "2029-02-28"],
    ["newsletter", "2026-01-01", "2027-01-01"],
  ] as const)("a %s code issued on %s is valid up to and including %s", (kind, issued, until) => {
    expect(voucherValidUntil(kind, issued)).toBe(until);
  });

  it.each([
    ["order", new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]), "BON-ABCD-EFGH"],
    ["newsletter", new Uint8Array([30, 31, 62, 255, 8, 9, 10, 11]), "WELKOM-9AAH-JKMN"],
  ] as const)("%s codes read without 0/O or 1/I/L: %s -> %s", (kind, random, code) => {
    expect(voucherCode(kind, random)).toBe(code);
  });

});
