import { describe, expect, it } from "vitest";
import type { ProductOption, Variant } from "../../../app/lib/api/types/catalog";
import { choose, selectionOf, variantFor } from "../../../app/lib/catalog/variants";
import { visibleOptions } from "../../../worker/domain/options";

const price = { price: 1000, price_old: null, price_incl: 1000, currency: "EUR" as const };
const variant = (id: number, option_value_ids: number[], stock = 5): Variant => ({ id, sku: `SKU-${id}`, option_value_ids, price, stock, available: stock > 0 });

// maat 1 = 90x200, 2 = 140x200; kleur 3 = Wit, 4 = Grijs. There is no 140x200 in Grijs.
const options: ProductOption[] = [
  { code: "maat", title: "Maat", values: [{ id: 1, title: "90x200" }, { id: 2, title: "140x200" }] },
  { code: "kleur", title: "Kleur", values: [{ id: 3, title: "Wit" }, { id: 4, title: "Grijs" }] },
];
const variants = [variant(10, [1, 3]), variant(11, [1, 4]), variant(12, [2, 3])];

describe("selectionOf", () => {
  it("reads the chosen value per option from a variant", () => {
    expect(selectionOf(options, variants[1])).toEqual({ maat: 1, kleur: 4 });
  });
  it("is empty without a variant", () => {
    expect(selectionOf(options, undefined)).toEqual({});
  });
});

describe("variantFor", () => {
  it.each<[Record<string, number>, number | undefined]>([
    [{ maat: 1, kleur: 3 }, 10],
    [{ maat: 1, kleur: 4 }, 11],
    [{ maat: 2, kleur: 3 }, 12],
    [{ maat: 2, kleur: 4 }, undefined],
    [{ maat: 2 }, 12],
    [{}, 10],
  ])("%j -> variant %s", (sel, id) => {
    expect(variantFor(options, variants, sel)?.id).toBe(id);
  });
});

describe("choose", () => {
  it("keeps the other choices when that combination exists", () => {
    expect(choose(options, variants, { maat: 1, kleur: 3 }, "kleur", 4)).toEqual({ maat: 1, kleur: 4 });
    expect(choose(options, variants, { maat: 1, kleur: 3 }, "maat", 2)).toEqual({ maat: 2, kleur: 3 });
  });

  it("takes the first variant with the chosen value when the combination does not exist", () => {
    // 140x200 only exists in Wit
    expect(choose(options, variants, { maat: 1, kleur: 4 }, "maat", 2)).toEqual({ maat: 2, kleur: 3 });
  });

  it("a value no variant has is kept as chosen and matches no variant", () => {
    const sel = choose(options, variants, { maat: 1, kleur: 3 }, "kleur", 99);
    expect(sel).toEqual({ maat: 1, kleur: 99 });
    expect(variantFor(options, variants, sel)).toBeUndefined();
  });
});

describe("with an option hidden by the 0x0 rule", () => {
  // maat 5 = 0x0 (hidden), kleur 6 = Rood, 7 = Naturel
  const raw: ProductOption[] = [
    { code: "maat", title: "Maat", values: [{ id: 5, title: "0x0" }] },
    { code: "kleur", title: "Kleur", values: [{ id: 6, title: "Rood" }, { id: 7, title: "Naturel" }] },
  ];
  const shown = visibleOptions(raw);
  const vs = [variant(20, [5, 6]), variant(21, [5, 7])];

  it("only the colour is shown and choosing a colour finds its variant", () => {
    expect(shown.map((o) => o.code)).toEqual(["kleur"]);
    const sel = choose(shown, vs, selectionOf(shown, vs[0]), "kleur", 7);
    expect(sel).toEqual({ kleur: 7 });
    expect(variantFor(shown, vs, sel)?.id).toBe(21);
  });
});
