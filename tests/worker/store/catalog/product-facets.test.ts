/**
 * The numbered facet values of migration 0041 (product_facets, facet_values) stay in step with
 * product_attributes whoever writes it: after the seed, an attribute added, renamed or removed, and a product
 * deleted (its attributes go by cascade), the numbered rows name exactly the attribute rows; a value's number
 * never changes.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../helpers/catalog";

beforeAll(async () => {
  await seedCatalog();
});

type Row = { product_id: number; code: string; value_slug: string; value_title: string };
const key = (r: Row) => `${r.product_id}|${r.code}|${r.value_slug}|${r.value_title}`;

async function attributeRows(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT product_id, code, value_slug, value_title FROM product_attributes").all<Row>();
  return results.map(key).sort();
}

async function numberedRows(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT f.product_id, v.code, v.value_slug, v.value_title FROM product_facets f JOIN facet_values v ON v.id = f.facet_id",
  ).all<Row>();
  return results.map(key).sort();
}

describe("product_facets follows product_attributes", () => {
  it("names the same rows after the seed and after each kind of change", async () => {
    const seeded = await attributeRows();
    expect(seeded.length).toBeGreaterThan(100);
    expect(await numberedRows()).toEqual(seeded);

    const { id } = (await env.DB.prepare("SELECT MIN(product_id) AS id FROM product_attributes").first<{ id: number }>())!;
    const other = (await env.DB.prepare("SELECT MAX(product_id) AS id FROM product_attributes").first<{ id: number }>())!.id;
    const numberOf = async (slug: string) =>
      (await env.DB.prepare("SELECT id FROM facet_values WHERE code = 'kleur' AND value_slug = ?1").bind(slug).first<{ id: number }>())?.id;
    await env.DB.prepare("INSERT INTO product_attributes (product_id, code, value_slug, value_title) VALUES (?1, 'kleur', 'testpaars', 'Testpaars')").bind(id).run();
    const number = await numberOf("testpaars");
    expect(number).toBeTypeOf("number");
    await env.DB.prepare("INSERT INTO product_attributes (product_id, code, value_slug, value_title) VALUES (?1, 'kleur', 'testpaars', 'Testpaars')").bind(other).run();
    expect(await numberOf("testpaars")).toBe(number);
    expect(await numberedRows()).toEqual(await attributeRows());

    await env.DB.prepare("UPDATE product_attributes SET value_title = 'Testpaars (nieuw)' WHERE product_id = ?1 AND value_slug = 'testpaars'").bind(id).run();
    expect(await numberedRows()).toEqual(await attributeRows());

    await env.DB.prepare("DELETE FROM product_attributes WHERE product_id = ?1 AND value_slug = 'testpaars'").bind(other).run();
    expect(await numberedRows()).toEqual(await attributeRows());

    await env.DB.prepare("DELETE FROM products WHERE id = ?1").bind(id).run();
    const after = await attributeRows();
    expect(after.some((r) => r.startsWith(`${id}|`))).toBe(false);
    expect(await numberedRows()).toEqual(after);
  });
});
