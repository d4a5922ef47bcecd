/**
 * The back office's product list over 20 000 products (docs/decisions/039): the last page, a search by SKU and
 * the low-stock filter answer the right rows, and the unfiltered and category pages read indexes instead of
 * sorting every product. No timing here (the bench measures time).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCart } from "../../helpers/cart";
import { PRODUCTS_PER_PAGE, listProducts, listSql, listWhere } from "../../../worker/store/backoffice/products";

const MANY = 20_000;

beforeAll(async () => {
  await seedCart();
  // 20 000 more products (one variant each, every 100th low on stock), written by SQL in a few statements.
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO products (id, slug, sku, title, brand_id, type, main_category_id, description, delivery, color_title, color_hex, price, stock, available, created_at)
       SELECT 900000 + i, 'bulk-' || i, 'BULK-' || i, 'Bulkproduct ' || printf('%05d', i), (SELECT MIN(id) FROM brands), 'matras',
              (SELECT id FROM categories WHERE slug = 'matrassen'), 'Omschrijving', 'Morgen in huis', 'Wit', '#ffffff', 10000 + i, 10, 1, '2026-01-01'
         FROM n`,
    ).bind(MANY),
    env.DB.prepare(
      `INSERT INTO variants (product_id, sku, option_value_ids, price_delta, stock)
       SELECT id, sku || '-V', '[]', 0, CASE WHEN id % 100 = 0 THEN 1 ELSE 10 END FROM products WHERE id > 900000`,
    ),
  ]);
}, 120_000);

describe("the product list over 20 000 products", () => {
  it("answers the last page, a search by SKU and the low-stock filter with the right rows", async () => {
    const total = (await env.DB.prepare("SELECT COUNT(*) AS n FROM products").first<number>("n"))!;
    expect(total).toBeGreaterThan(MANY);
    const last = Math.ceil(total / PRODUCTS_PER_PAGE);
    const page = await listProducts(env.DB, { page: last });
    expect(page.total).toBe(total);
    expect(page.items.length).toBe(total - (last - 1) * PRODUCTS_PER_PAGE);
    const found = await listProducts(env.DB, { q: "BULK-12345", page: 1 });
    expect(found.items.map((i) => i.sku)).toEqual(["BULK-12345"]);
    const low = await listProducts(env.DB, { q: "Bulkproduct", lowStock: true, page: 1 });
    expect(low.total).toBe(MANY / 100);
    expect(low.items.every((i) => i.low_stock)).toBe(true);
  });

  it("the unfiltered and the category page read the title index, never a sort of every product", async () => {
    const category = (await env.DB.prepare("SELECT id FROM categories WHERE slug = 'matrassen'").first<number>("id"))!;
    for (const filters of [{ page: 1 }, { page: 1, categoryId: category }]) {
      const { sql, params } = listWhere(filters);
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${listSql(sql)}`).bind(...params, PRODUCTS_PER_PAGE, 0).all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join("\n");
      expect(details).toContain("products_admin_title");
      expect(details).not.toContain("TEMP B-TREE FOR ORDER BY");
    }
  });
});
