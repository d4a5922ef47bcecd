import { describe, expect, it } from "vitest";
import { amsterdamDay, amsterdamDayStart, nextDay, previousDay, searchTerms } from "../../../worker/domain/backoffice/order-search";

describe("what the order search box means", () => {
  it.each([
    ["KJD1234567", [{ field: "number", prefix: "KJD1234567" }]],
    ["1234567", [{ field: "number", prefix: "KJD1234567" }]],
    [" kjd 12 ", [{ field: "number", prefix: "KJD12" }]],
    ["3511 ab", [{ field: "postcode", value: "3511AB" }]],
    ["3511AB", [{ field: "postcode", value: "3511AB" }]],
    ["2000", [{ field: "number", prefix: "KJD2000" }, { field: "postcode", value: "2000" }]],
    ["Sanne@Example.test", [{ field: "email", prefix: "sanne@example.test" }]],
    ["  De   Vries ", [{ field: "name", prefix: "de vries" }]],
    ["KJD", [{ field: "name", prefix: "kjd" }]],
    ["", []],
  ])("%j", (typed, terms) => {
    expect(searchTerms(typed)).toEqual(terms);
  });
});

describe("Amsterdam days of the date filter", () => {
  it("starts a day at local midnight in winter and summer time, and across the changes", () => {
    expect(new Date(amsterdamDayStart("2026-01-15") * 1000).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(new Date(amsterdamDayStart("2026-06-15") * 1000).toISOString()).toBe("2026-06-14T22:00:00.000Z");
    // 29 March 2026: clocks go forward at 02:00; the day starts at 00:00 CET.
    expect(new Date(amsterdamDayStart("2026-03-29") * 1000).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(new Date(amsterdamDayStart("2026-03-30") * 1000).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // 25 October 2026: clocks go back at 03:00.
    expect(new Date(amsterdamDayStart("2026-10-25") * 1000).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(new Date(amsterdamDayStart("2026-10-26") * 1000).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("names the local day of an instant, and the days around it", () => {
    expect(amsterdamDay(Date.parse("2026-06-14T22:30:00Z") / 1000)).toBe("2026-06-15");
    expect(amsterdamDay(Date.parse("2026-06-14T21:59:59Z") / 1000)).toBe("2026-06-14");
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});
