import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { embeddedPostcodes, parsePdokAnswer, pdokPostcodes, postcodeAdapter, PDOK_URL, resetPostcodeSnapshot, SNAPSHOT_FRESH_MS } from "../../../worker/edge/postcode";
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

/** The test D1 with every statement's SQL recorded (one entry per round trip of a lookup); `empty` hides all rows. */
function countingDb(opts: { empty?: boolean } = {}) {
  const sql: string[] = [];
  const db = {
    prepare(query: string) {
      sql.push(query);
      const hidden = query.replace(/FROM postcodes(\s+WHERE)?/u, (_m, where?: string) => (where ? "FROM postcodes WHERE 0 = 1 AND" : "FROM postcodes WHERE 0 = 1"));
      return E.DB.prepare(opts.empty ? hidden : query);
    },
  } as unknown as D1Database;
  return { db, sql };
}

describe("embedded postcode adapter: the isolate's copy of the set", () => {
  afterEach(resetPostcodeSnapshot);
  const nl = (zipcode: string, n: number) => ({ zipcode, house_number: String(n), country_code: "NL" as const });

  it("answers exactly as the D1 query at every range's edges (in, out, the other side of the street)", async () => {
    const direct = embeddedPostcodes(E.DB);
    const kept = embeddedPostcodes(E.DB, { version: async () => "v1" });
    let compared = 0;
    for (const r of postcodeData.ranges) {
      for (const n of [r.from - 1, r.from, r.from + 1, r.to - 1, r.to, r.to + 1, r.to + 2]) {
        if (n <= 0) continue;
        expect(await kept.lookup(nl(r.zipcode, n)), `${r.zipcode} ${n}`).toEqual(await direct.lookup(nl(r.zipcode, n)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2000);
    expect(await kept.lookup(nl("9999 ZZ", 1))).toBeNull();
  });

  it("reads the table once for many lookups, and once again when the seed version changes or the copy is a minute old", async () => {
    const { db, sql } = countingDb();
    let version = "v1";
    let now = 1_000_000;
    const adapter = embeddedPostcodes(db, { version: async () => version, now: () => now });
    await Promise.all([1, 2, 3, 4].map((i) => adapter.lookup(nl("3511 AB", 2 * i))));
    for (let i = 0; i < 20; i++) expect(await adapter.lookup(nl("3511 AB", 2))).toEqual({ street: "Oudegracht", city: "Utrecht" });
    expect(sql).toHaveLength(1);
    await E.DB.prepare("INSERT INTO postcodes (zipcode, house_from, house_to, parity, street, city) VALUES ('9999 ZZ', 1, 9, 'all', 'Proefstraat', 'Testdorp')").run();
    try {
      // Within a minute under the same seed version: the copy it has.
      now += SNAPSHOT_FRESH_MS - 1;
      expect(await adapter.lookup(nl("9999 ZZ", 3))).toBeNull();
      version = "v2";
      expect(await adapter.lookup(nl("9999 ZZ", 3))).toEqual({ street: "Proefstraat", city: "Testdorp" });
      expect(sql).toHaveLength(2);
      await E.DB.prepare("UPDATE postcodes SET street = 'Nieuwe Proefstraat' WHERE zipcode = '9999 ZZ'").run();
      now += SNAPSHOT_FRESH_MS;
      expect(await adapter.lookup(nl("9999 ZZ", 3))).toEqual({ street: "Nieuwe Proefstraat", city: "Testdorp" });
      expect(sql).toHaveLength(3);
    } finally {
      await E.DB.prepare("DELETE FROM postcodes WHERE zipcode = '9999 ZZ'").run();
    }
  });

  it("an empty table (not seeded yet) is not kept: the next lookup reads again; without a version every lookup reads D1", async () => {
    const empty = countingDb({ empty: true });
    const before = embeddedPostcodes(empty.db, { version: async () => "v1" });
    expect(await before.lookup(nl("3511 AB", 2))).toBeNull();
    expect(await before.lookup(nl("3511 AB", 2))).toBeNull();
    expect(empty.sql.filter((q) => q.includes("ORDER BY"))).toHaveLength(2);
    const seeded = countingDb();
    expect(await embeddedPostcodes(seeded.db, { version: async () => "v1" }).lookup(nl("3511 AB", 2))).toEqual({ street: "Oudegracht", city: "Utrecht" });
    const failing = countingDb();
    const noVersion = embeddedPostcodes(failing.db, { version: () => Promise.reject(new Error("KV down")) });
    expect(await noVersion.lookup(nl("3511 AB", 2))).toEqual({ street: "Oudegracht", city: "Utrecht" });
    expect(await noVersion.lookup(nl("3511 AB", 4))).toEqual({ street: "Oudegracht", city: "Utrecht" });
    expect(failing.sql).toHaveLength(2);
    expect(failing.sql.every((q) => !q.includes("ORDER BY"))).toBe(true);
  });
});

describe("embedded postcode adapter: a table too large to hold", () => {
  afterEach(resetPostcodeSnapshot);

  it("is read whole once per freshness window, then each lookup is one indexed read", async () => {
    const { db, sql } = countingDb();
    let now = 1_000_000;
    const adapter = embeddedPostcodes(db, { version: async () => "v1", now: () => now, maxRows: 10 });
    for (let i = 1; i <= 5; i++) expect(await adapter.lookup({ zipcode: "3511 AB", house_number: String(2 * i), country_code: "NL" })).toEqual({ street: "Oudegracht", city: "Utrecht" });
    expect(sql.filter((q) => q.includes("ORDER BY"))).toHaveLength(1);
    expect(sql.filter((q) => !q.includes("ORDER BY"))).toHaveLength(5);
    now += SNAPSHOT_FRESH_MS;
    await adapter.lookup({ zipcode: "3511 AB", house_number: "2", country_code: "NL" });
    expect(sql.filter((q) => q.includes("ORDER BY"))).toHaveLength(2);
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
