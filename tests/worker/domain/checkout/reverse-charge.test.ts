import { describe, expect, it } from "vitest";
import { isReverseCharge } from "../../../../worker/domain/checkout/reverse-charge";

const company = { type: "company" as const, vat_number: "BE0123456749" };
const nlCompany = { type: "company" as const, vat_number: "NL000099998B57" };
const privateShopper = { type: "private" as const, vat_number: "" };

describe("isReverseCharge (seller in NL; decided on the delivery country)", () => {
  it.each([
    ["BE company with a valid BE number, delivered in BE", company, "BE", true, true],
    ["BE company whose number is invalid", company, "BE", false, false],
    ["BE company without a number", { ...company, vat_number: "" }, "BE", true, false],
    ["BE company with a BE number, delivered in NL (a Dutch supply)", company, "NL", true, false],
    ["NL company with a valid number, delivered in NL (domestic supply)", nlCompany, "NL", true, false],
    ["NL company with an NL number, delivered in BE (the number is of the seller's country)", nlCompany, "BE", true, false],
    ["BE private shopper", privateShopper, "BE", true, false],
    ["NL private shopper", privateShopper, "NL", true, false],
    ["no details yet", null, "BE", true, false],
    ["no delivery country yet", company, null, true, false],
  ] as const)("%s", (_name, details, country, valid, expected) => {
    expect(isReverseCharge(details, country, valid)).toBe(expected);
  });
});
