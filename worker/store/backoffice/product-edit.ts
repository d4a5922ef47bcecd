/**
 * The owner's product edits (docs/decisions/039): texts, specifications, delivery text, availability,
 * categories and the low-stock threshold in one batch with the audit row; a price through
 * priceChangeStatements (worker/store/catalog/price-change.ts) with its audit row. The caller reindexes search
 * and calls catalogChanged after the batch.
 */
import type { Staff } from "../../domain/backoffice/permissions";
import { auditStatement } from "./audit";
import { priceChangeStatements } from "../catalog/price-change";

export interface ProductEdit {
  title: string;
  description: string;
  delivery: string;
  specifications: { label: string; value: string }[];
  available: boolean;
  lowStockThreshold: number;
  mainCategoryId: number;
  categoryIds: number[];
}

interface Current {
  title: string;
  description: string;
  delivery: string;
  specifications: string;
  available: number;
  low_stock_threshold: number;
  main_category_id: number;
  category_ids: string;
}

async function current(db: D1Database, id: number): Promise<Current | null> {
  return db
    .prepare(
      `SELECT title, description, delivery, specifications, available, low_stock_threshold, main_category_id,
              (SELECT json_group_array(category_id) FROM (SELECT category_id FROM product_categories WHERE product_id = ?1 ORDER BY category_id)) AS category_ids
         FROM products WHERE id = ?1`,
    )
    .bind(id)
    .first<Current>();
}

/** Whether every id is a category. */
export async function categoriesExist(db: D1Database, ids: readonly number[]): Promise<boolean> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM categories WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify([...new Set(ids)])).first<{ n: number }>();
  return row?.n === new Set(ids).size;
}

/**
 * Stores the edit; found false when the product does not exist. Whether search must be reindexed (title,
 * text, categories, availability changed) and which categories the product left are reported.
 */
export async function editProduct(db: D1Database, staff: Pick<Staff, "id" | "email">, id: number, e: ProductEdit, nowS: number): Promise<{ found: boolean; searchChanged: boolean; leftCategoryIds: number[] }> {
  const before = await current(db, id);
  if (!before) return { found: false, searchChanged: false, leftCategoryIds: [] };
  const categories = [...new Set([e.mainCategoryId, ...e.categoryIds])].sort((a, b) => a - b);
  const after = {
    title: e.title,
    description: e.description,
    delivery: e.delivery,
    specifications: e.specifications,
    available: e.available,
    low_stock_threshold: e.lowStockThreshold,
    main_category_id: e.mainCategoryId,
    category_ids: categories,
  };
  const was = { ...before, specifications: JSON.parse(before.specifications) as unknown, available: before.available === 1, category_ids: JSON.parse(before.category_ids) as number[] };
  await db.batch([
    db
      .prepare("UPDATE products SET title = ?2, description = ?3, delivery = ?4, specifications = ?5, available = ?6, low_stock_threshold = ?7, main_category_id = ?8 WHERE id = ?1")
      .bind(id, e.title, e.description, e.delivery, JSON.stringify(e.specifications), e.available ? 1 : 0, e.lowStockThreshold, e.mainCategoryId),
    db.prepare("DELETE FROM product_categories WHERE product_id = ?1 AND category_id NOT IN (SELECT value FROM json_each(?2))").bind(id, JSON.stringify(categories)),
    db.prepare("INSERT INTO product_categories (product_id, category_id, position) SELECT ?1, value, 0 FROM json_each(?2) WHERE true ON CONFLICT DO NOTHING").bind(id, JSON.stringify(categories)),
    auditStatement(db, staff, { action: "product.update", entity: "product", entityId: id, before: was, after }, nowS),
  ]);
  const searchChanged = before.title !== e.title || before.description !== e.description || (before.available === 1) !== e.available || JSON.stringify(was.category_ids) !== JSON.stringify(categories) || before.main_category_id !== e.mainCategoryId;
  const left = [...was.category_ids, before.main_category_id].filter((c) => !categories.includes(c));
  return { found: true, searchChanged, leftCategoryIds: [...new Set(left)] };
}

/** Changes the price (the day's price_history row with it) and writes the audit row, in one batch. */
export async function changePrice(db: D1Database, staff: Pick<Staff, "id" | "email">, id: number, priceCents: number, today: string, nowS: number): Promise<boolean> {
  const before = await db.prepare("SELECT price FROM products WHERE id = ?1").bind(id).first<{ price: number }>();
  if (!before) return false;
  await db.batch([...priceChangeStatements(db, id, priceCents, today), auditStatement(db, staff, { action: "product.price", entity: "product", entityId: id, before: { price: before.price }, after: { price: priceCents, valid_from: today } }, nowS)]);
  return true;
}
