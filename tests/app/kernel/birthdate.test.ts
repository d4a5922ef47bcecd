/** Table test of the payment form's age rule (app/kernel/birthdate.ts; spec sections 5 and 9). */
import { describe, expect, it } from "vitest";
import {
  ADULT_AGE,
  calendarDateFromIso,
  calendarDateOf,
  EARLIEST_BIRTHDATE,
  formatBirthdate,
  isAllowedBirthdate,
  latestBirthdate,
  MIN_BIRTH_YEAR,
  type CalendarDate,
} from "../../../app/kernel/birthdate";

const day = (iso: string): CalendarDate => calendarDateFromIso(iso)!;

describe("the figures", () => {
  it("adult from 18, birth years from 1900", () => {
    expect([ADULT_AGE, MIN_BIRTH_YEAR]).toEqual([18, 1900]);
    expect(EARLIEST_BIRTHDATE).toEqual({ year: 1900, month: 1, day: 1 });
  });
});

describe("isAllowedBirthdate: the 18th birthday is today or earlier, the year 1900 or later", () => {
  it.each<[string, string, boolean]>([
    ["2008-06-15", "2026-06-15", true], // the 18th birthday is today
    ["2008-06-14", "2026-06-15", true],
    ["2008-06-16", "2026-06-15", false], // 18 tomorrow: the first disabled day
    ["2008-12-31", "2026-06-15", false],
    ["2009-01-01", "2026-06-15", false],
    ["2026-06-15", "2026-06-15", false],
    ["1900-01-01", "2026-06-15", true],
    ["1899-12-31", "2026-06-15", false],
    ["2007-12-31", "2025-12-31", true], // the year boundary
    ["2008-01-01", "2025-12-31", false],
    ["2008-02-29", "2026-02-28", false], // a leap-day child turns 18 on 1 March of a common year
    ["2008-02-29", "2026-03-01", true],
    ["2010-02-28", "2028-02-29", true],
    ["2010-03-01", "2028-02-29", false],
  ])("born %s, today %s: %s", (birth, today, allowed) => {
    expect(isAllowedBirthdate(day(birth), day(today))).toBe(allowed);
  });
});

describe("latestBirthdate: today minus 18 years, the last day the picker offers", () => {
  it.each<[string, string]>([
    ["2026-06-15", "2008-06-15"],
    ["2026-01-01", "2008-01-01"],
    ["2025-12-31", "2007-12-31"],
    ["2026-02-28", "2008-02-28"], // 29-02-2008 is disabled until 1 March
    ["2026-03-01", "2008-03-01"],
    ["2028-02-29", "2010-02-28"], // no 29 February in 2010
  ])("today %s: %s", (today, latest) => {
    const result = latestBirthdate(day(today));
    expect(result).toEqual(day(latest));
    // The boundary: that day is allowed, the next is not.
    expect(isAllowedBirthdate(result, day(today))).toBe(true);
    const next = calendarDateOf(new Date(Date.UTC(result.year, result.month - 1, result.day + 1)));
    expect(isAllowedBirthdate(next, day(today))).toBe(false);
  });
});

describe("the days' notations", () => {
  it.each<[string, CalendarDate | null]>([
    ["1985-04-21", { year: 1985, month: 4, day: 21 }],
    ["1985-02-30", null],
    ["21-04-1985", null],
    ["", null],
  ])("calendarDateFromIso(%j)", (iso, expected) => {
    expect(calendarDateFromIso(iso)).toEqual(expected);
  });

  it("formatBirthdate writes dd-mm-yyyy; calendarDateOf counts in UTC", () => {
    expect(formatBirthdate({ year: 1985, month: 4, day: 1 })).toBe("01-04-1985");
    expect(calendarDateOf(new Date(Date.UTC(2026, 0, 31, 23, 59)))).toEqual({ year: 2026, month: 1, day: 31 });
  });
});
