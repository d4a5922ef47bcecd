import { describe, expect, it } from "vitest";
import { CATEGORY_PATH, isOrderNumber, isSlug, orderNumberOf, slugPattern, typedOrderNumber } from "../../../app/kernel/patterns";

describe("order numbers: KJD plus 7 digits (spec section 9)", () => {
  it.each<[value: string, valid: boolean]>([
    ["KJD1234567", true],
    ["KJD0000000", true],
    ["KJD123456", false],
    ["KJD12345678", false],
    ["kjd1234567", false],
    ["KJD 1234567", false],
    ["1234567", false],
    ["XYZ1234567", false],
    ["KJD123456a", false],
    [" KJD1234567", false],
    ["KJD1234567\n", false],
    ["", false],
  ])("%j is an order number: %s", (value, valid) => {
    expect(isOrderNumber(value)).toBe(valid);
  });

  it.each<[raw: string | null | undefined, number: string | null]>([
    ["KJD1234567", "KJD1234567"],
    ["kjd1234567", "KJD1234567"],
    ["  KJD1234567 ", "KJD1234567"],
    ["KJD123", null],
    ["../KJD1234567", null],
    ["KJD1234567/", null],
    [null, null],
    [undefined, null],
  ])("from a URL %j -> %j", (raw, number) => {
    expect(orderNumberOf(raw)).toBe(number);
  });

  it.each<[typed: string, number: string | null]>([
    ["1234567", "KJD1234567"],
    ["42", "KJD42"],
    ["KJD1234567", "KJD1234567"],
    ["kjd 42", "KJD42"],
    [" 12 34 ", "KJD1234"],
    ["Kjd7654321", "KJD7654321"],
    ["12345678", null],
    ["KJD12345678", null],
    ["ABC123", null],
    ["KJ1234", null],
    ["", null],
    ["-123", null],
  ])("typed %j -> %j (spec section 5)", (typed, number) => {
    expect(typedOrderNumber(typed)).toBe(number);
  });
});

describe("slugs", () => {
  it.each<[value: string, valid: boolean]>([
    ["matrassen", true],
    ["hotel-boxspring-set", true],
    ["90x200", true],
    ["a", true],
    ["a".repeat(120), true],
    ["a".repeat(121), false],
    ["-abc", false],
    ["", false],
    ["Matrassen", false],
    ["hoofd_kussen", false],
    ["abc def", false],
    ["abc/def", false],
    ["abc.html", false],
    ["caf\u00e9", false],
  ])("%j is a slug: %s", (value, valid) => {
    expect(isSlug(value)).toBe(valid);
  });

  it.each<[max: number, value: string, valid: boolean]>([
    [64, "a".repeat(64), true],
    [64, "a".repeat(65), false],
    [80, "a".repeat(80), true],
    [80, "a".repeat(81), false],
    [80, "-a", false],
  ])("with at most %i characters, %j is a slug: %s", (max, value, valid) => {
    expect(slugPattern(max).test(value)).toBe(valid);
  });
});

describe("category paths: one to four slug segments", () => {
  it.each([
    ["matrassen", true],
    ["matrassen/pocketvering", true],
    ["slapen/matrassen/pocketvering/90x200", true],
    ["a/b/c/d/e", false],
    ["Matrassen", false],
    ["matrassen/", false],
    ["/matrassen", false],
    ["matrassen//pocketvering", false],
    ["matrassen/pocket vering", false],
    ["", false],
  ])("%j -> %s", (path, valid) => {
    expect(CATEGORY_PATH.test(path)).toBe(valid);
  });
});
