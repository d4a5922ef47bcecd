/** The date picker's calendar arithmetic (app/lib/form/calendar.ts): Monday-first weeks and the grid's keys. */
import { describe, expect, it } from "vitest";
import { addMonths, dayForKey, monthWeeks } from "../../../app/lib/form/calendar";

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe("monthWeeks", () => {
  it("June 2008 starts on a Sunday: six cells before it, weeks of seven", () => {
    const weeks = monthWeeks(2008, 6);
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual(d(2008, 6, 1));
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe("dayForKey (WAI-ARIA date picker keys)", () => {
  it.each<[string, boolean, ReturnType<typeof d>]>([
    ["ArrowRight", false, d(2008, 7, 1)],
    ["ArrowLeft", false, d(2008, 6, 29)],
    ["ArrowDown", false, d(2008, 7, 7)],
    ["ArrowUp", false, d(2008, 6, 23)],
    ["Home", false, d(2008, 6, 30)], // 30 June 2008 is a Monday
    ["End", false, d(2008, 7, 6)],
    ["PageUp", false, d(2008, 5, 30)],
    ["PageDown", false, d(2008, 7, 30)],
    ["PageUp", true, d(2007, 6, 30)],
    ["PageDown", true, d(2009, 6, 30)],
  ])("%s (Shift %s) from 30-06-2008", (key, shift, expected) => {
    expect(dayForKey(d(2008, 6, 30), key, shift)).toEqual(expected);
  });

  it("other keys move nothing; a month without the day ends on its last day", () => {
    expect(dayForKey(d(2008, 6, 30), "Enter")).toBeNull();
    expect(addMonths(d(2008, 3, 31), -1)).toEqual(d(2008, 2, 29));
    expect(addMonths(d(2008, 2, 29), 12)).toEqual(d(2009, 2, 28));
  });
});
