import { describe, expect, it } from "vitest";
import { orderStatusText, verifyOrderLookup, type LookupOrder } from "../../../worker/domain/chat/order-lookup";

const parcel = (code: string, carrier = "PostNL") => ({ carrier, code, path: `/volg-pakket/KJD1234567/${code}/`, delivered: false });
const order = (over: Partial<LookupOrder>): LookupOrder => ({
  number: "KJD1234567",
  status: "paid",
  firstNames: ["Sanne"],
  addresses: [{ zipcode: "3511 AB", house_number: "10", extension: "" }],
  ...over,
});
const request = { orderNumber: "KJD1234567", zipCode: "3511AB", houseNumber: "10" };
const textOf = (o: LookupOrder) => orderStatusText(verifyOrderLookup(o, request)!);

describe("the chat's answer about a paid order's shipping (docs/decisions/036)", () => {
  it.each([
    ["new", "is betaald en in behandeling"],
    ["processing", "is betaald en in behandeling"],
  ] as const)("%s: in hand, the track & trace mail follows", (fulfilment, text) => {
    expect(textOf(order({ fulfilment, parcels: [] }))).toContain(text);
  });

  it("partly shipped: the parcel with its track path, the rest follows", () => {
    const text = textOf(order({ fulfilment: "partially_shipped", parcels: [parcel("3SDRMN1234567")] }));
    expect(text).toContain("Een deel van je bestelling KJD1234567 is onderweg");
    expect(text).toContain("- PostNL, track & trace-code 3SDRMN1234567: volg je pakket via /volg-pakket/KJD1234567/3SDRMN1234567/");
  });

  it("shipped in one or more parcels", () => {
    expect(textOf(order({ fulfilment: "shipped", parcels: [parcel("05212345678901", "DPD")] }))).toBe(
      "Je bestelling KJD1234567 is verzonden met DPD, track & trace-code 05212345678901: volg je pakket via /volg-pakket/KJD1234567/05212345678901/",
    );
    expect(textOf(order({ fulfilment: "shipped", parcels: [parcel("3SDRMN1234567"), parcel("3SDRMN7654321")] }))).toContain("is verzonden in 2 pakketten:\n- PostNL");
  });

  it("delivered and cancelled", () => {
    expect(textOf(order({ fulfilment: "delivered", parcels: [parcel("3SDRMN1234567")] }))).toContain("Je bestelling KJD1234567 is bezorgd.");
    expect(textOf(order({ fulfilment: "cancelled", parcels: [] }))).toContain("is geannuleerd; er wordt niets verzonden");
  });

  it("tells nothing of the parcels when the details do not match", () => {
    expect(verifyOrderLookup(order({ fulfilment: "shipped", parcels: [parcel("3SDRMN1234567")] }), { ...request, houseNumber: "11" })).toBeNull();
  });
});
