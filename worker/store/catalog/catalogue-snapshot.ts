/**
 * The whole catalogue as the import checks against and the export writes (docs/decisions/040): products by
 * SKU with brand and categories by slug, their options, values and variants, and the highest ids (new rows
 * of an import are numbered above them). Read in one D1 batch, so it is one consistent view.
 */
import type { CatalogueSnapshot, OptionPick, SnapshotOption, SnapshotProduct, Spec } from "../../domain/catalogue-import/model";

interface ProductRow {
  id: number;
  sku: string;
  slug: string;
  title: string;
  brand: string;
  type: string;
  main_category: string;
  description: string;
  specifications: string;
  delivery: string;
  color_title: string;
  color_hex: string;
  price: number;
  available: number;
}

export async function catalogueSnapshot(db: D1Database): Promise<CatalogueSnapshot> {
  const [brands, categories, products, cats, options, values, variants, max] = await db.batch([
    db.prepare("SELECT id, slug, name FROM brands"),
    db.prepare("SELECT id, slug FROM categories"),
    db.prepare(
      `SELECT p.id, p.sku, p.slug, p.title, b.slug AS brand, p.type, c.slug AS main_category, p.description, p.specifications,
              p.delivery, p.color_title, p.color_hex, p.price, p.available
         FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.main_category_id ORDER BY p.id`,
    ),
    db.prepare("SELECT pc.product_id, c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id ORDER BY pc.product_id, c.slug"),
    db.prepare("SELECT id, product_id, code, position FROM product_options ORDER BY product_id, position, id"),
    db.prepare("SELECT v.id, v.option_id, v.title, v.position FROM product_option_values v ORDER BY v.option_id, v.position, v.id"),
    db.prepare("SELECT id, product_id, sku, option_value_ids, price_delta, stock FROM variants ORDER BY product_id, id"),
    db.prepare(
      `SELECT (SELECT COALESCE(MAX(id), 0) FROM products) AS product, (SELECT COALESCE(MAX(id), 0) FROM product_options) AS option,
              (SELECT COALESCE(MAX(id), 0) FROM product_option_values) AS value, (SELECT COALESCE(MAX(id), 0) FROM variants) AS variant`,
    ),
  ]);
  const byId = new Map<number, SnapshotProduct>();
  const bySku = new Map<string, SnapshotProduct>();
  for (const r of products!.results as ProductRow[]) {
    const p: SnapshotProduct = {
      id: r.id,
      sku: r.sku,
      fields: {
        slug: r.slug,
        title: r.title,
        brand: r.brand,
        type: r.type,
        main_category: r.main_category,
        categories: [r.main_category],
        description: r.description,
        specifications: (JSON.parse(r.specifications) as Spec[]).map((s) => ({ label: s.label, value: s.value })),
        delivery: r.delivery,
        color_title: r.color_title,
        color_hex: r.color_hex,
        price: r.price,
        available: r.available === 1,
      },
      options: [],
      variants: [],
    };
    byId.set(r.id, p);
    bySku.set(r.sku, p);
  }
  // Main category first, the others by slug (the order the import writes too).
  for (const r of cats!.results as { product_id: number; slug: string }[]) {
    const p = byId.get(r.product_id);
    if (p && r.slug !== p.fields.main_category) p.fields.categories.push(r.slug);
  }
  const optionById = new Map<number, SnapshotOption & { product_id: number }>();
  for (const r of options!.results as { id: number; product_id: number; code: string; position: number }[]) {
    const o = { id: r.id, product_id: r.product_id, code: r.code, position: r.position, values: [] };
    optionById.set(r.id, o);
    byId.get(r.product_id)?.options.push(o);
  }
  const valueById = new Map<number, OptionPick>();
  for (const r of values!.results as { id: number; option_id: number; title: string; position: number }[]) {
    const o = optionById.get(r.option_id);
    if (!o) continue;
    o.values.push({ id: r.id, title: r.title, position: r.position });
    valueById.set(r.id, { code: o.code, title: r.title });
  }
  for (const r of variants!.results as { id: number; product_id: number; sku: string; option_value_ids: string; price_delta: number; stock: number }[]) {
    const picks = (JSON.parse(r.option_value_ids) as number[]).map((id) => valueById.get(id)).filter((v): v is OptionPick => v !== undefined);
    byId.get(r.product_id)?.variants.push({ id: r.id, sku: r.sku, options: picks, price_delta: r.price_delta, stock: r.stock });
  }
  return {
    brands: new Map((brands!.results as { id: number; slug: string; name: string }[]).map((b) => [b.slug, { id: b.id, name: b.name }])),
    categories: new Map((categories!.results as { id: number; slug: string }[]).map((c) => [c.slug, c.id])),
    products: bySku,
    maxIds: (max!.results as CatalogueSnapshot["maxIds"][])[0]!,
  };
}
