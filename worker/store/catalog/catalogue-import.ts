/**
 * The catalogue import's write (docs/decisions/040): the whole file as ONE D1 batch, so it lands all or
 * nothing. Rows go in set-based (INSERT/UPDATE over json_each of a JSON list), the lists cut in parts
 * under D1's 2 MB per bound value, so 20 000 products stay a few dozen statements. The batch opens with the
 * file's hash in catalogue_imports (a second confirm fails there and changes nothing), carries the price
 * changes of worker/store/catalog/price-change.ts and closes with the one audit row of the import.
 */
import type { Staff } from "../../domain/backoffice/permissions";
import { facetSlug, type WritePlan } from "../../domain/catalogue-import/plan";
import { auditStatement } from "../backoffice/audit";
import { priceChangesStatements } from "./price-change";

// Characters, not bytes: even all three-byte UTF-8 stays under D1's 2 MB per bound value.
const MAX_JSON_CHARS = 600_000;

/** JSON lists of at most MAX_JSON_CHARS characters each (a D1 bound value holds at most 2 MB). */
export function jsonParts(rows: readonly unknown[], max = MAX_JSON_CHARS): string[] {
  const parts: string[] = [];
  let items: string[] = [];
  let size = 2;
  for (const row of rows) {
    const s = JSON.stringify(row);
    if (items.length > 0 && size + s.length + 1 > max) {
      parts.push(`[${items.join(",")}]`);
      items = [];
      size = 2;
    }
    items.push(s);
    size += s.length + 1;
  }
  if (items.length > 0) parts.push(`[${items.join(",")}]`);
  return parts;
}

const PRODUCT_COLUMNS = ["slug", "title", "brand_id", "type", "main_category_id", "description", "specifications", "delivery", "color_title", "color_hex", "available"] as const;
const pick = (columns: readonly string[]) => columns.map((c) => `j.value ->> '$.${c}'`).join(", ");

export interface ImportWrite {
  hash: string;
  staff: Pick<Staff, "id" | "email">;
  nowS: number;
  today: string;
  plan: WritePlan;
  /** The import's counts and file name: the catalogue_imports row and the audit row's "after". */
  result: Record<string, unknown>;
  /** The highest position per category now (new category rows go after it). */
  categoryEnds: Map<number, number>;
}

export function importStatements(db: D1Database, w: ImportWrite): D1PreparedStatement[] {
  const { plan } = w;
  const each = (rows: readonly unknown[], sql: string) => jsonParts(rows).map((part) => db.prepare(sql).bind(part));
  const createdAt = new Date(w.nowS * 1000).toISOString();
  const newPrices = new Map(plan.prices.map((p) => [p.product_id, p.price]));
  const categoryRows: { product_id: number; category_id: number; position: number }[] = [];
  for (const c of plan.categories) {
    for (const category_id of c.category_ids) {
      const position = (w.categoryEnds.get(category_id) ?? 0) + 1;
      w.categoryEnds.set(category_id, position);
      categoryRows.push({ product_id: c.product_id, category_id, position });
    }
  }
  const stockOf = new Set(plan.newVariants.map((v) => v.product_id));
  return [
    db.prepare("INSERT INTO catalogue_imports (hash, staff_id, created_at, result) VALUES (?1, ?2, ?3, ?4)").bind(w.hash, w.staff.id, w.nowS, JSON.stringify(w.result)),
    ...each(
      plan.newProducts.map((p) => ({ ...p, price: newPrices.get(p.id), created_at: createdAt })),
      `INSERT INTO products (id, sku, ${PRODUCT_COLUMNS.join(", ")}, price, stock, created_at)
       SELECT ${pick(["id", "sku", ...PRODUCT_COLUMNS, "price"])}, 0, j.value ->> '$.created_at' FROM json_each(?1) j`,
    ),
    ...each(
      plan.updatedProducts,
      `UPDATE products SET ${PRODUCT_COLUMNS.map((c) => `${c} = j.value ->> '$.${c}'`).join(", ")}
         FROM json_each(?1) j WHERE products.id = j.value ->> '$.id'`,
    ),
    // Categories: the rows of categories the product left go; those it keeps keep their position.
    ...each(
      plan.categories,
      `DELETE FROM product_categories WHERE EXISTS (SELECT 1 FROM json_each(?1) j WHERE j.value ->> '$.product_id' = product_categories.product_id
         AND product_categories.category_id NOT IN (SELECT value FROM json_each(j.value -> '$.category_ids')))`,
    ),
    ...each(categoryRows, "INSERT INTO product_categories (product_id, category_id, position) SELECT " + pick(["product_id", "category_id", "position"]) + " FROM json_each(?1) j WHERE true ON CONFLICT DO NOTHING"),
    ...each(
      plan.brandFacets,
      "DELETE FROM product_attributes WHERE code = 'merk' AND product_id IN (SELECT j.value ->> '$.product_id' FROM json_each(?1) j)",
    ),
    ...each(plan.brandFacets, "INSERT INTO product_attributes (product_id, code, value_slug, value_title) SELECT j.value ->> '$.product_id', 'merk', " + pick(["slug", "title"]) + " FROM json_each(?1) j WHERE true ON CONFLICT DO NOTHING"),
    ...each(plan.options, `INSERT INTO product_options (id, product_id, code, title, position) SELECT ${pick(["id", "product_id", "code", "title", "position"])} FROM json_each(?1) j`),
    ...each(plan.optionValues, `INSERT INTO product_option_values (id, option_id, title, position) SELECT ${pick(["id", "option_id", "title", "position"])} FROM json_each(?1) j`),
    ...each(
      plan.optionValues.map((v) => ({ ...v, slug: facetSlug(v.title) })),
      `INSERT INTO product_attributes (product_id, code, value_slug, value_title) SELECT ${pick(["product_id", "code", "slug", "title"])} FROM json_each(?1) j WHERE true ON CONFLICT DO NOTHING`,
    ),
    ...each(
      plan.newVariants,
      `INSERT INTO variants (id, product_id, sku, option_value_ids, price_delta, stock) SELECT ${pick(["id", "product_id", "sku", "option_value_ids", "price_delta", "stock"])} FROM json_each(?1) j`,
    ),
    ...each(plan.variantDeltas, "UPDATE variants SET price_delta = j.value ->> '$.price_delta' FROM json_each(?1) j WHERE variants.id = j.value ->> '$.id'"),
    // A product's stock is its variants' together (as the seed writes it).
    ...each([...stockOf], "UPDATE products SET stock = (SELECT COALESCE(SUM(v.stock), 0) FROM variants v WHERE v.product_id = products.id) WHERE id IN (SELECT value FROM json_each(?1))"),
    ...priceChangesStatements(
      db,
      plan.prices.map((p) => ({ productId: p.product_id, priceCents: p.price })),
      w.today,
      MAX_JSON_CHARS,
    ),
    auditStatement(db, w.staff, { action: "catalogue.import", entity: "catalogue_import", entityId: w.hash, after: w.result }, w.nowS),
  ];
}

/** The highest listing position per category. */
export async function categoryEnds(db: D1Database): Promise<Map<number, number>> {
  const { results } = await db.prepare("SELECT category_id, MAX(position) AS position FROM product_categories GROUP BY category_id").all<{ category_id: number; position: number }>();
  return new Map(results.map((r) => [r.category_id, r.position]));
}
