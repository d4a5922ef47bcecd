import { describe, expect, it } from "vitest";
import { visibleOptions, type ProductOption } from "../../../worker/domain/options";

const maat = (...titles: string[]): ProductOption => ({ code: "maat", title: "Maat", values: titles.map((title, i) => ({ id: 100 + i, title })) });
const kleur = (...titles: string[]): ProductOption => ({ code: "kleur", title: "Kleur", values: titles.map((title, i) => ({ id: 200 + i, title })) });
const titles = (options: ProductOption[]) => options.map((o) => [o.code, o.values.map((v) => v.title)]);

describe("visibleOptions: the 0x0 rule", () => {
  it.each<[string, ProductOption[], (string | string[])[][]]>([
    ["a single 0x0 option is kept", [maat("0x0")], [["maat", ["0x0"]]]],
    ["a single option with 0x0 among other values keeps them all", [maat("0x0", "90x200")], [["maat", ["0x0", "90x200"]]]],
    ["with two options the 0x0 option goes", [maat("0x0"), kleur("Wit", "Grijs")], [["kleur", ["Wit", "Grijs"]]]],
    ["the 0x0 option goes wherever it stands", [kleur("Wit"), maat("0x0")], [["kleur", ["Wit"]]]],
    ["only the 0x0 value goes when the option has others", [maat("0x0", "90x200"), kleur("Wit")], [["maat", ["90x200"]], ["kleur", ["Wit"]]]],
    ["surrounding spaces do not hide a 0x0", [maat(" 0x0 "), kleur("Wit")], [["kleur", ["Wit"]]]],
    ["sizes that merely contain 0x0 stay", [maat("80x200", "180x200"), kleur("Wit")], [["maat", ["80x200", "180x200"]], ["kleur", ["Wit"]]]],
    ["no options", [], []],
  ])("%s", (_name, input, expected) => {
    expect(titles(visibleOptions(input))).toEqual(expected);
  });

  it("keeps value ids and option titles, and does not change its input", () => {
    const input = [maat("0x0", "90x200"), kleur("Wit")];
    const copy = structuredClone(input);
    const out = visibleOptions(input);
    expect(out[0]).toEqual({ code: "maat", title: "Maat", values: [{ id: 101, title: "90x200" }] });
    expect(input).toEqual(copy);
    out[0]!.values.push({ id: 1, title: "x" });
    expect(input).toEqual(copy);
  });
});
