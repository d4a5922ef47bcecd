import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { embeddedPostcodes, parsePdokAnswer, pdokPostcodes, postcodeAdapter, PDOK_URL } from "../../../worker/edge/postcode";
import type { Env } from "../../../worker/env";
import { memoryLogger } from "../../helpers/log";
import { postcodeData, seedPostcodes } from "../../helpers/postcodes";
import { postcodesSql } from "../../../kv-seed/postcodes-sql";

const E = env as unknown as Env;

beforeAll(seedPostcodes);

/** A Locatieserver answer of the shape it gives for fl=straatnaam,woonplaatsnaam,postcode,huisnummer. */
const RECORDED = {
  response: {
    numFound: 1,
    start: 0,
    maxScore: 7.0845,
    numFoundExact: true,
    docs: [{ straatnaam: "Oudegracht", woonplaatsnaam: "Utrecht", postcode: "3511AB", huisnummer: 10 }],
  },
};

function fakePdok(answer: unknown, status = 200) {
  const urls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { urls, fetcher };
}

describe("embedded postcode adapter (seeded D1 set)", () => {
  const adapter = embeddedPostcodes(E.DB);
  const first = postcodeData.ranges.find((r) => r.zipcode === "3511 AB")!;

  it("the demo set is a few hundred ranges in several cities, odd and even sides under their own postcode", () => {
    expect(postcodeData.ranges.length).toBeGreaterThanOrEqual(300);
    expect(new Set(postcodeData.ranges.map((r) => r.city)).size).toBeGreaterThanOrEqual(10);
    expect(postcodeData._note).toMatch(/DEMO DATA/u);
    expect(first).toMatchObject({ parity: "even", street: "Oudegracht", city: "Utrecht" });
  });

  it("seeding again changes no row (npm run seed is idempotent); a range that cannot be right is refused", async () => {
    const results = await E.DB.batch(postcodesSql(postcodeData.ranges.slice(0, 50)).map((sql) => E.DB.prepare(sql)));
    expect(results.reduce((n, r) => n + (r.meta.changes ?? 0), 0)).toBe(0);
    expect(await E.DB.prepare("SELECT COUNT(*) AS n FROM postcodes").first("n")).toBe(postcodeData.ranges.length);
    expect(() => postcodesSql([{ zipcode: "3511AB", from: 1, to: 9, parity: "odd", street: "X", city: "Y" }])).toThrow(/bad range/u);
    expect(() => postcodesSql([{ zipcode: "3511 AB", from: 9, to: 1, parity: "odd", street: "X", city: "Y" }])).toThrow(/bad range/u);
  });

  it("finds street and city of a house number in range and on the postcode's side of the street", async () => {
    expect(await adapter.lookup({ zipcode: "3511 AB", house_number: String(first.from + 2), country_code: "NL" })).toEqual({ street: "Oudegracht", city: "Utrecht" });
    expect(await adapter.lookup({ zipcode: "3511ab", house_number: String(first.to), extension: "bis", country_code: "NL" })).toEqual({ street: "Oudegracht", city: "Utrecht" });
  });

  it("an odd number in an even postcode, a number past the range or an unknown postcode is not found", async () => {
    expect(await adapter.lookup({ zipcode: "3511 AB", house_number: String(first.from + 1), country_code: "NL" })).toBeNull();
    expect(await adapter.lookup({ zipcode: "3511 AB", house_number: String(first.to + 2), country_code: "NL" })).toBeNull();
    expect(await adapter.lookup({ zipcode: "9999 ZZ", house_number: "1", country_code: "NL" })).toBeNull();
  });

  it("BE and malformed input are not looked up", async () => {
    expect(await adapter.lookup({ zipcode: "1000", house_number: "1", country_code: "BE" })).toBeNull();
    expect(await adapter.lookup({ zipcode: "3511 SA", house_number: "1", country_code: "NL" })).toBeNull();
    expect(await adapter.lookup({ zipcode: "3511 AB", house_number: "-", country_code: "NL" })).toBeNull();
  });
});

describe("PDOK Locatieserver adapter (injected fetch, no network)", () => {
  it("asks for the postcode and house number among addresses and reads straatnaam and woonplaatsnaam", async () => {
    const { urls, fetcher } = fakePdok(RECORDED);
    const found = await pdokPostcodes({ fetch: fetcher }).lookup({ zipcode: "3511ab", house_number: "10", extension: "A", country_code: "NL" });
    expect(found).toEqual({ street: "Oudegracht", city: "Utrecht" });
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(PDOK_URL);
    expect(url.searchParams.get("q")).toBe("postcode:3511AB AND huisnummer:10");
    expect(url.searchParams.get("fq")).toBe("type:adres");
    expect(url.searchParams.get("rows")).toBe("1");
  });

  it("no documents, a document of another postcode or one without a street is not found", async () => {
    expect(await pdokPostcodes({ fetch: fakePdok({ response: { numFound: 0, start: 0, docs: [] } }).fetcher }).lookup({ zipcode: "3511 AB", house_number: "999", country_code: "NL" })).toBeNull();
    expect(parsePdokAnswer({ response: { docs: [{ straatnaam: "Damrak", woonplaatsnaam: "Amsterdam", postcode: "1012LG" }] } }, "3511 AB")).toBeNull();
    expect(parsePdokAnswer({ response: { docs: [{ woonplaatsnaam: "Utrecht", postcode: "3511AB" }] } }, "3511 AB")).toBeNull();
    expect(parsePdokAnswer("not an object", "3511 AB")).toBeNull();
    expect(parsePdokAnswer(null, "3511 AB")).toBeNull();
  });

  it("an error status or an unreachable service is not found, and the log says so", async () => {
    const lines: string[] = [];
    const log = memoryLogger(lines);
    expect(await pdokPostcodes({ fetch: fakePdok({ message: "boom" }, 503).fetcher, log }).lookup({ zipcode: "3511 AB", house_number: "10", country_code: "NL" })).toBeNull();
    const down = (async () => {
      throw new TypeError("network down");
    }) as typeof fetch;
    expect(await pdokPostcodes({ fetch: down, log }).lookup({ zipcode: "3511 AB", house_number: "10", country_code: "NL" })).toBeNull();
    expect(lines.map((l) => JSON.parse(l) as { level: string; status?: number })).toEqual([
      expect.objectContaining({ level: "warn", status: 503 }),
      expect.objectContaining({ level: "warn", error: expect.stringContaining("network down") }),
    ]);
  });

  it("a service slower than the timeout is not found (the request is aborted)", async () => {
    let aborted = false;
    const slow = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(init.signal!.reason as Error);
        });
      })) as typeof fetch;
    expect(await pdokPostcodes({ fetch: slow, timeoutMs: 30, log: memoryLogger([]) }).lookup({ zipcode: "3511 AB", house_number: "10", country_code: "NL" })).toBeNull();
    expect(aborted).toBe(true);
  });

  it("BE is never sent to PDOK", async () => {
    const { urls, fetcher } = fakePdok(RECORDED);
    expect(await pdokPostcodes({ fetch: fetcher }).lookup({ zipcode: "1000", house_number: "1", country_code: "BE" })).toBeNull();
    expect(urls).toEqual([]);
  });
});

describe("postcodeAdapter", () => {
  it("is PDOK only when POSTCODE_PROVIDER is pdok", () => {
    expect(postcodeAdapter({ ...E, POSTCODE_PROVIDER: "pdok" }).name).toBe("pdok");
    expect(postcodeAdapter({ ...E, POSTCODE_PROVIDER: "" }).name).toBe("embedded");
    expect(postcodeAdapter({ ...E, POSTCODE_PROVIDER: undefined }).name).toBe("embedded");
  });
});
