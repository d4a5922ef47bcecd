/** Table test of the bulky-goods rules (app/kernel/delivery.ts; docs/decisions/029). */
import { describe, expect, it } from "vitest";
import { isBulky, TAKE_BACK_PRICE, takeBackCosts, takeBackCount } from "../../../app/kernel/delivery";

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
