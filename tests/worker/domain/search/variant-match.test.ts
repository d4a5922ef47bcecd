import { describe, expect, it } from "vitest";
import { words } from "../../../../worker/domain/dutch-terms";
import { adjectiveBases } from "../../../../worker/domain/search/forms";
import { matchVariant, sizeWords, type MatchOption, type MatchVariant } from "../../../../worker/domain/search/variant-match";

/** A fitted sheet: sizes (one with a name in brackets) by colours; 160x200 white is sold out in one test. */
const sheet: MatchOption[] = [
  { code: "maat", values: [{ id: 1, title: "90x200" }, { id: 2, title: "140x200 (Twijfelaar)" }, { id: 3, title: "160x200 (Queen size)" }, { id: 4, title: "180x200" }] },
  { code: "kleur", values: [{ id: 11, title: "Wit" }, { id: 12, title: "Grijs" }, { id: 13, title: "Lichtgrijs" }, { id: 14, title: "Rood" }, { id: 15, title: "Donkerblauw" }, { id: 16, title: "Geel" }] },
];
function variantsOf(options: MatchOption[], soldOut: number[] = []): MatchVariant[] {
  const [first, second] = options;
  const out: MatchVariant[] = [];
  let id = 100;
  for (const a of first!.values) {
    for (const b of second?.values ?? [undefined]) {
      id++;
      out.push({ id, option_value_ids: b ? [a.id, b.id] : [a.id], available: !soldOut.includes(id) });
    }
  }
  return out;
}
const sheetVariants = variantsOf(sheet);
/** The option value titles of the variant a query names, or null. */
function named(options: MatchOption[], variants: MatchVariant[], query: string): string[] | null {
  const v = matchVariant(options, variants, words(query));
  if (!v) return null;
  return options.flatMap((o) => o.values.filter((val) => v.option_value_ids.includes(val.id)).map((val) => val.title));
}

describe("sizes in every written form", () => {
  it.each([
    ["hoeslaken 160x200", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 160 x 200", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 160/200", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 160 bij 200", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 160x200cm", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 160 x 200 cm", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 160×200", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 160X200", ["160x200 (Queen size)", "Wit"]],
    ["hoeslaken 90 x 200", ["90x200", "Wit"]],
    ["queen size hoeslaken", ["160x200 (Queen size)", "Wit"]],
    ["twijfelaar hoeslaken", ["140x200 (Twijfelaar)", "Wit"]],
  ])("%s -> %j", (query, titles) => {
    expect(named(sheet, sheetVariants, query)).toEqual(titles);
  });

  it("a double size value is named by either length: 140x200/220", () => {
    const duvet: MatchOption[] = [{ code: "maat", values: [{ id: 1, title: "140x200/220" }, { id: 2, title: "240x200/220" }] }];
    const variants = variantsOf(duvet);
    expect(named(duvet, variants, "dekbedovertrek 140x200")).toEqual(["140x200/220"]);
    expect(named(duvet, variants, "dekbedovertrek 140 x 220")).toEqual(["140x200/220"]);
    expect(named(duvet, variants, "dekbedovertrek 240/220")).toEqual(["240x200/220"]);
    expect(named(duvet, variants, "dekbedovertrek 200x220")).toBeNull();
  });

  it("a size the product does not have names nothing; a number that is no size is no size", () => {
    expect(named(sheet, sheetVariants, "hoeslaken 200x220")).toBeNull();
    expect(named(sheet, sheetVariants, "hoeslaken 160")).toBeNull();
    expect(sizeWords(["matras", "7", "zones"])).toEqual(["matras", "7", "zones"]);
    expect(sizeWords(["160", "x", "200", "cm", "wit"])).toEqual(["160x200", "wit"]);
  });
});

describe("colours, firmness and warmth by their title", () => {
  it.each([
    ["hoeslaken wit 160x200", ["160x200 (Queen size)", "Wit"]],
    ["Witte hoeslaken 180x200", ["180x200", "Wit"]],
    ["grijze hoeslaken 90x200", ["90x200", "Grijs"]],
    ["GRIJS hoeslaken", ["90x200", "Grijs"]],
    ["rode hoeslaken", ["90x200", "Rood"]],
    ["gele hoeslaken 140x200", ["140x200 (Twijfelaar)", "Geel"]],
    ["lichtgrijze hoeslaken", ["90x200", "Lichtgrijs"]],
    ["licht grijze hoeslaken", ["90x200", "Lichtgrijs"]],
    ["donker blauw hoeslaken", ["90x200", "Donkerblauw"]],
    ["donkerblauwe hoeslaken 160 bij 200", ["160x200 (Queen size)", "Donkerblauw"]],
  ])("%s -> %j", (query, titles) => {
    expect(named(sheet, sheetVariants, query)).toEqual(titles);
  });

  it("accents and case do not matter", () => {
    const towel: MatchOption[] = [{ code: "kleur", values: [{ id: 1, title: "Crème" }, { id: 2, title: "Écru" }] }];
    expect(named(towel, variantsOf(towel), "handdoek ecru")).toEqual(["Écru"]);
    expect(named(towel, variantsOf(towel), "CREME handdoek")).toEqual(["Crème"]);
  });

  it("firmness and warmth class", () => {
    const mattress: MatchOption[] = [
      { code: "maat", values: [{ id: 1, title: "140x200 (Twijfelaar)" }, { id: 2, title: "160x200 (Queen size)" }] },
      { code: "hardheid", values: [{ id: 11, title: "Zacht" }, { id: 12, title: "Medium" }, { id: 13, title: "Stevig" }] },
    ];
    const mv = variantsOf(mattress);
    expect(named(mattress, mv, "stevig matras 160x200")).toEqual(["160x200 (Queen size)", "Stevig"]);
    expect(named(mattress, mv, "stevige matras")).toEqual(["140x200 (Twijfelaar)", "Stevig"]);
    expect(named(mattress, mv, "zachte matras")).toEqual(["140x200 (Twijfelaar)", "Zacht"]);
    const duvet: MatchOption[] = [
      { code: "maat", values: [{ id: 1, title: "140x200" }, { id: 2, title: "200x200" }] },
      { code: "warmteklasse", values: [{ id: 11, title: "Zomer" }, { id: 12, title: "Winter" }, { id: 13, title: "4-seizoenen" }] },
    ];
    const dv = variantsOf(duvet);
    expect(named(duvet, dv, "4-seizoenen dekbed 200x200")).toEqual(["200x200", "4-seizoenen"]);
    expect(named(duvet, dv, "4 seizoenen dekbed")).toEqual(["140x200", "4-seizoenen"]);
    expect(named(duvet, dv, "4seizoenen dekbed")).toEqual(["140x200", "4-seizoenen"]);
  });

  it("an inflected adjective has its base forms", () => {
    expect(adjectiveBases("witte")).toContain("wit");
    expect(adjectiveBases("grijze")).toContain("grijs");
    expect(adjectiveBases("rode")).toContain("rood");
    expect(adjectiveBases("zwarte")).toContain("zwart");
  });
});

describe("which variant, or none", () => {
  it("an available variant is preferred over a sold-out one that also fits", () => {
    // 160x200 in white is sold out: "hoeslaken 160x200" takes the next colour in stock.
    const white160 = sheetVariants.find((v) => v.option_value_ids.join() === "3,11")!.id;
    const variants = variantsOf(sheet, [white160]);
    expect(named(sheet, variants, "hoeslaken 160x200")).toEqual(["160x200 (Queen size)", "Grijs"]);
  });

  it("the named combination sold out is still that combination (nothing else fits)", () => {
    const white160 = sheetVariants.find((v) => v.option_value_ids.join() === "3,11")!.id;
    const v = matchVariant(sheet, variantsOf(sheet, [white160]), words("hoeslaken wit 160x200"));
    expect(v).toMatchObject({ id: white160, available: false });
  });

  it("a combination that does not exist gives null", () => {
    const partial = sheetVariants.filter((v) => v.option_value_ids.join() !== "4,14");
    expect(named(sheet, partial, "rode hoeslaken 180x200")).toBeNull();
  });

  it("a query that names no option value gives null", () => {
    expect(named(sheet, sheetVariants, "hoeslaken katoen")).toBeNull();
    expect(named(sheet, sheetVariants, "")).toBeNull();
    expect(named([], [], "hoeslaken wit")).toBeNull();
  });

  it("one-letter sizes are not named by a stray letter", () => {
    const robe: MatchOption[] = [{ code: "maat", values: [{ id: 1, title: "S" }, { id: 2, title: "M" }, { id: 3, title: "XL" }] }];
    expect(named(robe, variantsOf(robe), "badjas m")).toBeNull();
    expect(named(robe, variantsOf(robe), "badjas xl")).toEqual(["XL"]);
  });

  it("two colours named: either fits, the first available one is taken", () => {
    expect(named(sheet, sheetVariants, "hoeslaken rood of wit 180x200")).toEqual(["180x200", "Wit"]);
  });
});
