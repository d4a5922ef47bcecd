/**
 * Low stock (migration 0035, docs/decisions/039): a product is low when it is available and one of its
 * variants has as many units free to sell (variants.stock) as its threshold (products.low_stock_threshold)
 * or fewer.
 */

/** SQL over a product row `p`: the product is low on stock. */
export const LOW_STOCK_SQL = "p.available = 1 AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock <= p.low_stock_threshold)";

/** How many products are low on stock (the dashboard's figure, the product list's filter). */
export async function lowStockCount(db: D1Database): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${LOW_STOCK_SQL}`).first<{ n: number }>();
  return row?.n ?? 0;
}
