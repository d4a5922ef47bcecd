/**
 * A price change writes `products.price` and the day's `price_history` row in one batch, so the product's
 * struck-through price (the lowest price of the 30 days before, spec section 3 `price_old`) follows from
 * the stored history.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { priceChangeStatements } from "../../../../worker/store/catalog/price-change";
import { todayIso } from "../../../../worker/store/catalog/products";
import { seedCatalog, seedProduct } from "../../../helpers/catalog";

beforeAll(async () => {
  await seedCatalog();
});

async function history(productId: number) {
  const { results } = await env.DB.prepare("SELECT valid_from, price FROM price_history WHERE product_id = ?1 ORDER BY valid_from").bind(productId).all<{ valid_from: string; price: number }>();
  return results;
}

describe("priceChangeStatements", () => {
  it("sets the price and records it from today; a second change the same day replaces that day's row", async () => {
    const p = seedProduct(10001);
    const today = todayIso();
    const before = await history(p.id);
    await env.DB.batch(priceChangeStatements(env.DB, p.id, 12_345, today));
    await env.DB.batch(priceChangeStatements(env.DB, p.id, 12_300, today));
    const after = await history(p.id);
    expect(after.filter((h) => h.valid_from === today)).toEqual([{ valid_from: today, price: 12_300 }]);
    expect(after.length).toBe(before.some((h) => h.valid_from === today) ? before.length : before.length + 1);
    const row = await env.DB.prepare("SELECT price FROM products WHERE id = ?1").bind(p.id).first<{ price: number }>();
    expect(row?.price).toBe(12_300);
  });

  it("refuses a price that is not a positive whole number of cents", () => {
    for (const bad of [0, -100, 12.5, Number.NaN]) expect(() => priceChangeStatements(env.DB, 1, bad, "2026-01-01")).toThrow(RangeError);
  });
});
