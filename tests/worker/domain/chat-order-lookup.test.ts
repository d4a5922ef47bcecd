import { describe, expect, it } from "vitest";
import { CHAT_MESSAGES, chatOrderNumberField, chatOrderRequestSchema } from "../../../app/lib/schemas/chat";
import { ORDER_NOT_VERIFIED, orderStatusAnswer, verifyOrderLookup, type LookupOrder } from "../../../worker/domain/chat/order-lookup";
import { ORDER_STATUS_LABELS } from "../../../app/lib/checkout/constants";

const ORDER: LookupOrder = {
  number: "KJD1234567",
  status: "paid",
  firstNames: ["Sanne", "Sanne"],
  addresses: [
    { zipcode: "3511 AB", house_number: "10", extension: "" },
    { zipcode: "1012 JS", house_number: "5", extension: "B" },
  ],
};
const ASK = { orderNumber: "KJD1234567", zipCode: "3511 AB", houseNumber: "10" };

describe("the chat's order number (spec section 5: digits only, at most 7, KJD added when missing)", () => {
  it("adds KJD to digits and keeps a typed KJD (any case, spaces ignored)", () => {
    expect(chatOrderNumberField.parse("1234567")).toBe("KJD1234567");
    expect(chatOrderNumberField.parse("kjd 1234567")).toBe("KJD1234567");
    expect(chatOrderNumberField.parse(" 42 ")).toBe("KJD42");
  });

  it("refuses letters, more than 7 digits, an empty value, with the Dutch message", () => {
    for (const bad of ["12345678", "12a4567", "", "KJD", "ABC1234567", "-123"]) {
      const r = chatOrderNumberField.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(CHAT_MESSAGES.orderNumber);
    }
  });

  it("the chat order request needs a postcode and a house number", () => {
    expect(chatOrderRequestSchema.safeParse({ knowsOrderNumber: true, orderNumber: "1234567", zipCode: "", houseNumber: "10" }).success).toBe(false);
    expect(chatOrderRequestSchema.safeParse({ knowsOrderNumber: true, orderNumber: "1234567", zipCode: "3511AB", houseNumber: "" }).success).toBe(false);
  });
});

describe("verifyOrderLookup", () => {
  it("number + postcode + house number of the billing or the delivery address: verified (number and status only)", () => {
    expect(verifyOrderLookup(ORDER, ASK)).toEqual({ number: "KJD1234567", status: "paid" });
    expect(verifyOrderLookup(ORDER, { ...ASK, zipCode: "3511ab" })).not.toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, zipCode: "1012JS", houseNumber: "5" })).not.toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, zipCode: "1012 JS", houseNumber: "5b" })).not.toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, zipCode: "1012 JS", houseNumber: "5-B" })).not.toBeNull();
  });

  it("a wrong postcode, house number, house-number suffix or number: not verified", () => {
    expect(verifyOrderLookup(ORDER, { ...ASK, zipCode: "3511 AC" })).toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, houseNumber: "11" })).toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, houseNumber: "100" })).toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, houseNumber: "10a" })).toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, zipCode: "1012 JS", houseNumber: "5c" })).toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, orderNumber: "KJD1234568" })).toBeNull();
    // The postcode of one address with the house number of the other is no match.
    expect(verifyOrderLookup(ORDER, { ...ASK, zipCode: "3511 AB", houseNumber: "5" })).toBeNull();
  });

  it("the first name, when given, must match too (case and accents ignored)", () => {
    expect(verifyOrderLookup(ORDER, { ...ASK, firstName: "sanne" })).not.toBeNull();
    expect(verifyOrderLookup({ ...ORDER, firstNames: ["Zoë"] }, { ...ASK, firstName: "zoe" })).not.toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, firstName: "Piet" })).toBeNull();
    expect(verifyOrderLookup(ORDER, { ...ASK, firstName: "  " })).not.toBeNull();
  });

  it("no order: not verified", () => {
    expect(verifyOrderLookup(null, ASK)).toBeNull();
  });
});

describe("order status answers", () => {
  it("each status is told in Dutch with the order number, and ends with the closing question", () => {
    for (const status of Object.keys(ORDER_STATUS_LABELS) as (keyof typeof ORDER_STATUS_LABELS)[]) {
      const text = orderStatusAnswer({ number: "KJD1234567", status });
      expect(text).toContain("KJD1234567");
      expect(text).toMatch(/beantwoord\?$/u);
    }
    expect(orderStatusAnswer({ number: "KJD1234567", status: "paid" })).toContain("betaald en in behandeling");
    expect(orderStatusAnswer({ number: "KJD1234567", status: "pending" })).toContain("wachten nog op je betaling");
  });

  it("the neutral answer names no order and no status", () => {
    expect(ORDER_NOT_VERIFIED).not.toMatch(/KJD\d/u);
    for (const label of Object.values(ORDER_STATUS_LABELS)) expect(ORDER_NOT_VERIFIED.toLowerCase()).not.toContain(label.toLowerCase());
  });
});
