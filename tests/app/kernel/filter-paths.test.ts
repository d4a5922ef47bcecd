import { describe, expect, it } from "vitest";
import {
  compareFilterKeys,
  emptySelection,
  filterSegment,
  FilterPathError,
  parseSelection,
  priceSegment,
  selectionPath,
  splitPath,
  toggleValue,
  withPriceRange,
  type Selection,
} from "../../../app/kernel/filter-paths";
import { FILTER_ORDER } from "../../../worker/domain/filters";

const sel = (filters: Record<string, string[]>, price: Selection["price"] = null, sort: Selection["sort"] = "populariteit"): Selection => ({ filters, price, sort });

/** What the server does with a path: split off the category, parse the rest. */
const roundTrip = (categoryPath: string, s: Selection) => parseSelection(splitPath(selectionPath(categoryPath, s, FILTER_ORDER)).selectionSegments);

describe("filter URL round trip", () => {
  const selections: [string, Selection][] = [
    ["nothing selected", emptySelection()],
    ["one value", sel({ merk: ["nachtwacht"] })],
    ["several values and groups", sel({ merk: ["polderrust", "nachtwacht"], maat: ["90x200", "140x200"], hardheid: ["medium"] })],
    ["price only", sel({}, { min: 100, max: 500 })],
    ["sort only", sel({}, null, "prijs-aflopend")],
    ["everything", sel({ kleur: ["wit", "antraciet"], soort: ["pocketvering"] }, { min: 0, max: 2500 }, "nieuwste")],
    ["a key outside the known order", sel({ zzz: ["a"], merk: ["x"] })],
  ];

  it.each(selections)("%s: parse(split(path(selection))) gives the same selection", (_name, s) => {
    const back = roundTrip("/matrassen/", s);
    const sorted = Object.fromEntries(Object.entries(s.filters).map(([k, v]) => [k, [...v].sort()]));
    expect(back).toEqual({ ...s, filters: sorted });
  });

  it.each(selections)("%s: the path of the parsed selection is the same path (canonical)", (_name, s) => {
    const path = selectionPath("/matrassen/", s, FILTER_ORDER);
    expect(selectionPath("/matrassen/", roundTrip("/matrassen/", s), FILTER_ORDER)).toBe(path);
  });

  it("works under a nested category", () => {
    const s = sel({ merk: ["nachtwacht"] });
    const path = selectionPath("/matrassen/pocketvering/", s, FILTER_ORDER);
    expect(path).toBe("/matrassen/pocketvering/merk:nachtwacht/");
    expect(splitPath(path)).toEqual({ categorySegments: ["matrassen", "pocketvering"], selectionSegments: ["merk:nachtwacht"] });
  });
});

describe("canonical form", () => {
  it("keys follow the filter order, values are sorted, price after the filters, sort last", () => {
    const s = sel({ merk: ["polderrust", "nachtwacht"], maat: ["90x200", "140x200"], soort: ["pocketvering"] }, { min: 100, max: 500 }, "prijs-oplopend");
    expect(selectionPath("/matrassen/", s, FILTER_ORDER)).toBe("/matrassen/soort:pocketvering/maat:140x200,90x200/merk:nachtwacht,polderrust/ae-prijs:100-500/sorteer:prijs-oplopend/");
  });

  it("the same selection written in another order gives the same path", () => {
    const a = parseSelection(["merk:polderrust,nachtwacht", "maat:90x200", "sorteer:nieuwste"]);
    const b = parseSelection(["sorteer:nieuwste", "maat:90x200", "merk:nachtwacht,polderrust"]);
    expect(selectionPath("/matrassen/", a, FILTER_ORDER)).toBe(selectionPath("/matrassen/", b, FILTER_ORDER));
  });

  it("keys outside the order come after the known ones, alphabetically", () => {
    expect(selectionPath("/x/", sel({ zeta: ["a"], alfa: ["b"], merk: ["c"] }), FILTER_ORDER)).toBe("/x/merk:c/alfa:b/zeta:a/");
  });

  it("without a key order, keys are alphabetical", () => {
    expect(selectionPath("/x/", sel({ merk: ["a"], kleur: ["b"] }))).toBe("/x/kleur:b/merk:a/");
  });

  it("duplicate values appear once", () => {
    expect(selectionPath("/x/", sel({ merk: ["a", "a"] }))).toBe("/x/merk:a/");
    expect(parseSelection(["merk:a,a,b"]).filters).toEqual({ merk: ["a", "b"] });
  });

  it("the default sort (populariteit) is left out; parsing it explicitly is allowed", () => {
    expect(selectionPath("/matrassen/", sel({}, null, "populariteit"))).toBe("/matrassen/");
    expect(parseSelection(["sorteer:populariteit"])).toEqual(emptySelection());
  });

  it("adds the trailing slash to the category path", () => {
    expect(selectionPath("/matrassen", emptySelection())).toBe("/matrassen/");
    expect(selectionPath("/matrassen", sel({ merk: ["a"] }))).toBe("/matrassen/merk:a/");
  });

  it("a group whose values were all removed disappears", () => {
    expect(selectionPath("/x/", sel({ merk: [] }))).toBe("/x/");
  });
});

describe("toggleValue", () => {
  it("adds a value to a new group and to an existing one", () => {
    const one = toggleValue(emptySelection(), "merk", "nachtwacht");
    expect(one.filters).toEqual({ merk: ["nachtwacht"] });
    const two = toggleValue(one, "merk", "polderrust");
    expect(two.filters).toEqual({ merk: ["nachtwacht", "polderrust"] });
  });

  it("removes a value, and the group when it was the last one", () => {
    const s = sel({ merk: ["nachtwacht", "polderrust"], maat: ["90x200"] });
    expect(toggleValue(s, "merk", "nachtwacht").filters).toEqual({ merk: ["polderrust"], maat: ["90x200"] });
    expect(toggleValue(s, "maat", "90x200").filters).toEqual({ merk: ["nachtwacht", "polderrust"] });
  });

  it("keeps price and sort, and does not change the selection it was given", () => {
    const s = sel({ merk: ["a"] }, { min: 1, max: 2 }, "nieuwste");
    const next = toggleValue(s, "kleur", "wit");
    expect(next.price).toEqual({ min: 1, max: 2 });
    expect(next.sort).toBe("nieuwste");
    expect(s.filters).toEqual({ merk: ["a"] });
  });

  it("toggling twice gives the original path", () => {
    const s = sel({ merk: ["a"] });
    expect(selectionPath("/x/", toggleValue(toggleValue(s, "kleur", "wit"), "kleur", "wit"))).toBe(selectionPath("/x/", s));
  });
});

describe("invalid segments throw FilterPathError with a Dutch message", () => {
  it.each([
    ["merk:", /Ongeldige waarden voor filter 'merk'/u],
    ["merk:UPPER", /Ongeldige waarden voor filter 'merk'/u],
    ["merk:a,,b", /Ongeldige waarden/u],
    [":x", /Ongeldig filter/u],
    ["Merk:x", /Ongeldige filternaam/u],
    ["ae-prijs:abc", /De prijsfilter moet de vorm min-max hebben/u],
    ["ae-prijs:100", /De prijsfilter moet de vorm min-max hebben/u],
    ["ae-prijs:500-100", /De minimumprijs is hoger dan de maximumprijs/u],
    ["sorteer:willekeurig", /Onbekende sortering/u],
    ["%E0%A4%A", /Ongeldig filter/u],
  ])("%s", (segment, message) => {
    expect(() => parseSelection([segment])).toThrow(FilterPathError);
    expect(() => parseSelection([segment])).toThrow(message);
  });

  it("the same key twice", () => {
    expect(() => parseSelection(["merk:a", "merk:b"])).toThrow(/Filter 'merk' staat twee keer in de URL/u);
  });

  it("too many keys or values", () => {
    expect(() => parseSelection(Array.from({ length: 13 }, (_, i) => `k${i}:v`))).toThrow(/Te veel filters/u);
    expect(() => parseSelection([`merk:${Array.from({ length: 31 }, (_, i) => `v${i}`).join(",")}`])).toThrow(FilterPathError);
    const many = Array.from({ length: 3 }, (_, k) => `k${k}:${Array.from({ length: 25 }, (_, i) => `v${i}`).join(",")}`);
    expect(() => parseSelection(many)).toThrow(/Te veel filterwaarden/u);
  });

  it("a category segment after a filter", () => {
    expect(() => splitPath("matrassen/merk:a/pocketvering/")).toThrow(/Filters staan altijd achter de categorie/u);
  });
});

describe("the path rules as a table", () => {
  it.each<[path: string, min: number, max: number, result: string]>([
    ["/matrassen/", 100, 500, "/matrassen/ae-prijs:100-500/"],
    ["/matrassen", 100, 500, "/matrassen/ae-prijs:100-500/"],
    ["/matrassen/", 500, 100, "/matrassen/ae-prijs:100-500/"],
    ["/matrassen/merk:slaapwel/", 0, 90, "/matrassen/merk:slaapwel/ae-prijs:0-90/"],
    ["/matrassen/sorteer:prijs-oplopend/", 100, 500, "/matrassen/ae-prijs:100-500/sorteer:prijs-oplopend/"],
    ["/matrassen/pocketvering/maat:90x200/sorteer:nieuwste/", 10, 20, "/matrassen/pocketvering/maat:90x200/ae-prijs:10-20/sorteer:nieuwste/"],
    ["/matrassen/", 99.5, 200.2, "/matrassen/ae-prijs:99-201/"],
  ])("price range on %s (%d, %d) -> %s", (path, min, max, result) => {
    expect(withPriceRange(path, min, max)).toBe(result);
  });

  it.each<[key: string, values: string[], segment: string]>([
    ["merk", ["nachtwacht"], "merk:nachtwacht"],
    ["merk", ["nachtwacht", "slaapwel-atelier"], "merk:nachtwacht,slaapwel-atelier"],
    ["sorteer", ["prijs-aflopend"], "sorteer:prijs-aflopend"],
  ])("segment %s %j -> %s", (key, values, segment) => {
    expect(filterSegment(key, values)).toBe(segment);
    expect(parseSelection([segment])).toBeTruthy();
  });

  it.each<[min: number, max: number, segment: string]>([
    [100, 500, "ae-prijs:100-500"],
    [99.99, 500.01, "ae-prijs:99-501"],
    [0, 0, "ae-prijs:0-0"],
  ])("price %d-%d -> %s", (min, max, segment) => {
    expect(priceSegment(min, max)).toBe(segment);
  });

  it.each<[order: string[], keys: string[], sorted: string[]]>([
    [["soort", "maat", "merk"], ["merk", "maat", "soort"], ["soort", "maat", "merk"]],
    [["soort", "maat"], ["zzz", "maat", "aaa"], ["maat", "aaa", "zzz"]],
    [[], ["merk", "kleur", "maat"], ["kleur", "maat", "merk"]],
  ])("with order %j, keys %j sort as %j", (order, keys, sorted) => {
    expect([...keys].sort(compareFilterKeys(order))).toEqual(sorted);
  });
});
