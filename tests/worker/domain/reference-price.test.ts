import { describe, expect, it } from "vitest";
import { priceWithReference, REFERENCE_WINDOW_DAYS, type PricePoint } from "../../../worker/domain/reference-price";

const h = (...points: [string, number][]): PricePoint[] => points.map(([validFrom, price]) => ({ validFrom, price }));

describe("priceWithReference: the 30-day lowest-price rule", () => {
  it("the window is 30 days", () => {
    expect(REFERENCE_WINDOW_DAYS).toBe(30);
  });

  it.each<[string, PricePoint[], string, { price: number; price_old: number | null } | null]>([
    ["no history", [], "2026-03-01", null],
    ["a single price: no reduction to show", h(["2026-01-01", 1000]), "2026-03-01", { price: 1000, price_old: null }],
    ["a single price set today", h(["2026-03-01", 1000]), "2026-03-01", { price: 1000, price_old: null }],
    ["a reduction after a stable price shows the old price", h(["2025-12-01", 1000], ["2026-02-01", 800]), "2026-02-10", { price: 800, price_old: 1000 }],
    ["a reduction taking effect today", h(["2025-12-01", 1000], ["2026-02-10", 800]), "2026-02-10", { price: 800, price_old: 1000 }],
    [
      "a second reduction within 30 days shows the lowest price of the window (the first reduction)",
      h(["2025-12-01", 1000], ["2026-02-01", 800], ["2026-02-15", 700]),
      "2026-02-20",
      { price: 700, price_old: 800 },
    ],
    [
      "a second reduction more than 30 days after the first shows the first reduced price",
      h(["2025-12-01", 1000], ["2026-01-01", 800], ["2026-03-01", 700]),
      "2026-03-05",
      { price: 700, price_old: 800 },
    ],
    [
      "a temporary increase inside the window does not count as the reference",
      h(["2025-12-01", 800], ["2026-02-01", 1000], ["2026-02-10", 900]),
      "2026-02-12",
      { price: 900, price_old: null },
    ],
    [
      "after a temporary increase, a price below the earlier level shows that earlier level",
      h(["2025-12-01", 800], ["2026-02-01", 1000], ["2026-02-10", 700]),
      "2026-02-12",
      { price: 700, price_old: 800 },
    ],
    ["a price rise: nothing struck through", h(["2025-12-01", 800], ["2026-02-01", 1000]), "2026-02-12", { price: 1000, price_old: null }],
    ["back to the same price: nothing struck through", h(["2025-12-01", 800], ["2026-02-01", 1000], ["2026-02-10", 800]), "2026-02-12", { price: 800, price_old: null }],
    [
      "a price in effect exactly 30 days before the current price counts (500 on 1 March is the lowest, 800 is no reduction)",
      h(["2026-01-01", 500], ["2026-03-02", 1000], ["2026-03-31", 800]),
      "2026-04-05",
      { price: 800, price_old: null },
    ],
    [
      "a price that ended exactly 30 days before the current price does not count (only 1000 is in the window)",
      h(["2026-01-01", 500], ["2026-03-01", 1000], ["2026-03-31", 800]),
      "2026-04-05",
      { price: 800, price_old: 1000 },
    ],
    ["a price change in the future is not in effect yet", h(["2026-01-01", 1000], ["2026-03-10", 800]), "2026-03-09", { price: 1000, price_old: null }],
    ["the order of the history does not matter", h(["2026-02-01", 800], ["2025-12-01", 1000]), "2026-02-10", { price: 800, price_old: 1000 }],
    ["the window spans a month boundary and a leap day", h(["2028-01-15", 1200], ["2028-02-20", 1500], ["2028-03-10", 1400]), "2028-03-10", { price: 1400, price_old: null }],
  ])("%s", (_name, history, today, expected) => {
    expect(priceWithReference(history, today)).toEqual(expected);
  });

  it("the reference is the lowest of every price in the window, not the last one", () => {
    const history = h(["2025-11-01", 1000], ["2026-01-20", 900], ["2026-01-25", 1100], ["2026-02-01", 950], ["2026-02-10", 850]);
    expect(priceWithReference(history, "2026-02-15")).toEqual({ price: 850, price_old: 900 });
  });
});
