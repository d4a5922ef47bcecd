import { env } from "cloudflare:workers";
import hotel from "../../kv-seed/configurator/hotel-boxspring-set.json";
import parts from "../../kv-seed/configurator/parts.json";
import { configuratorSql } from "../../kv-seed/configurator/configurator-sql";
import { catalogData } from "./catalog";
import { seedCart } from "./cart";

export const configuratorFiles = { parts, hotel };

/** The catalogue, discount codes and the configurators (kv-seed/configurator), as `npm run seed` loads them. */
export async function seedConfigurators(): Promise<void> {
  await seedCart();
  await env.DB.batch(configuratorSql(catalogData.products, configuratorFiles).map((s) => env.DB.prepare(s)));
}
