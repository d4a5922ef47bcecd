/**
 * Pins the search goal of spec section 5 (search on /zoeken/) on the shop's everyday-query set
 * (search-everyday-queries.ts): run through GET /v1/catalog/search on the demo assortment, at most 2% of
 * the queries find nothing and at least 95% have a fitting product among the first five results.
 * Fails when the search misses compounds, plurals, typos, sizes, attributes, synonyms, brands or Belgian
 * words (the failure lists every missed query with its kind and its first five titles).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { catalogData, seedCatalog } from "../../../helpers/catalog";
import { search } from "./search-api";
import { everydayQueries } from "./search-everyday-queries";
import type { P } from "./search-fit";

const MAX_ZERO_RATE = 0.02;
const MIN_FIT_RATE = 0.95;
const KINDS = ["compound", "plural", "typo", "typo2", "size", "attribute", "synonym", "brand", "combination", "belgian"];

const products = catalogData.products as P[];
const byId = new Map(products.map((p) => [p.id, p]));

beforeAll(async () => {
  await seedCatalog();
});

describe("the everyday-query set is honest", () => {
  it("has at least 110 distinct queries of every kind, each between 3 and 100 characters", () => {
    expect(everydayQueries.length).toBeGreaterThanOrEqual(110);
    expect(new Set(everydayQueries.map((e) => e.q.toLowerCase())).size).toBe(everydayQueries.length);
    for (const kind of KINDS) expect(everydayQueries.filter((e) => e.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
    for (const e of everydayQueries) {
      expect(KINDS, e.q).toContain(e.kind);
      expect(e.q.trim().length, e.q).toBeGreaterThanOrEqual(3);
      expect(e.q.length, e.q).toBeLessThanOrEqual(100);
    }
  });

  it("every query has at least one fitting product in the demo assortment, and not every product fits", () => {
    const unfit = everydayQueries.filter((e) => !products.some(e.fits)).map((e) => `${e.kind}: ${e.q}`);
    expect(unfit).toEqual([]);
    const fitsAll = everydayQueries.filter((e) => products.every(e.fits)).map((e) => e.q);
    expect(fitsAll).toEqual([]);
  });
});

describe("GET /v1/catalog/search on the everyday-query set", () => {
  it(`finds something for all but ${MAX_ZERO_RATE * 100}% and a fitting product in the first five for ${MIN_FIT_RATE * 100}%`, async () => {
    const outcomes: { q: string; kind: string; total: number; fit: boolean; top: string[] }[] = [];
    for (const e of everydayQueries) {
      const r = await search(e.q, "");
      const top = r.products.slice(0, 5);
      const fit = top.some((t) => {
        const p = byId.get(t.id);
        return p !== undefined && e.fits(p);
      });
      outcomes.push({ q: e.q, kind: e.kind, total: r.pagination.total, fit, top: top.map((t) => t.title) });
    }

    const summary = KINDS.map((kind) => {
      const of = outcomes.filter((o) => o.kind === kind);
      const zero = of.filter((o) => o.total === 0).length;
      const fit = of.filter((o) => o.fit).length;
      return `${kind.padEnd(12)} ${String(of.length).padStart(3)} queries, ${String(zero).padStart(3)} zero, ${String(fit).padStart(3)} fit in top 5`;
    });
    const zero = outcomes.filter((o) => o.total === 0);
    const missed = outcomes.filter((o) => !o.fit);
    const n = outcomes.length;
    console.log(
      [
        `everyday queries: ${n}; zero results ${zero.length} (${((100 * zero.length) / n).toFixed(1)}%); fitting in top 5 ${n - missed.length} (${((100 * (n - missed.length)) / n).toFixed(1)}%)`,
        ...summary,
      ].join("\n"),
    );

    const report = (list: typeof outcomes) =>
      list.map((o) => `  [${o.kind}] "${o.q}" (total ${o.total}): ${o.top.length ? o.top.join(" | ") : "(nothing)"}`).join("\n");
    expect.soft(zero.length / n, `zero-result queries (${zero.length} of ${n}):\n${report(zero)}`).toBeLessThanOrEqual(MAX_ZERO_RATE);
    expect((n - missed.length) / n, `queries without a fitting product in the first five (${missed.length} of ${n}):\n${report(missed)}`).toBeGreaterThanOrEqual(
      MIN_FIT_RATE,
    );
  });
});
