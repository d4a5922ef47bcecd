import { describe, expect, it } from "vitest";
import { parseCookieSetting, readCookie } from "../../../app/lib/cookies";

describe("readCookie", () => {
  it.each<[string | null, string, string | undefined]>([
    [null, "a", undefined],
    ["", "a", undefined],
    ["a=1", "a", "1"],
    ["a=1; b=2", "b", "2"],
    ["a=1;b=2", "b", "2"],
    ["  a = 1 ; b=2", "a", "1"],
    ["xa=1; a=2", "a", "2"],
    ["ab=1", "a", undefined],
    ["a", "a", undefined],
    ["a=", "a", ""],
    ["a=b=c", "a", "b=c"],
    ["cookie_consent=%7B%22time%22%3A1%2C%22accepted%22%3A1%7D", "cookie_consent", '{"time":1,"accepted":1}'],
    ["a=%E0%A4%A", "a", undefined],
    ["a=1; a=2", "a", "1"],
  ])("readCookie(%j, %j) -> %j", (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });
});

describe("parseCookieSetting (spec: { time, accepted: 1 | 0 })", () => {
  it.each([
    ['{"time":1732200000000,"accepted":1}', { time: 1732200000000, accepted: 1 }],
    ['{"time":5,"accepted":0}', { time: 5, accepted: 0 }],
    ['{"time":5,"accepted":1,"extra":"x"}', { time: 5, accepted: 1 }],
  ])("accepts %s", (raw, expected) => {
    expect(parseCookieSetting(raw)).toEqual(expected);
  });

  it.each([
    [undefined],
    [""],
    ["not json"],
    ["null"],
    ["1"],
    ['"x"'],
    ["[]"],
    ['{"accepted":1}'],
    ['{"time":"5","accepted":1}'],
    ['{"time":5,"accepted":2}'],
    ['{"time":5,"accepted":"1"}'],
    ['{"time":5,"accepted":true}'],
  ])("rejects %j", (raw) => {
    expect(parseCookieSetting(raw)).toBeNull();
  });

  it("reads what readCookie decodes from the header", () => {
    const header = `other=1; cookie_consent=${encodeURIComponent(JSON.stringify({ time: 7, accepted: 0 }))}`;
    expect(parseCookieSetting(readCookie(header, "cookie_consent"))).toEqual({ time: 7, accepted: 0 });
  });
});
