/**
 * The delivery calendar's rule (worker/domain/delivery-calendar.ts, docs/decisions/029) with a fixed "today",
 * and the shop's seeded calendar in D1 (migration 0025) read at fixed instants.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { areaFor, deliveryDayLabel, deliveryDays, isIsoDay, postcodeDigits, type DeliveryArea } from "../../../worker/domain/delivery-calendar";
import { deliveryToday, offeredDeliveryDays } from "../../../worker/store/delivery";

const NL: DeliveryArea = { code: "NL", countryCode: "NL", postcodePrefix: "", weekdays: [1, 2, 3, 4, 5, 6], leadDays: 2, horizonDays: 21 };
const TEXEL: DeliveryArea = { code: "NL-TEXEL", countryCode: "NL", postcodePrefix: "179", weekdays: [3], leadDays: 5, horizonDays: 21 };
const BE: DeliveryArea = { code: "BE", countryCode: "BE", postcodePrefix: "", weekdays: [2, 4, 6], leadDays: 3, horizonDays: 21 };
const none = new Set<string>();

describe("deliveryDays: next possible days per area after the lead time", () => {
  it.each<[string, DeliveryArea, Set<string>, string, string[]]>([
    // Friday: Monday and Tuesday are the 2 working days of lead time; then Monday to Saturday.
    ["NL, ordered on a Friday", NL, none, "2026-11-27", ["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-07"]],
    // Saturday and Sunday are no working days: the same first day as on Friday.
    ["NL, ordered on a Sunday", NL, none, "2026-11-29", ["2026-12-02", "2026-12-03"]],
    // BE: 3 working days (Mon, Tue, Wed), then only Tuesday, Thursday and Saturday.
    ["BE, ordered on a Friday", BE, none, "2026-11-27", ["2026-12-03", "2026-12-05", "2026-12-08", "2026-12-10"]],
    // Christmas closed: no delivery on 25 and 26 December.
    ["NL before Christmas", NL, new Set(["2026-12-25", "2026-12-26"]), "2026-12-21", ["2026-12-24", "2026-12-28", "2026-12-29"]],
    // A closed day is no working day either: Thursday 24 and Monday 28 make the lead time.
    ["NL, the lead time skips a closed day", NL, new Set(["2026-12-25", "2026-12-26"]), "2026-12-23", ["2026-12-29", "2026-12-30"]],
    ["Texel: Wednesdays only, after 5 working days", TEXEL, none, "2026-11-30", ["2026-12-09", "2026-12-16"]],
  ])("%s", (_label, area, closed, today, first) => {
    expect(deliveryDays(area, closed, today).slice(0, first.length)).toEqual(first);
  });

  it("offers days up to the horizon only (3 weeks), never today, never a closed day or an area's day off", () => {
    const days = deliveryDays(NL, new Set(["2026-12-10"]), "2026-12-01");
    expect(days.at(-1)! <= "2026-12-22").toBe(true);
    expect(days).not.toContain("2026-12-01");
    expect(days).not.toContain("2026-12-10");
    expect(days.some((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0)).toBe(false);
    expect(days).toHaveLength(15);
  });

  it("an invalid today offers nothing", () => {
    expect(deliveryDays(NL, none, "gisteren")).toEqual([]);
  });
});

describe("areaFor: the longest postcode prefix of the country", () => {
  it.each([
    ["NL", "1791 AB", "NL-TEXEL"],
    ["NL", "1797AA", "NL-TEXEL"],
    ["NL", "1801 AB", "NL"],
    ["NL", "3511 AB", "NL"],
    ["BE", "1000", "BE"],
    ["BE", "1791", "BE"],
    ["DE", "10115", null],
  ])("%s %s -> %s", (country, zipcode, code) => {
    expect(areaFor([NL, TEXEL, BE], country, zipcode)?.code ?? null).toBe(code);
  });

  it("reads the postcode's leading digits", () => {
    expect(postcodeDigits(" 1791 AB")).toBe("1791");
    expect(postcodeDigits("AB")).toBe("");
  });
});

describe("the seeded calendar in D1 (fixed clock)", () => {
  // Monday 21 December 2026, 10:00 in Amsterdam.
  const monday = Date.UTC(2026, 11, 21, 9, 0);

  it("NL: Monday to Saturday after 2 working days, no Christmas or New Year's Day", async () => {
    const { area, days } = await offeredDeliveryDays(env.DB, "NL", "3511 AB", monday);
    expect(area?.code).toBe("NL");
    expect(days.slice(0, 4)).toEqual(["2026-12-24", "2026-12-28", "2026-12-29", "2026-12-30"]);
    expect(days).not.toContain("2027-01-01");
  });

  it("BE: Tuesday, Thursday and Saturday after 3 working days, not on Christmas", async () => {
    const { area, days } = await offeredDeliveryDays(env.DB, "BE", "2000", monday);
    expect(area?.code).toBe("BE");
    expect(days.slice(0, 3)).toEqual(["2026-12-26", "2026-12-29", "2026-12-31"]);
  });

  it("Texel: Wednesdays only", async () => {
    const { area, days } = await offeredDeliveryDays(env.DB, "NL", "1791 AB", monday);
    expect(area?.code).toBe("NL-TEXEL");
    expect(days.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3)).toBe(true);
    expect(days[0]).toBe("2026-12-30");
  });

  it("the order day is Amsterdam's: 23:30 UTC on a Monday in winter is already Tuesday", () => {
    expect(deliveryToday(Date.UTC(2026, 11, 21, 23, 30))).toBe("2026-12-22");
    expect(deliveryToday(Date.UTC(2026, 11, 21, 22, 30))).toBe("2026-12-21");
  });
});

describe("deliveryDayLabel", () => {
  it.each([
    ["2026-12-01", "dinsdag 1 december 2026"],
    ["2026-11-28", "zaterdag 28 november 2026"],
    ["2027-01-04", "maandag 4 januari 2027"],
    ["2026-02-30", "2026-02-30"],
    ["morgen", "morgen"],
  ])("%s -> %s", (day, label) => {
    expect(deliveryDayLabel(day)).toBe(label);
  });

  it.each([
    ["2026-12-01", true],
    ["2026-13-01", false],
    ["2026-2-1", false],
    ["", false],
  ])("isIsoDay(%j) is %s", (day, ok) => {
    expect(isIsoDay(day)).toBe(ok);
  });
});
