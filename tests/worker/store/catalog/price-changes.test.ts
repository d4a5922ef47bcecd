/**
 * The catalogue import's price changes (docs/decisions/040): `priceChangesStatements` writes exactly what
 * `priceChangeStatements` writes for each product (products.price and the day's price_history row), also
 * when its list is cut into several parts.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { priceChangeStatements, priceChangesStatements } from "../../../../worker/store/catalog/price-change";
import { seedCatalog } from "../../../helpers/catalog";

beforeAll(seedCatalog);

const TODAY = "2031-05-04";
const state = async (ids: number[]) =>
  (
    await env.DB.prepare(
      `SELECT p.id, p.price, h.price AS history FROM json_each(?1) j JOIN products p ON p.id = j.value
         LEFT JOIN price_history h ON h.product_id = p.id AND h.valid_from = ?2 ORDER BY p.id`,
    )
      .bind(JSON.stringify(ids), TODAY)
      .all<{ id: number; price: number; history: number | null }>()
  ).results;

describe("priceChangesStatements", () => {
  it("writes what the single change writes, for every product, over several parts", async () => {
    const ids = (await env.DB.prepare("SELECT id FROM products ORDER BY id LIMIT 6").all<{ id: number }>()).results.map((r) => r.id);
    const [single, bulk] = [ids.slice(0, 3), ids.slice(3)];
    await env.DB.batch(single.flatMap((id, i) => priceChangeStatements(env.DB, id, 10_000 + i, TODAY)));
    const statements = priceChangesStatements(env.DB, bulk.map((id, i) => ({ productId: id, priceCents: 10_000 + i })), TODAY, 30);
    expect(statements.length).toBeGreaterThan(2);
    await env.DB.batch(statements);
    const strip = (rows: { price: number; history: number | null }[]) => rows.map(({ price, history }) => ({ price, history }));
    expect(strip(await state(bulk))).toEqual(strip(await state(single)));
    expect(strip(await state(bulk))).toEqual([10_000, 10_001, 10_002].map((p) => ({ price: p, history: p })));
  });

  it("refuses a price that is no positive whole number of cents", () => {
    expect(() => priceChangesStatements(env.DB, [{ productId: 1, priceCents: 0 }], TODAY)).toThrow(RangeError);
    expect(() => priceChangesStatements(env.DB, [{ productId: 1, priceCents: 12.5 }], TODAY)).toThrow(RangeError);
  });
});
