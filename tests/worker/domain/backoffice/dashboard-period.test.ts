/** The dashboard's "today" and "this week" in Amsterdam time, Monday to Sunday (docs/decisions/043). */
import { describe, expect, it } from "vitest";
import { dashboardPeriods, mondayOf } from "../../../../worker/domain/backoffice/dashboard-period";

const s = (iso: string) => Date.parse(iso) / 1000;

describe("mondayOf", () => {
  it.each([
    ["2031-03-03", "2031-03-03"], // a Monday
    ["2031-03-05", "2031-03-03"],
    ["2031-03-09", "2031-03-03"], // a Sunday belongs to the week before it
    ["2031-01-01", "2030-12-30"], // across a year
  ])("%s -> %s", (day, monday) => expect(mondayOf(day)).toBe(monday));
});

describe("dashboardPeriods", () => {
  it.each([
    // Winter (CET, UTC+1): Wednesday afternoon.
    ["2031-03-05T13:00:00Z", { from: "2031-03-04T23:00:00Z", until: "2031-03-05T23:00:00Z" }, { from: "2031-03-02T23:00:00Z", until: "2031-03-09T23:00:00Z" }],
    // Sunday 23:30 Amsterdam is still that week; Monday 00:30 Amsterdam (still Sunday in UTC) is the next.
    ["2031-03-09T22:30:00Z", { from: "2031-03-08T23:00:00Z", until: "2031-03-09T23:00:00Z" }, { from: "2031-03-02T23:00:00Z", until: "2031-03-09T23:00:00Z" }],
    ["2031-03-09T23:30:00Z", { from: "2031-03-09T23:00:00Z", until: "2031-03-10T23:00:00Z" }, { from: "2031-03-09T23:00:00Z", until: "2031-03-16T23:00:00Z" }],
    // The week summer time starts (Sunday 30 March 2031): Monday in CET, the next Monday in CEST (167 hours).
    ["2031-03-30T12:00:00Z", { from: "2031-03-29T23:00:00Z", until: "2031-03-30T22:00:00Z" }, { from: "2031-03-23T23:00:00Z", until: "2031-03-30T22:00:00Z" }],
    // Summer (CEST, UTC+2).
    ["2031-07-01T08:00:00Z", { from: "2031-06-30T22:00:00Z", until: "2031-07-01T22:00:00Z" }, { from: "2031-06-29T22:00:00Z", until: "2031-07-06T22:00:00Z" }],
  ])("at %s", (now, today, week) => {
    expect(dashboardPeriods(s(now))).toEqual({ today: { from: s(today.from), until: s(today.until) }, week: { from: s(week.from), until: s(week.until) } });
  });
});
