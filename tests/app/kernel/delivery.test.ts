/** Table test of the bulky-goods rules (app/kernel/delivery.ts; docs/decisions/029). */
import { describe, expect, it } from "vitest";
import { deliveryDayLabel, isBulky, isIsoDay, TAKE_BACK_PRICE, takeBackCosts, takeBackCount } from "../../../app/kernel/delivery";

describe("isBulky: mattresses and boxsprings", () => {
  it.each([
    ["matras", true],
    ["boxspring", true],
    ["kussen", false],
    ["dekbed", false],
    ["", false],
  ])("%s -> %s", (type, bulky) => {
    expect(isBulky(type)).toBe(bulky);
  });
});

describe("takeBackCount and takeBackCosts: one old mattress per bulky unit", () => {
  it.each([
    ["two mattresses and pillows", [{ bulky: true, quantity: 2, available: true }, { quantity: 4, available: true }], 2],
    ["a mattress and a boxspring", [{ bulky: true, quantity: 1, available: true }, { bulky: true, quantity: 1, available: true }], 2],
    ["an unavailable mattress counts nowhere", [{ bulky: true, quantity: 3, available: false }], 0],
    ["no bulky lines", [{ quantity: 1, available: true }], 0],
    ["empty", [], 0],
  ])("%s: %i", (_label, lines, count) => {
    expect(takeBackCount(lines)).toBe(count);
    expect(takeBackCosts(lines, true)).toBe(count * TAKE_BACK_PRICE);
    expect(takeBackCosts(lines, false)).toBe(0);
  });

  it("costs € 25 incl. VAT per mattress", () => {
    expect(TAKE_BACK_PRICE).toBe(2500);
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
