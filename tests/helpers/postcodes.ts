import { env } from "cloudflare:workers";
import postcodes from "../../kv-seed/postcodes.json";
import { postcodesSql, type PostcodeData } from "../../kv-seed/postcodes-sql";

export const postcodeData = postcodes as PostcodeData;

/** Loads kv-seed/postcodes.json into the test D1, as `npm run seed` does. */
export async function seedPostcodes(): Promise<void> {
  const statements = postcodesSql(postcodeData.ranges);
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((s) => env.DB.prepare(s)));
}
