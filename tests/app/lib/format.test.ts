import { describe, expect, it } from "vitest";
import { amsterdamDate, formatDutchDate, formatDutchLongDate, formatEuro } from "../../../app/lib/format";

describe("formatEuro (cents -> EUR with a comma and two decimals)", () => {
  it.each([
    [49995, "€ 499,95"],
    [0, "€ 0,00"],
    [5, "€ 0,05"],
    [50, "€ 0,50"],
    [100, "€ 1,00"],
    [999, "€ 9,99"],
    [99999, "€ 999,99"],
    [100000, "€ 1.000,00"],
    [129900, "€ 1.299,00"],
    [2599500, "€ 25.995,00"],
    [123456789, "€ 1.234.567,89"],
    [12345.6, "€ 123,46"],
  ])("%d cents -> %s", (cents, text) => {
    expect(formatEuro(cents)).toBe(text);
  });
});

describe("Dutch dates in Amsterdam time, without Intl", () => {
  const reference = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Amsterdam", day: "numeric", month: "numeric", year: "numeric" });
  const fromIntl = (t: number) => {
    const parts = reference.formatToParts(new Date(t));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return { year: part("year"), month: part("month"), day: part("day") };
  };

  it("agrees with the time-zone database every 20 minutes around each switch to and from summer time, 2000-2040", () => {
    for (let year = 2000; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const switchAt = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let t = switchAt - 26 * 3_600_000; t <= switchAt + 26 * 3_600_000; t += 20 * 60_000) {
          expect(amsterdamDate(new Date(t)), new Date(t).toISOString()).toEqual(fromIntl(t));
        }
      }
    }
  });

  it("agrees with the time-zone database at every hour of 2025 and 2026", () => {
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
      expect(amsterdamDate(new Date(t))).toEqual(fromIntl(t));
    }
  });

  it.each([
    ["2026-06-01T10:00:00Z", "01-06-2026", "1 juni 2026"],
    ["2026-05-31T22:30:00Z", "01-06-2026", "1 juni 2026"],
    ["2026-12-31T22:59:59Z", "31-12-2026", "31 december 2026"],
    ["2026-12-31T23:00:00Z", "01-01-2027", "1 januari 2027"],
    ["2026-03-29T00:59:00Z", "29-03-2026", "29 maart 2026"],
    ["2026-10-24T22:30:00Z", "25-10-2026", "25 oktober 2026"],
  ])("%s -> %s, %s", (iso, short, long) => {
    expect(formatDutchDate(iso)).toBe(short);
    expect(formatDutchLongDate(iso)).toBe(long);
  });

  it("writes every month's Dutch name as toLocaleDateString does", () => {
    for (let m = 0; m < 12; m++) {
      const t = Date.UTC(2026, m, 15, 12);
      expect(formatDutchLongDate(new Date(t))).toBe(new Date(t).toLocaleDateString("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Amsterdam" }));
    }
  });
});
