import { describe, expect, it } from "vitest";
import { adviceFor, adviceForBands, heightBand, mattressAdvice, parseAdviceBand, weightBand } from "../../../worker/domain/advice/mattress-advice";

describe("mattress advice table (spec section 9)", () => {
  // Every cell, with a weight and height well inside each band: [kg, cm, firmness].
  const cells: [number, number, string][] = [
    [60, 140, "medium"],
    [100, 140, "stevig"],
    [140, 140, "stevig"],
    [60, 170, "zacht"],
    [100, 170, "medium"],
    [140, 170, "stevig"],
    [60, 200, "zacht"],
    [100, 200, "zacht"],
    [140, 200, "medium"],
  ];
  it.each(cells)("%i kg, %i cm -> %s", (kg, cm, firmness) => {
    expect(mattressAdvice(kg, cm)).toBe(firmness);
  });

  it("puts 80 kg and 120 kg in the middle weight band (80-120 kg, both ends included)", () => {
    expect(weightBand(79.9)).toBe("light");
    expect(weightBand(80)).toBe("middle");
    expect(weightBand(120)).toBe("middle");
    expect(weightBand(120.1)).toBe("heavy");
    expect(mattressAdvice(80, 170)).toBe("medium");
    expect(mattressAdvice(79, 170)).toBe("zacht");
    expect(mattressAdvice(120, 170)).toBe("medium");
    expect(mattressAdvice(121, 170)).toBe("stevig");
  });

  it("puts 150 cm and 190 cm in the middle height band (150-190 cm, both ends included)", () => {
    expect(heightBand(149.9)).toBe("short");
    expect(heightBand(150)).toBe("middle");
    expect(heightBand(190)).toBe("middle");
    expect(heightBand(190.1)).toBe("tall");
    expect(mattressAdvice(60, 149)).toBe("medium");
    expect(mattressAdvice(60, 150)).toBe("zacht");
    expect(mattressAdvice(100, 190)).toBe("medium");
    expect(mattressAdvice(100, 191)).toBe("zacht");
  });

  it("has the corner cells at the exact boundaries", () => {
    expect(mattressAdvice(80, 150)).toBe("medium");
    expect(mattressAdvice(120, 190)).toBe("medium");
    expect(mattressAdvice(120, 149)).toBe("stevig");
    expect(mattressAdvice(121, 191)).toBe("medium");
    expect(mattressAdvice(79, 191)).toBe("zacht");
  });

  it("refuses weights and heights that are not positive numbers", () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => weightBand(bad)).toThrow(RangeError);
      expect(() => heightBand(bad)).toThrow(RangeError);
    }
  });

  it("advises from the bands alone, and from one band the firmnesses of its row or column", () => {
    expect(adviceForBands("heavy", "tall")).toBe("medium");
    expect(adviceFor({})).toBeNull();
    expect(adviceFor({ weight: "light", height: "short" })).toEqual(["medium"]);
    expect(adviceFor({ weight: "light" })).toEqual(["zacht", "medium"]);
    expect(adviceFor({ weight: "heavy" })).toEqual(["medium", "stevig"]);
    expect(adviceFor({ weight: "middle" })).toEqual(["zacht", "medium", "stevig"]);
    expect(adviceFor({ height: "short" })).toEqual(["medium", "stevig"]);
    expect(adviceFor({ height: "tall" })).toEqual(["zacht", "medium"]);
  });

  it("reads the advice bands of seeded answers and nothing else", () => {
    expect(parseAdviceBand("weight:middle")).toEqual({ weight: "middle" });
    expect(parseAdviceBand("height:tall")).toEqual({ height: "tall" });
    expect(parseAdviceBand("weight:tall")).toBeNull();
    expect(parseAdviceBand("lengte:short")).toBeNull();
    expect(parseAdviceBand(null)).toBeNull();
  });
});
