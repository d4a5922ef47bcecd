/**
 * The options and variants of a page of products (at most a listing page), read in one D1 batch, and the
 * variant a search query names for each (worker/domain/search/variant-match.ts, docs/decisions/031).
 */
import { matchVariant, type MatchOption, type MatchVariant } from "../../domain/search/variant-match";
import { variantAvailable } from "../../domain/stock";

const IDS = "SELECT value FROM json_each(?1)";

/** Option values of the products, in the product page's order (option position, value position). */
const VALUES_SQL = `SELECT o.product_id, o.id AS option_id, o.code, v.id, v.title
   FROM product_options o JOIN product_option_values v ON v.option_id = o.id
  WHERE o.product_id IN (${IDS}) ORDER BY o.product_id, o.position, v.position`;

/** Variants of the products in the product page's order (cheapest first), with their product's availability. */
const VARIANTS_SQL = `SELECT v.product_id, v.id, v.option_value_ids, v.stock, p.available
   FROM variants v JOIN products p ON p.id = v.product_id
  WHERE v.product_id IN (${IDS}) ORDER BY v.product_id, v.price_delta, v.id`;

interface ValueRow {
  product_id: number;
  option_id: number;
  code: string;
  id: number;
  title: string;
}
interface VariantRow {
  product_id: number;
  id: number;
  option_value_ids: string;
  stock: number;
  available: number;
}

type VariantOptions = Map<number, { options: MatchOption[]; variants: MatchVariant[] }>;

/** The two reads of the products' options and variants, to go into a batch (read back with variantOptionsOf). */
export function variantOptionStatements(db: D1Database, productIds: readonly number[]): D1PreparedStatement[] {
  const ids = JSON.stringify(productIds);
  return [db.prepare(VALUES_SQL).bind(ids), db.prepare(VARIANTS_SQL).bind(ids)];
}

/** Options and variants per product id from the results of variantOptionStatements. */
export function variantOptionsOf([valuesRes, variantsRes]: D1Result[]): VariantOptions {
  const out: VariantOptions = new Map();
  const entry = (id: number) => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { options: [], variants: [] }));
    return e;
  };
  const optionsById = new Map<number, { code: string; values: { id: number; title: string }[] }>();
  for (const r of valuesRes!.results as ValueRow[]) {
    let option = optionsById.get(r.option_id);
    if (!option) {
      option = { code: r.code, values: [] };
      optionsById.set(r.option_id, option);
      entry(r.product_id).options.push(option);
    }
    option.values.push({ id: r.id, title: r.title });
  }
  for (const r of variantsRes!.results as VariantRow[]) {
    entry(r.product_id).variants.push({
      id: r.id,
      option_value_ids: JSON.parse(r.option_value_ids) as number[],
      available: variantAvailable(r.available === 1, r.stock),
    });
  }
  return out;
}

/** Product id -> the id of the variant the query's words name, from the products' options and variants. */
export function variantsNamed(byProduct: VariantOptions, queryWords: readonly string[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const [productId, { options, variants }] of byProduct) {
    const variant = matchVariant(options, variants, queryWords);
    if (variant) out.set(productId, variant.id);
  }
  return out;
}
