import { describe, expect, it } from "vitest";
import type { FulfilmentCode, OrderStatusCode } from "../../../../app/lib/api/types/order";
import { allDelivered, canFulfil, FULFILMENT_CODES, shipmentOutcome } from "../../../../worker/domain/backoffice/fulfilment";

describe("fulfilment state machine (docs/decisions/036)", () => {
  // Every allowed move; every other pair is refused.
  const allowed: [FulfilmentCode, FulfilmentCode][] = [
    ["new", "processing"],
    ["new", "partially_shipped"],
    ["new", "shipped"],
    ["processing", "partially_shipped"],
    ["processing", "shipped"],
    ["partially_shipped", "partially_shipped"],
    ["partially_shipped", "shipped"],
    ["shipped", "delivered"],
    ["new", "cancelled"],
    ["processing", "cancelled"],
  ];
  const isAllowed = (from: FulfilmentCode, to: FulfilmentCode) => allowed.some(([f, t]) => f === from && t === to);

  for (const from of FULFILMENT_CODES) {
    for (const to of FULFILMENT_CODES) {
      it(`${from} -> ${to} of a paid order: ${isAllowed(from, to) ? "allowed" : "refused"}`, () => {
        expect(canFulfil("paid", from, to)).toBe(isAllowed(from, to));
      });
    }
  }

  it("cancel is refused once anything shipped, and delivered is final", () => {
    expect(canFulfil("paid", "partially_shipped", "cancelled")).toBe(false);
    expect(canFulfil("paid", "shipped", "cancelled")).toBe(false);
    expect(FULFILMENT_CODES.some((to) => canFulfil("paid", "delivered", to))).toBe(false);
    expect(FULFILMENT_CODES.some((to) => canFulfil("paid", "cancelled", to))).toBe(false);
  });

  it.each<OrderStatusCode>(["pending", "failed", "cancelled", "expired"])("an order whose payment is %s never moves", (payment) => {
    for (const [from, to] of allowed) expect(canFulfil(payment, from, to)).toBe(false);
  });
});

describe("a parcel's lines", () => {
  const lines = [
    { position: 1, quantity: 2, shipped: 0 },
    { position: 2, quantity: 1, shipped: 0 },
  ];

  it.each([
    { parcel: [{ position: 1, quantity: 1 }], to: "partially_shipped" },
    { parcel: [{ position: 1, quantity: 2 }], to: "partially_shipped" },
    { parcel: [{ position: 1, quantity: 2 }, { position: 2, quantity: 1 }], to: "shipped" },
  ])("ships $parcel -> $to", ({ parcel, to }) => {
    expect(shipmentOutcome(lines, parcel)).toEqual({ ok: true, to });
  });

  it("the rest of a partly shipped order makes it shipped", () => {
    expect(shipmentOutcome([{ position: 1, quantity: 2, shipped: 1 }, { position: 2, quantity: 1, shipped: 1 }], [{ position: 1, quantity: 1 }])).toEqual({ ok: true, to: "shipped" });
  });

  it.each([
    { parcel: [], problem: "empty" },
    { parcel: [{ position: 3, quantity: 1 }], problem: "unknown_line" },
    { parcel: [{ position: 1, quantity: 3 }], problem: "over_shipment" },
    { parcel: [{ position: 1, quantity: 0 }], problem: "bad_quantity" },
    { parcel: [{ position: 1, quantity: 1.5 }], problem: "bad_quantity" },
    { parcel: [{ position: 1, quantity: 1 }, { position: 1, quantity: 1 }], problem: "duplicate_line" },
  ])("refuses $parcel: $problem", ({ parcel, problem }) => {
    expect(shipmentOutcome(lines, parcel)).toMatchObject({ ok: false, problem });
  });

  it("never more than ordered minus already shipped", () => {
    expect(shipmentOutcome([{ position: 1, quantity: 2, shipped: 2 }], [{ position: 1, quantity: 1 }])).toMatchObject({ ok: false, problem: "over_shipment" });
  });
});

describe("delivered", () => {
  it("only when all is shipped and every parcel delivered", () => {
    expect(allDelivered("shipped", [{ delivered: true }, { delivered: true }])).toBe(true);
    expect(allDelivered("shipped", [{ delivered: true }, { delivered: false }])).toBe(false);
    expect(allDelivered("partially_shipped", [{ delivered: true }])).toBe(false);
    expect(allDelivered("shipped", [])).toBe(false);
  });
});
