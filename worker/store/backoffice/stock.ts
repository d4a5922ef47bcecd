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

/**
 * SQL: the units of variant `?2` held by open reservations: unpaid orders that hold their units
 * (orders.reserved = 1, migration 0017). They are already taken off variants.stock (ADR 018).
 */
export const RESERVED_SQL = "(SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.variant_id = ?2 AND o.reserved = 1 AND o.status != 'paid')";

export type StockKind = "set" | "add" | "subtract";

export interface StockChange {
  productId: number;
  variantId: number;
  kind: StockKind;
  quantity: number;
  reason: string;
  /** The form's key: a second submit of the same form changes nothing. */
  requestKey: string;
}

/**
 * The free stock after a change, as SQL over the variant row (?3 quantity): add and subtract move the free
 * stock; set counts the units not yet sold (free plus held), so the free stock becomes the count minus what
 * open reservations hold (docs/decisions/039).
 */
function afterSql(kind: StockKind): string {
  if (kind === "add") return "stock + ?3";
  if (kind === "subtract") return "stock - ?3";
  return `?3 - ${RESERVED_SQL}`;
}

/**
 * The statements of a stock change, for one batch with its audit row: the movement (before, after, held units;
 * skipped when the form's key was used), the variant's free stock and the product's total. Every one is
 * guarded the same way: the variant belongs to the product, the free stock stays at 0 or more (so the units
 * not yet sold never go below what is held) and this attempt wrote the movement. `guardSql` is that guard
 * with the same parameters, for the audit row.
 */
export function stockChangeStatements(db: D1Database, c: StockChange, attempt: string, staff: { id: number; email: string }, nowS: number): { statements: D1PreparedStatement[]; guard: string } {
  const after = afterSql(c.kind);
  const mine = `EXISTS (SELECT 1 FROM stock_movements WHERE request_key = '${c.requestKey.replace(/'/gu, "")}' AND attempt = '${attempt.replace(/'/gu, "")}')`;
  const statements = [
    db
      .prepare(
        `INSERT INTO stock_movements (variant_id, product_id, staff_id, staff_email, kind, quantity, reason, stock_before, stock_after, reserved, created_at, request_key, attempt)
         SELECT id, product_id, ?4, ?5, ?6, ?3, ?7, stock, ${after}, ${RESERVED_SQL}, ?8, ?9, ?10 FROM variants
          WHERE id = ?2 AND product_id = ?1 AND ${after} >= 0
         ON CONFLICT (request_key) DO NOTHING`,
      )
      .bind(c.productId, c.variantId, c.quantity, staff.id, staff.email, c.kind, c.reason, nowS, c.requestKey, attempt),
    db.prepare(`UPDATE variants SET stock = ${after} WHERE id = ?2 AND product_id = ?1 AND ${after} >= 0 AND ${mine}`).bind(c.productId, c.variantId, c.quantity),
    db.prepare(`UPDATE products SET stock = (SELECT COALESCE(SUM(stock), 0) FROM variants WHERE product_id = ?1) WHERE id = ?1 AND ${mine}`).bind(c.productId),
  ];
  return { statements, guard: mine };
}

/** The units of a variant held by open reservations now. */
export async function reservedUnits(db: D1Database, variantId: number): Promise<number> {
  const row = await db.prepare(`SELECT ${RESERVED_SQL} AS n`).bind(null, variantId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether a movement with this form key exists (a replay: answered as done). */
export async function movementDone(db: D1Database, requestKey: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS x FROM stock_movements WHERE request_key = ?1").bind(requestKey).first()) !== null;
}
