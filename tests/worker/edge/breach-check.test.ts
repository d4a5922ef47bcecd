import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { passwordRefusal } from "../../../worker/domain/passwords/policy";
import { breachCheck, HIBP_RANGE_URL, hibpBreachCheck, rangeHasSuffix, sha1Hex } from "../../../worker/edge/breach-check";
import { memoryLogger } from "../../helpers/log";

const PASSWORD = "Slaap!Lekker8";

/** A local range API: answers the given lines for any prefix and records the URLs it was asked. */
function fakeRange(lines: (hash: string) => string[], status = 200) {
  const urls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const hash = await sha1Hex(PASSWORD);
    return new Response(lines(hash).join("\r\n"), { status });
  }) as typeof fetch;
  return { urls, fetcher };
}

describe("breached-password check (PASSWORD_BREACH_CHECK)", () => {
  it("is off by default and for any other value; 'hibp' chooses the range API", () => {
    expect(breachCheck({}).name).toBe("off");
    expect(breachCheck({ PASSWORD_BREACH_CHECK: "" }).name).toBe("off");
    expect(breachCheck({ PASSWORD_BREACH_CHECK: "ja" }).name).toBe("off");
    expect(breachCheck({ PASSWORD_BREACH_CHECK: "hibp" }).name).toBe("hibp");
  });

  it("off: never breached, nothing asked", async () => {
    expect(await breachCheck({}).isBreached("password")).toBe(false);
  });

  it("sends only the 5-character SHA-1 prefix and finds the suffix in the range answer", async () => {
    const hash = await sha1Hex(PASSWORD);
    expect(hash).toMatch(/^[0-9A-F]{40}$/u);
    const range = fakeRange((h) => ["0018A45C4D1DEF81644B54AB7F969B88D65:1", `${h.slice(5)}:42`, "00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2"]);
    expect(await hibpBreachCheck({ fetch: range.fetcher }).isBreached(PASSWORD)).toBe(true);
    expect(range.urls).toEqual([`${HIBP_RANGE_URL}${hash.slice(0, 5)}`]);
    expect(range.urls[0]).not.toContain(hash.slice(5));
  });

  it("a range without the suffix, or with it only as count-0 padding: not breached", async () => {
    expect(await hibpBreachCheck({ fetch: fakeRange(() => ["0018A45C4D1DEF81644B54AB7F969B88D65:1"]).fetcher }).isBreached(PASSWORD)).toBe(false);
    expect(await hibpBreachCheck({ fetch: fakeRange((h) => [`${h.slice(5)}:0`]).fetcher }).isBreached(PASSWORD)).toBe(false);
    expect(rangeHasSuffix("ABC:3\nDEF:0", "abc".toUpperCase())).toBe(true);
  });

  it("a failing, refusing or slow API never blocks the customer (logged)", async () => {
    const lines: string[] = [];
    const log = memoryLogger(lines);
    const failing = (async () => {
      throw new TypeError("network down");
    }) as typeof fetch;
    expect(await hibpBreachCheck({ fetch: failing, log }).isBreached(PASSWORD)).toBe(false);
    expect(await hibpBreachCheck({ fetch: fakeRange((h) => [`${h.slice(5)}:9`], 503).fetcher, log }).isBreached(PASSWORD)).toBe(false);
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)))) as typeof fetch;
    expect(await hibpBreachCheck({ fetch: hanging, log, timeoutMs: 20 }).isBreached(PASSWORD)).toBe(false);
    expect(lines.filter((l) => l.includes("password is let through"))).toHaveLength(3);
    expect(lines.join("\n")).not.toContain(PASSWORD);
  });

  it("a breached password is refused with the Dutch message", async () => {
    const check = hibpBreachCheck({ fetch: fakeRange((h) => [`${h.slice(5)}:3`]).fetcher });
    expect(await passwordRefusal(PASSWORD, check)).toBe(ACCOUNT_MESSAGES.passwordBreached);
  });
});
