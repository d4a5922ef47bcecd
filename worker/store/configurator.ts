/**
 * D1 read of a configurator (migration 0013) with the product figures it needs from the catalogue: the
 * current price (the basePrice), the first image (the fallback image) and the variants with their stock.
 */
import type { ConfiguratorData } from "../../app/lib/api/types/configurator";
import { storedConfiguratorSchema } from "../../app/lib/schemas/configurator";
import { variantPrice, type PricePoint } from "../domain/pricing";
import { variantAvailable } from "../domain/stock";
import { createLogger } from "../http/log";
import { todayIso } from "./catalog";

interface Row {
  code: string;
  data: string;
  product_id: number;
  slug: string;
  title: string;
  price: number;
  available: number;
  main_category_id: number;
  image: string | null;
}

const ROW_SQL = `
SELECT c.code, c.data, p.id AS product_id, p.slug, p.title, p.price, p.available, p.main_category_id,
       (SELECT i.src FROM shop_product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
  FROM configurators c JOIN products p ON p.id = c.product_id
 WHERE c.code = ?1 OR c.product_id = ?2
 ORDER BY c.code != ?1, c.position
 LIMIT 1`;

/**
 * The configurator named by its code (the route's product slug, or e.g. 'hotel-boxspring-set') or by its
 * product id; null when there is none (or the stored data no longer reads: logged).
 */
export async function loadConfigurator(db: D1Database, key: string, today = todayIso()): Promise<ConfiguratorData | null> {
  const productId = /^\d{1,10}$/u.test(key) ? Number(key) : -1;
  const row = await db.prepare(ROW_SQL).bind(key, productId).first<Row>();
  if (!row) return null;
  const parsed = storedConfiguratorSchema.safeParse(JSON.parse(row.data));
  if (!parsed.success) {
    createLogger({ store: "configurator" }).error("stored configurator does not read", { code: row.code, issues: parsed.error.issues.slice(0, 3) });
    return null;
  }
  const [variants, history] = await db.batch([
    db.prepare("SELECT id, option_value_ids, stock FROM variants WHERE product_id = ?1 ORDER BY id").bind(row.product_id),
    db.prepare("SELECT valid_from, price FROM price_history WHERE product_id = ?1 ORDER BY valid_from").bind(row.product_id),
  ]);
  const points = (history!.results as { valid_from: string; price: number }[]).map((h): PricePoint => ({ validFrom: h.valid_from, price: h.price }));
  const { code, name, defaultConfig, steps } = parsed.data;
  return {
    id: row.product_id,
    code,
    name,
    title: row.title,
    slug: row.slug,
    url: `/${row.slug}.html`,
    category_id: row.main_category_id,
    basePrice: variantPrice(points, row.price, 0, today).price,
    fallbackImage: row.image ?? "",
    defaultConfig,
    steps,
    variants: (variants!.results as { id: number; option_value_ids: string; stock: number }[]).map((v) => ({
      id: v.id,
      options: JSON.parse(v.option_value_ids) as number[],
      available: variantAvailable(row.available === 1, v.stock),
    })),
  };
}
