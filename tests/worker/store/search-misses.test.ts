/**
 * The zero-result count (migration 0027): one row per UTC day and normalised query, no personal data,
 * a cap on new queries per day that holds under concurrency, and the report of `npm run search-misses`.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { countSearchMiss, MISS_DAILY_QUERIES, searchMisses } from "../../../worker/store/search-misses";
import { missReportFrom, searchMissesSql } from "../../../worker/store/search-misses-sql";

const NOW = new Date("2027-03-15T23:59:00Z");
const DAY = "2027-03-15";

async function rows() {
  return (await env.DB.prepare("SELECT day, query, count FROM search_misses ORDER BY day, query").all<{ day: string; query: string; count: number }>()).results;
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM search_misses").run();
});

describe("countSearchMiss", () => {
  it("counts the normalised query on the UTC day: the same query however it was typed", async () => {
    expect(await countSearchMiss(env.DB, "Hoofdkusen  Zacht", NOW)).toBe(true);
    expect(await countSearchMiss(env.DB, "hoofdkusen, zacht!", NOW)).toBe(true);
    expect(await countSearchMiss(env.DB, "HOOFDKUSEN zácht", NOW)).toBe(true);
    // a minute later it is the next UTC day
    expect(await countSearchMiss(env.DB, "hoofdkusen zacht", new Date(NOW.getTime() + 60_000))).toBe(true);
    expect(await rows()).toEqual([
      { day: DAY, query: "hoofdkusen zacht", count: 3 },
      { day: "2027-03-16", query: "hoofdkusen zacht", count: 1 },
    ]);
  });

  it("stores nothing of a term that looks like personal data, or of a term with no words", async () => {
    for (const term of ["sanne@droomnest.nl", "06 12 34 56 78", "1234 AB 12", "Kerkstraat 12", "!!!"]) {
      expect(await countSearchMiss(env.DB, term, NOW), term).toBe(false);
    }
    expect(await rows()).toEqual([]);
  });

  it("N parallel misses of one query count N", async () => {
    const n = 25;
    const counted = await Promise.all(Array.from({ length: n }, () => countSearchMiss(env.DB, "dekbet", NOW)));
    expect(counted).toEqual(Array(n).fill(true));
    expect(await rows()).toEqual([{ day: DAY, query: "dekbet", count: n }]);
  });

  it(`past ${MISS_DAILY_QUERIES} distinct queries a day, a new query is not stored; stored ones still count, and the next day starts afresh`, async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       INSERT INTO search_misses (day, query, count) SELECT ?1, 'vulling ' || i, 1 FROM n`,
    )
      .bind(DAY, MISS_DAILY_QUERIES - 1)
      .run();
    expect(await countSearchMiss(env.DB, "de laatste die past", NOW)).toBe(true);
    expect(await countSearchMiss(env.DB, "een te veel", NOW)).toBe(false);
    expect(await countSearchMiss(env.DB, "vulling 7", NOW)).toBe(true);
    expect(await countSearchMiss(env.DB, "de laatste die past", NOW)).toBe(true);
    const day = await env.DB.prepare("SELECT COUNT(*) AS n FROM search_misses WHERE day = ?1").bind(DAY).first<{ n: number }>();
    expect(day!.n).toBe(MISS_DAILY_QUERIES);
    const counts = Object.fromEntries((await rows()).filter((r) => ["vulling 7", "de laatste die past", "een te veel"].includes(r.query)).map((r) => [r.query, r.count]));
    expect(counts).toEqual({ "vulling 7": 2, "de laatste die past": 2 });
    expect(await countSearchMiss(env.DB, "een te veel", new Date("2027-03-16T00:00:01Z"))).toBe(true);
  });

  it("the cap holds under concurrency: parallel new queries at the edge of the cap add only up to it", async () => {
    const cap = 5;
    const counted = await Promise.all(Array.from({ length: 20 }, (_, i) => countSearchMiss(env.DB, `zoekwoord ${String.fromCharCode(97 + i)}`, NOW, cap)));
    expect(counted.filter(Boolean)).toHaveLength(cap);
    expect(await rows()).toHaveLength(cap);
  });
});

describe("searchMisses (the report)", () => {
  it("sums the last N days (today included), most searched first, then on most days, then alphabetically; at most `limit`", async () => {
    const insert = (day: string, query: string, count: number) =>
      env.DB.prepare("INSERT INTO search_misses (day, query, count) VALUES (?1, ?2, ?3)").bind(day, query, count);
    await env.DB.batch([
      insert("2027-03-15", "matrs", 4),
      insert("2027-03-14", "matrs", 3),
      insert("2027-03-09", "dekbet", 7),
      insert("2027-03-15", "kussen voor zijslaper", 2),
      insert("2027-03-13", "kussen voor zijslaper", 3),
      insert("2027-03-15", "aardbei", 5),
      insert("2027-03-08", "oud", 50), // one day before a 7-day period
    ]);
    const nowMs = NOW.getTime();
    expect(await searchMisses(env.DB, { days: 7, limit: 10 }, nowMs)).toEqual([
      { query: "matrs", count: 7, days: 2 },
      { query: "dekbet", count: 7, days: 1 },
      { query: "kussen voor zijslaper", count: 5, days: 2 },
      { query: "aardbei", count: 5, days: 1 },
    ]);
    expect((await searchMisses(env.DB, { days: 8, limit: 2 }, nowMs)).map((r) => r.query)).toEqual(["oud", "matrs"]);
    expect(await searchMisses(env.DB, { days: 1, limit: 10 }, nowMs)).toEqual([
      { query: "aardbei", count: 5, days: 1 },
      { query: "matrs", count: 4, days: 1 },
      { query: "kussen voor zijslaper", count: 2, days: 1 },
    ]);
  });
});

describe("searchMissesSql (the statement `npm run search-misses` runs)", () => {
  it("is literal SQL from a checked day and limit", () => {
    const sql = searchMissesSql("2027-02-14", 30);
    expect(sql).toContain("day >= '2027-02-14'");
    expect(sql).toMatch(/LIMIT 30$/u);
    expect(sql).not.toContain("?");
  });

  it.each([
    ["a day with a quote", () => searchMissesSql("2027-02-14' OR 1=1 --", 30)],
    ["a day in another form", () => searchMissesSql("14-02-2027", 30)],
    ["limit 0", () => searchMissesSql("2027-02-14", 0)],
    ["a fractional limit", () => searchMissesSql("2027-02-14", 2.5)],
    ["a huge limit", () => searchMissesSql("2027-02-14", 1_000_000)],
  ])("refuses %s", (_name, build) => {
    expect(build).toThrow();
  });

  it("the first day of a period of N days up to today", () => {
    expect(missReportFrom(1, NOW.getTime())).toBe(DAY);
    expect(missReportFrom(30, NOW.getTime())).toBe("2027-02-14");
  });
});
