/**
 * Codes belong to the database once the shop is live (docs/decisions/042): seeding twice around a back-office
 * edit leaves the edit (codes and campaign rules), inserts a code that is missing, and still writes a changed
 * definition of a row nobody edited.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { discountsSql, type DiscountData } from "../../../../kv-seed/catalog/discounts-sql";
import { discountData, seedCart } from "../../../helpers/cart";
import { beheerFetch } from "../../../helpers/staff";

beforeAll(seedCart);

const seed = async (data: DiscountData = discountData) => {
  await env.DB.batch(discountsSql(data).map((s) => env.DB.prepare(s)));
};
const code = (c: string) => env.DB.prepare("SELECT kind, value, label, active FROM discount_codes WHERE code = ?1").bind(c).first();
const put = (path: string, body: unknown) => beheerFetch(`/beheer/api/discounts${path}`, { method: "PUT", body: JSON.stringify(body) });

describe("the seed after a back-office edit", () => {
  it("never overwrites an edited code or campaign rule, inserts a missing code, and updates an unedited one", async () => {
    await seed();
    const slaap = discountData.discount_codes.find((d) => d.code === "SLAAP10")!;
    const res = await put("/SLAAP10", { kind: "percentage", value: 12, min_order: slaap.min_order, valid_from: slaap.valid_from, valid_until: null, max_uses: null, max_uses_per_customer: null, category_id: null, label: "Kortingscode SLAAP12 (12 %)" });
    expect(res.status).toBe(200);
    await beheerFetch("/beheer/api/discounts/GRATISBEZORGD/state", { method: "POST", body: JSON.stringify({ state: "pause" }) });
    expect((await put(`/campaigns/${encodeURIComponent("acties/3-halen-1-betalen")}`, { params: { group: 5 }, active: true })).status).toBe(200);
    await env.DB.prepare("DELETE FROM discount_codes WHERE code = 'WINTER2030'").run();

    // The file changes too: the seed would write SLAAP10 and WELKOM5 again if they were still the file's.
    const changed: DiscountData = {
      ...discountData,
      discount_codes: discountData.discount_codes.map((d) => (d.code === "SLAAP10" || d.code === "WELKOM5" ? { ...d, label: `${d.label} (nieuw)` } : d)),
    };
    await seed(changed);
    await seed(changed);

    expect(await code("SLAAP10")).toEqual({ kind: "percentage", value: 12, label: "Kortingscode SLAAP12 (12 %)", active: 1 });
    expect(await code("GRATISBEZORGD")).toMatchObject({ active: 0 });
    expect(await code("WELKOM5")).toMatchObject({ label: "Welkomstkorting (€ 5 shoptegoed) (nieuw)" });
    expect(await code("WINTER2030")).not.toBeNull();
    const rule = await env.DB.prepare("SELECT params FROM campaign_rules WHERE campaign = 'acties/3-halen-1-betalen'").first<{ params: string }>();
    expect(JSON.parse(rule!.params)).toEqual({ group: 5 });
  });
});
