import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { discountsSql, type DiscountData } from "../../kv-seed/catalog/discounts-sql";
import { seedCatalog } from "../helpers/catalog";
import { discountData } from "../helpers/cart";

async function run(data: DiscountData): Promise<number> {
  const results = await env.DB.batch(discountsSql(data).map((s) => env.DB.prepare(s)));
  return results.reduce((n, r) => n + (r.meta.changes ?? 0), 0);
}

beforeAll(seedCatalog);

describe("discount codes and campaign rules seed", () => {
  it("writes every code and rule once; a second run changes nothing", async () => {
    expect(await run(discountData)).toBe(discountData.discount_codes.length + discountData.campaign_rules.length);
    expect(await run(discountData)).toBe(0);
    const codes = await env.DB.prepare("SELECT code FROM discount_codes ORDER BY code").all<{ code: string }>();
    expect(codes.results.map((r) => r.code)).toEqual(discountData.discount_codes.map((d) => d.code).sort());
  });

  it("holds the codes the shop promises: WELKOM5 € 5, SLAAP10 10 % from € 100, a category code for pillows", async () => {
    await run(discountData);
    const welkom = await env.DB.prepare("SELECT kind, value FROM discount_codes WHERE code = 'WELKOM5'").first();
    expect(welkom).toEqual({ kind: "fixed", value: 500 });
    const slaap = await env.DB.prepare("SELECT kind, value, min_order FROM discount_codes WHERE code = 'SLAAP10'").first();
    expect(slaap).toEqual({ kind: "percentage", value: 10, min_order: 10000 });
    const kussen = await env.DB.prepare("SELECT c.slug FROM discount_codes d JOIN categories c ON c.id = d.category_id WHERE d.code = 'KUSSEN15'").first("slug");
    expect(kussen).toBe("hoofdkussen");
  });

  it("a changed definition is written again, but the usage count the checkout keeps is not reset", async () => {
    await run(discountData);
    await env.DB.prepare("UPDATE discount_codes SET used_count = 7 WHERE code = 'SLAAP10'").run();
    const changed = { ...discountData, discount_codes: discountData.discount_codes.map((d) => (d.code === "SLAAP10" ? { ...d, label: "Nieuw label" } : d)) };
    expect(await run(changed)).toBe(1);
    expect(await env.DB.prepare("SELECT label, used_count FROM discount_codes WHERE code = 'SLAAP10'").first()).toEqual({ label: "Nieuw label", used_count: 7 });
  });
});
