import { describe, expect, it } from "vitest";
import { isReverseCharge } from "../../../../worker/domain/checkout/reverse-charge";

const company = { type: "company" as const, vat_number: "BE0123456749" };
const privateShopper = { type: "private" as const, vat_number: "" };

describe("isReverseCharge (seller in NL)", () => {
  it.each([
    ["BE company with a valid VAT number", company, "BE", true, true],
    ["BE company whose number is invalid", company, "BE", false, false],
    ["BE company without a number", { ...company, vat_number: "" }, "BE", true, false],
    ["NL company with a valid number (domestic supply)", { ...company, vat_number: "NL000099998B57" }, "NL", true, false],
    ["BE private shopper", privateShopper, "BE", true, false],
    ["no details yet", null, "BE", true, false],
    ["no billing country yet", company, null, true, false],
  ] as const)("%s", (_name, details, country, valid, expected) => {
    expect(isReverseCharge(details, country, valid)).toBe(expected);
  });
});
