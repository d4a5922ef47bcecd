import { describe, expect, it } from "vitest";
import { categoryBreadcrumbs } from "../../../worker/domain/breadcrumbs";
import { variantPrice } from "../../../worker/domain/pricing";
import { stockScore, variantAvailable } from "../../../worker/domain/stock";

describe("variantPrice", () => {
  it("adds the delta to the current price and to the reference price of a reduction", () => {
    const history = [
      { validFrom: "2026-10-01", price: 50000 },
      { validFrom: "2026-11-10", price: 40000 },
    ];
    expect(variantPrice(history, 99999, 2500, "2026-11-20")).toEqual({ price: 42500, price_old: 52500 });
  });

  it("shows no reference price when the price went up", () => {
    const history = [
      { validFrom: "2026-10-01", price: 40000 },
      { validFrom: "2026-11-10", price: 50000 },
    ];
    expect(variantPrice(history, 99999, 0, "2026-11-20")).toEqual({ price: 50000, price_old: null });
  });

  it("falls back to the base price without a history in effect", () => {
    expect(variantPrice([], 12345, 100, "2026-11-20")).toEqual({ price: 12445, price_old: null });
    expect(variantPrice([{ validFrom: "2027-01-01", price: 1 }], 12345, 0, "2026-11-20")).toEqual({ price: 12345, price_old: null });
  });
});

describe("stock rules", () => {
  it("a variant is available only when its product is and it has stock", () => {
    expect(variantAvailable(true, 3)).toBe(true);
    expect(variantAvailable(true, 0)).toBe(false);
    expect(variantAvailable(false, 10)).toBe(false);
  });

  it.each([
    [false, 50, 0, "Niet leverbaar"],
    [true, 0, 0, "Niet leverbaar"],
    [true, 5, 1, "Nog 5 op voorraad"],
    [true, 6, 2, "Op voorraad"],
    [true, 20, 2, "Op voorraad"],
    [true, 21, 3, "Ruim op voorraad"],
  ])("available=%s stock=%i gives score %i (%s)", (available, stock, score, label) => {
    expect(stockScore(available, stock)).toEqual({ score, label });
  });
});

describe("categoryBreadcrumbs", () => {
  it("starts at Home, follows the chain and ends with the page itself when given", () => {
    expect(categoryBreadcrumbs([{ title: "Matrassen", slug: "matrassen" }, { title: "Pocketvering", slug: "matrassen/pocketvering" }], { title: "X", url: "/x.html" })).toEqual([
      { title: "Home", url: "/" },
      { title: "Matrassen", url: "/matrassen/" },
      { title: "Pocketvering", url: "/matrassen/pocketvering/" },
      { title: "X", url: "/x.html" },
    ]);
    expect(categoryBreadcrumbs([])).toEqual([{ title: "Home", url: "/" }]);
  });
});
