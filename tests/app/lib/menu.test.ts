import { describe, expect, it } from "vitest";
import { visibleMenuItems } from "../../../app/lib/catalog/menu";

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Item ${i + 1}` }));

describe("visibleMenuItems (spec: at most 9 items when there are more than 10)", () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 9],
    [10, 10],
    [11, 9],
    [12, 9],
    [25, 9],
  ])("%i items -> %i shown", (count, shown) => {
    expect(visibleMenuItems(items(count))).toHaveLength(shown);
  });

  it("keeps the first items in their order", () => {
    expect(visibleMenuItems(items(12)).map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(visibleMenuItems(items(10)).map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("returns a new array and leaves the input alone", () => {
    const input = items(10);
    const out = visibleMenuItems(input);
    expect(out).not.toBe(input);
    out.pop();
    expect(input).toHaveLength(10);
  });
});
