/**
 * The catalogue as a file of the import's own format (docs/decisions/040), so an export imports again with
 * no changes: CSV (";" and a byte order mark, as Dutch Excel opens it; one row per variant, the product's
 * columns on its first row) or JSON ({ "products": [...] } with the variants inside each product).
 */
import { CATALOGUE_COLUMNS } from "../../../app/lib/beheer/types/import";
import { csvRecord } from "./csv";
import { euros, fieldText, optionsText, PRODUCT_FIELDS, type CatalogueSnapshot, type SnapshotProduct } from "./model";

const byId = (c: CatalogueSnapshot) => [...c.products.values()].sort((a, b) => a.id - b.id);

export function* catalogueCsv(catalogue: CatalogueSnapshot): Generator<string> {
  yield `\uFEFF${csvRecord(CATALOGUE_COLUMNS, ";")}`;
  for (const p of byId(catalogue)) {
    const product = PRODUCT_FIELDS.map((f) => fieldText(f, p.fields[f]));
    const variants = p.variants.length > 0 ? p.variants : [null];
    for (const [n, v] of variants.entries()) {
      const head = n === 0 ? product : PRODUCT_FIELDS.map(() => "");
      const tail = v ? [v.sku, optionsText(v.options), euros(v.price_delta), String(v.stock)] : ["", "", "", ""];
      yield csvRecord([p.sku, ...head, ...tail], ";");
    }
  }
}

export function productJson(p: SnapshotProduct) {
  const f = p.fields;
  return {
    sku: p.sku,
    slug: f.slug,
    title: f.title,
    brand: f.brand,
    type: f.type,
    main_category: f.main_category,
    categories: f.categories,
    description: f.description,
    specifications: f.specifications,
    delivery: f.delivery,
    color_title: f.color_title,
    color_hex: f.color_hex,
    price: euros(f.price),
    available: f.available,
    variants: p.variants.map((v) => ({ sku: v.sku, options: Object.fromEntries(v.options.map((o) => [o.code, o.title])), price_delta: euros(v.price_delta), stock: v.stock })),
  };
}

export function* catalogueJson(catalogue: CatalogueSnapshot): Generator<string> {
  yield '{\n  "products": [\n';
  let first = true;
  for (const p of byId(catalogue)) {
    yield `${first ? "" : ",\n"}    ${JSON.stringify(productJson(p))}`;
    first = false;
  }
  yield "\n  ]\n}\n";
}
