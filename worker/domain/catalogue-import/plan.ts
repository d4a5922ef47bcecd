/**
 * What an import does (docs/decisions/040): per product new, changed (each field old -> new, variants
 * included) or unchanged, and the rows to write, with the ids of new rows chosen here (above the
 * catalogue's highest, read with the snapshot): a concurrent writer that took one makes the one batch
 * fail on its primary key, and the import changes nothing.
 */
import type { ImportCounts, ImportRowReport } from "../../../app/lib/beheer/types/import";
import { OPTION_TITLES, PRODUCT_FIELDS, euros, fieldText, type CatalogueSnapshot, type ProductFields, type SnapshotOption } from "./model";
import type { ParsedProduct } from "./validate";

export interface ProductWrite extends Omit<ProductFields, "brand" | "main_category" | "categories" | "specifications" | "price" | "available"> {
  id: number;
  sku: string;
  brand_id: number;
  main_category_id: number;
  specifications: string;
  available: number;
}

export interface WritePlan {
  newProducts: ProductWrite[];
  updatedProducts: ProductWrite[];
  /** Products whose category rows are replaced: [product id, category ids in order]. */
  categories: { product_id: number; category_ids: number[] }[];
  /** The brand's facet row ("merk") per new product or changed brand. */
  brandFacets: { product_id: number; slug: string; title: string }[];
  options: { id: number; product_id: number; code: string; title: string; position: number }[];
  optionValues: { id: number; option_id: number; product_id: number; code: string; title: string; position: number }[];
  newVariants: { id: number; product_id: number; sku: string; option_value_ids: string; price_delta: number; stock: number }[];
  variantDeltas: { id: number; price_delta: number }[];
  prices: { product_id: number; price: number }[];
  /** Every product the import touches (search index, caches). */
  touched: number[];
}

export interface ImportPlan {
  rows: ImportRowReport[];
  counts: ImportCounts;
  write: WritePlan;
}

/** A facet value's slug: "80x200" -> "80x200", "Wit / Grijs" -> "wit-grijs". */
export const facetSlug = (title: string) =>
  title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "") || "x";

export function planImport(products: readonly ParsedProduct[], catalogue: CatalogueSnapshot): ImportPlan {
  const ids = { ...catalogue.maxIds };
  const write: WritePlan = { newProducts: [], updatedProducts: [], categories: [], brandFacets: [], options: [], optionValues: [], newVariants: [], variantDeltas: [], prices: [], touched: [] };
  const rows: ImportRowReport[] = [];
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, variants_created: 0, price_changes: 0 };

  for (const p of products) {
    const old = p.existing;
    const id = old?.id ?? ++ids.product;
    const f = p.fields;
    const changes: ImportRowReport["changes"] = [];
    if (old) {
      for (const field of PRODUCT_FIELDS) {
        const a = fieldText(field, old.fields[field]);
        const b = fieldText(field, f[field]);
        if (a !== b) changes.push({ field, old: a, new: b });
      }
    }
    const row: ProductWrite = {
      id,
      sku: p.sku,
      slug: f.slug,
      title: f.title,
      brand_id: catalogue.brands.get(f.brand)!.id,
      type: f.type,
      main_category_id: catalogue.categories.get(f.main_category)!,
      description: f.description,
      specifications: JSON.stringify(f.specifications),
      delivery: f.delivery,
      color_title: f.color_title,
      color_hex: f.color_hex,
      available: f.available ? 1 : 0,
    };
    const changed = (field: string) => changes.some((c) => c.field === field);
    if (!old) write.newProducts.push(row);
    else if (changes.some((c) => c.field !== "price")) write.updatedProducts.push(row);
    if (!old || changed("categories") || changed("main_category")) write.categories.push({ product_id: id, category_ids: f.categories.map((s) => catalogue.categories.get(s)!) });
    if (!old || changed("brand")) write.brandFacets.push({ product_id: id, slug: f.brand, title: catalogue.brands.get(f.brand)!.name });
    if (!old || changed("price")) write.prices.push({ product_id: id, price: f.price });

    // Options and their values: the product's own, new ones added after them.
    const options: SnapshotOption[] = old ? old.options.map((o) => ({ ...o, values: [...o.values] })) : [];
    const valueId = (code: string, title: string): number => {
      let option = options.find((o) => o.code === code);
      if (!option) {
        option = { id: ++ids.option, code, position: options.length, values: [] };
        options.push(option);
        write.options.push({ id: option.id, product_id: id, code, title: OPTION_TITLES[code]!, position: option.position });
      }
      let value = option.values.find((v) => v.title === title);
      if (!value) {
        value = { id: ++ids.value, title, position: option.values.length };
        option.values.push(value);
        write.optionValues.push({ id: value.id, option_id: option.id, product_id: id, code, title, position: value.position });
      }
      return value.id;
    };
    for (const v of p.variants) {
      if (!v.existing) {
        write.newVariants.push({
          id: ++ids.variant,
          product_id: id,
          sku: v.sku,
          option_value_ids: JSON.stringify(v.options.map((o) => valueId(o.code, o.title))),
          price_delta: v.price_delta,
          stock: v.stock,
        });
        if (old) changes.push({ field: `variant ${v.sku}`, old: "", new: `nieuw${v.options.length ? ` (${v.options.map((o) => o.title).join(", ")})` : ""}` });
        counts.variants_created++;
      } else if (v.existing.price_delta !== v.price_delta) {
        write.variantDeltas.push({ id: v.existing.id, price_delta: v.price_delta });
        changes.push({ field: `variant ${v.sku}: price_delta`, old: euros(v.existing.price_delta), new: euros(v.price_delta) });
      }
    }
    const status: ImportRowReport["status"] = !old ? "new" : changes.length > 0 ? "changed" : "unchanged";
    if (status !== "unchanged") write.touched.push(id);
    if (!old || changed("price")) counts.price_changes++;
    counts[status === "new" ? "created" : status === "changed" ? "updated" : "unchanged"]++;
    rows.push({ line: p.line, sku: p.sku, status, changes });
  }
  return { rows, counts, write };
}
