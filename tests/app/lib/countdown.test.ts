import { describe, expect, it } from "vitest";
import { countdownTarget, remaining, type CountdownKind } from "../../../app/lib/catalog/countdown";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("countdownTarget (Europe/Amsterdam)", () => {
  it.each<[string, CountdownKind, string, string]>([
    // daily: the next local midnight
    ["winter afternoon", "daily", "2026-01-15T13:00:00.000Z", "2026-01-15T23:00:00.000Z"],
    ["summer afternoon", "daily", "2026-06-15T10:00:00.000Z", "2026-06-15T22:00:00.000Z"],
    ["23:30 local in winter: 30 minutes", "daily", "2026-01-15T22:30:00.000Z", "2026-01-15T23:00:00.000Z"],
    ["00:30 local, already the next day (UTC still the day before)", "daily", "2026-01-15T23:30:00.000Z", "2026-01-16T23:00:00.000Z"],
    ["exactly at local midnight the next midnight starts", "daily", "2026-01-15T23:00:00.000Z", "2026-01-16T23:00:00.000Z"],
    ["New Year's Eve", "daily", "2026-12-31T20:00:00.000Z", "2026-12-31T23:00:00.000Z"],
    // weekly: Tuesday 00:00 local
    ["weekly from a Wednesday", "weekly", "2026-06-17T10:00:00.000Z", "2026-06-22T22:00:00.000Z"],
    ["weekly on a Tuesday during the day: next week's Tuesday", "weekly", "2026-06-16T10:00:00.000Z", "2026-06-22T22:00:00.000Z"],
    ["weekly just after Tuesday 00:00 local", "weekly", "2026-06-15T22:00:01.000Z", "2026-06-22T22:00:00.000Z"],
    ["weekly on Monday 23:30 local (summer): 30 minutes", "weekly", "2026-06-15T21:30:00.000Z", "2026-06-15T22:00:00.000Z"],
    ["weekly on Monday 23:30 local (winter): 30 minutes", "weekly", "2026-01-12T22:30:00.000Z", "2026-01-12T23:00:00.000Z"],
    ["weekly on Sunday", "weekly", "2026-01-18T12:00:00.000Z", "2026-01-19T23:00:00.000Z"],
    // start of summer time, Sunday 29 March 2026 02:00 -> 03:00
    ["daily on the Saturday before summer time", "daily", "2026-03-28T12:00:00.000Z", "2026-03-28T23:00:00.000Z"],
    ["daily early on the switch day, before 02:00", "daily", "2026-03-29T00:30:00.000Z", "2026-03-29T22:00:00.000Z"],
    ["daily on the switch day, after 03:00", "daily", "2026-03-29T12:00:00.000Z", "2026-03-29T22:00:00.000Z"],
    ["weekly across the switch (winter now, summer at the target)", "weekly", "2026-03-25T12:00:00.000Z", "2026-03-30T22:00:00.000Z"],
    // end of summer time, Sunday 25 October 2026 03:00 -> 02:00
    ["daily on the Saturday before winter time", "daily", "2026-10-24T12:00:00.000Z", "2026-10-24T22:00:00.000Z"],
    ["daily early on the switch day, 02:30 summer time", "daily", "2026-10-25T00:30:00.000Z", "2026-10-25T23:00:00.000Z"],
    ["daily early on the switch day, 02:30 winter time (the repeated hour)", "daily", "2026-10-25T01:30:00.000Z", "2026-10-25T23:00:00.000Z"],
    ["daily on the switch day, afternoon", "daily", "2026-10-25T14:00:00.000Z", "2026-10-25T23:00:00.000Z"],
    ["weekly across the switch (summer now, winter at the target)", "weekly", "2026-10-21T12:00:00.000Z", "2026-10-26T23:00:00.000Z"],
  ])("%s", (_name, kind, now, expected) => {
    expect(iso(countdownTarget(kind, at(now)))).toBe(expected);
  });

  it("the day of the spring switch lasts 23 hours and the autumn one 25", () => {
    const springStart = countdownTarget("daily", at("2026-03-28T12:00:00.000Z"));
    expect(countdownTarget("daily", springStart) - springStart).toBe(23 * 3600_000);
    const autumnStart = countdownTarget("daily", at("2026-10-24T12:00:00.000Z"));
    expect(countdownTarget("daily", autumnStart) - autumnStart).toBe(25 * 3600_000);
  });

  it("the target is always in the future and at most a day (daily) or a week (weekly) away", () => {
    for (let t = at("2026-01-01T00:00:00.000Z"); t < at("2027-01-01T00:00:00.000Z"); t += 7 * 3600_000 + 13 * 60_000) {
      const daily = countdownTarget("daily", t) - t;
      const weekly = countdownTarget("weekly", t) - t;
      expect(daily).toBeGreaterThan(0);
      expect(daily).toBeLessThanOrEqual(25 * 3600_000);
      expect(weekly).toBeGreaterThan(0);
      expect(weekly).toBeLessThanOrEqual(7 * 24 * 3600_000 + 3600_000);
    }
  });
});

describe("remaining", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = at("2026-06-15T10:00:00.000Z");
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(remaining(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalMs: target - now });
  });

  it("is zero once the target has passed", () => {
    expect(remaining(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
  });
});
