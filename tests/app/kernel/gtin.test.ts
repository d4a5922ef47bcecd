import { describe, expect, it } from "vitest";
import { gtinCheckDigit, isValidGtin } from "../../../app/kernel/gtin";

describe("isValidGtin (GS1 check digit)", () => {
  it.each([
    ["8710103917274", true], // EAN-13
    ["4006381333931", true],
    ["036000291452", true], // UPC-A
    ["96385074", true], // GTIN-8
    ["10012345678902", true], // GTIN-14
    ["8710103917275", false], // wrong check digit
    ["4006381333932", false],
    ["036000291453", false],
    ["12345", false], // length
    ["871010391727a", false],
    ["0000000000000", false],
    ["", false],
  ])("%s is %s", (gtin, valid) => {
    expect(isValidGtin(gtin)).toBe(valid);
  });

  it("computes the check digit from the digits before it", () => {
    expect(gtinCheckDigit("400638133393")).toBe(1);
    expect(gtinCheckDigit("03600029145")).toBe(2);
  });
});
