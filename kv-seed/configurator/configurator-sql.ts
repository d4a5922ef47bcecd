/** The configurators as SQL for D1 (table of migration 0013). Idempotent: an unchanged row is not written. */
import type { SeedProduct } from "../catalog/types.ts";
import { seedConfigurators, type ConfiguratorFiles } from "./build.ts";

const q = (s: string): string => `'${s.replace(/'/gu, "''")}'`;

export function configuratorSql(products: readonly SeedProduct[], files: ConfiguratorFiles): string[] {
  return seedConfigurators(products, files).map((c, i) => {
    const { product_id, ...data } = c;
    // A configurator whose product is not in this catalogue (e.g. the generated benchmark assortment) is left out.
    return (
      `INSERT INTO configurators (code, product_id, position, data) SELECT ${q(c.code)}, ${product_id}, ${i}, ${q(JSON.stringify(data))} ` +
      `WHERE EXISTS (SELECT 1 FROM products WHERE id = ${product_id}) ` +
      `ON CONFLICT (code) DO UPDATE SET product_id = excluded.product_id, position = excluded.position, data = excluded.data ` +
      `WHERE configurators.data IS NOT excluded.data OR configurators.position IS NOT excluded.position;`
    );
  });
}
