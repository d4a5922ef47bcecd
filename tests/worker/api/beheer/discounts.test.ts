/**
 * Discount codes in the back office (docs/decisions/042): create, edit, pause and end with Dutch refusals
 * that change nothing; a paused or ended code stops at the cart; max_uses keeps holding; vouchers stay apart
 * and read-only; only the owner; every write audited.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BeheerDiscountCode, BeheerDiscountDetail, DiscountList } from "../../../../app/lib/beheer/types/discounts";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../../../app/lib/beheer/messages/discounts";
import { codeRefusalMessage } from "../../../../worker/domain/cart/messages";
import { findVariant, seedCart, Shopper } from "../../../helpers/cart";
import { beheerFetch } from "../../../helpers/staff";
import { Visitor } from "../../../helpers/account";
import { orderItem, placeOrder } from "../../../helpers/orders";

beforeAll(seedCart);

type Body<T> = { data: T; error?: { code: string; message: string; fields?: Record<string, string> } };
const json = async <T>(res: Response) => (await res.json()) as Body<T>;
const api = (path: string, method = "GET", body?: unknown, role: "eigenaar" | "medewerker" = "eigenaar") =>
  beheerFetch(`/beheer/api/discounts${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }, role);

let counter = 0;
const freshCode = () => `BEHEER${Date.now().toString(36).toUpperCase()}${counter++}`;
const base = { kind: "percentage", value: 10, min_order: 0, valid_from: null, valid_until: null, max_uses: null, max_uses_per_customer: null, category_id: null, label: "Testkorting 10 %" };

async function created(extra: Record<string, unknown> = {}): Promise<string> {
  const code = freshCode();
  const res = await api("", "POST", { ...base, code: code.toLowerCase(), ...extra });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(await res.json())}`);
  return code;
}

const row = (code: string) => env.DB.prepare("SELECT * FROM discount_codes WHERE code = ?1").bind(code).first<Record<string, unknown>>();
const audits = (code: string) => env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'discount_code' AND entity_id = ?1 ORDER BY id").bind(code).all<{ action: string }>().then((r) => r.results.map((a) => a.action));

async function shopperWithCart(): Promise<Shopper> {
  const { variant } = findVariant((p, v) => p.available && v.stock >= 20 && p.type === "kussensloop" && p.categories.length === 1);
  const shopper = new Shopper();
  await shopper.addOk(variant.id, 2);
  return shopper;
}

describe("creating a code", () => {
  it("stores it upper case with its audit row, and lists it among the codes, not the vouchers", async () => {
    const code = await created();
    expect(await row(code)).toMatchObject({ code, kind: "percentage", value: 10, active: 1, used_count: 0 });
    expect(await audits(code)).toEqual(["discount.create"]);
    const list = (await json<DiscountList>(await api("?state=active&page=1"))).data;
    expect(list.categories.length).toBeGreaterThan(0);
    expect(list.campaigns.map((c) => c.campaign)).toContain("acties/3-halen-1-betalen");
    const all: BeheerDiscountCode[] = [];
    for (let page = 1; page <= Math.ceil(list.total / list.per_page); page++) all.push(...(await json<DiscountList>(await api(`?page=${page}`))).data.items);
    expect(all.find((c) => c.code === code)).toMatchObject({ state: "active", voucher: false, edited: true });
  });

  it("refuses a code that exists (any case) with a Dutch 409 and writes nothing", async () => {
    const code = await created();
    const res = await api("", "POST", { ...base, code: ` ${code.toLowerCase()} `, label: "Anders" });
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatchObject({ message: M.codeTaken, fields: { code: M.codeTaken } });
    expect((await row(code))!.label).toBe(base.label);
    expect(await audits(code)).toEqual(["discount.create"]);
  });

  it.each([
    ["a percentage above 100", { value: 101 }, "value", M.percentRange],
    ["a percentage of 0", { value: 0 }, "value", M.percentRange],
    ["a fixed amount of 0", { kind: "fixed", value: 0 }, "value", M.fixedRange],
    ["an end before the start", { valid_from: "2026-05-10", valid_until: "2026-05-01" }, "valid_until", M.untilBeforeFrom],
    ["a date that does not exist", { valid_from: "2026-02-30" }, "valid_from", M.dateFormat],
    ["a per-customer limit above the total", { max_uses: 2, max_uses_per_customer: 3 }, "max_uses_per_customer", M.perCustomerAboveTotal],
    ["a limit of 0", { max_uses: 0 }, "max_uses", M.limitRange],
    ["an empty label", { label: "  " }, "label", M.labelRequired],
    ["an unknown kind", { kind: "cadeau" }, "kind", M.kindInvalid],
    ["an unknown category", { category_id: 999_999 }, "category_id", M.categoryUnknown],
  ])("refuses %s in Dutch, per field, and stores nothing", async (_what, extra, field, message) => {
    const code = freshCode();
    const res = await api("", "POST", { ...base, code, ...extra });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error!.message).toBe(message);
    expect(body.error!.fields![field]).toBe(message);
    expect(await row(code)).toBeNull();
  });

  it("refuses a code with characters a shopper cannot type", async () => {
    const res = await api("", "POST", { ...base, code: "ZOMER 25!" });
    expect(res.status).toBe(422);
    expect((await json(res)).error!.fields!.code).toBe(M.codeFormat);
  });
});

describe("editing, pausing and ending", () => {
  it("edits the fields, audited with before and after; the cart gives the new value", async () => {
    const code = await created();
    const res = await api(`/${code}`, "PUT", { ...base, kind: "fixed", value: 250, label: "€ 2,50 korting" });
    expect(res.status).toBe(200);
    expect((await json<BeheerDiscountCode>(res)).data).toMatchObject({ kind: "fixed", value: 250, label: "€ 2,50 korting", edited: true });
    expect(await audits(code)).toEqual(["discount.create", "discount.update"]);
    const shopper = await shopperWithCart();
    const applied = await shopper.applyCode(code);
    expect(applied.status).toBe(200);
    expect(applied.body.data.cart.totals.discounts).toContainEqual({ kind: "code", key: code, label: "€ 2,50 korting", amount: 250 });
  });

  it("a refused edit changes nothing and leaves no audit row", async () => {
    const code = await created();
    const res = await api(`/${code}`, "PUT", { ...base, value: 150 });
    expect(res.status).toBe(422);
    expect((await json(res)).error!.message).toBe(M.percentRange);
    expect((await row(code))!.value).toBe(10);
    expect(await audits(code)).toEqual(["discount.create"]);
  });

  it("a paused code is refused at the cart until it is activated; an ended code never comes back", async () => {
    const code = await created();
    const shopper = await shopperWithCart();
    expect((await api(`/${code}/state`, "POST", { state: "pause" })).status).toBe(200);
    const paused = await shopper.applyCode(code);
    expect(paused.status).toBe(422);
    expect(paused.body.error!.message).toBe(codeRefusalMessage("unknown"));
    expect((await json<BeheerDiscountCode>(await api(`/${code}/state`, "POST", { state: "activate" }))).data.state).toBe("active");
    expect((await shopper.applyCode(code)).status).toBe(200);
    await shopper.call("DELETE", "/v1/cart/discount");

    expect((await json<BeheerDiscountCode>(await api(`/${code}/state`, "POST", { state: "end" }))).data.state).toBe("ended");
    expect((await shopper.applyCode(code)).body.error!.message).toBe(codeRefusalMessage("unknown"));
    const again = await api(`/${code}/state`, "POST", { state: "activate" });
    expect(again.status).toBe(409);
    expect((await json(again)).error!.message).toBe(M.endedFinal);
    expect((await api(`/${code}`, "PUT", base)).status).toBe(409);
    // Whoever writes: the trigger of migration 0038 keeps an ended code ended.
    await expect(env.DB.prepare("UPDATE discount_codes SET active = 1 WHERE code = ?1").bind(code).run()).rejects.toThrow(/discount_ended/u);
    expect(await audits(code)).toEqual(["discount.create", "discount.pause", "discount.activate", "discount.end"]);
  });
});

describe("limits", () => {
  it("the maximum cannot go below used_count, and the trigger still stops the use past the maximum", async () => {
    const code = await created({ max_uses: 5 });
    const take = () => env.DB.prepare("UPDATE discount_codes SET used_count = used_count + 1 WHERE code = ?1").bind(code).run();
    await take();
    await take();
    const low = await api(`/${code}`, "PUT", { ...base, max_uses: 1 });
    expect(low.status).toBe(422);
    expect((await json(low)).error!.message).toBe(M.maxBelowUsed(2));
    expect((await row(code))!.max_uses).toBe(5);
    expect((await api(`/${code}`, "PUT", { ...base, max_uses: 2 })).status).toBe(200);
    await expect(take()).rejects.toThrow(/discount_used_up/u);
    expect((await row(code))!.used_count).toBe(2);
    const shopper = await shopperWithCart();
    expect((await shopper.applyCode(code)).body.error!.message).toBe(codeRefusalMessage("used_up"));
  });

  it("an edit racing a counted use never leaves the maximum below used_count", async () => {
    const code = await created({ max_uses: 5 });
    await env.DB.prepare("UPDATE discount_codes SET used_count = 3 WHERE code = ?1").bind(code).run();
    const results = await Promise.all([api(`/${code}`, "PUT", { ...base, max_uses: 3 }), env.DB.prepare("UPDATE discount_codes SET used_count = used_count + 1 WHERE code = ?1").bind(code).run().then(() => null, () => null)]);
    const after = (await row(code))! as { used_count: number; max_uses: number };
    expect(after.used_count).toBeLessThanOrEqual(after.max_uses);
    expect([200, 422]).toContain(results[0].status);
  });

  it("shows the usage of real orders: used_count, distinct customers, the orders; the per-customer limit set here holds", async () => {
    const code = await created();
    expect((await api(`/${code}`, "PUT", { ...base, max_uses_per_customer: 1 })).status).toBe(200);
    const ordered = async (email: string) => {
      const visitor = new Visitor();
      await visitor.call("POST", "/v1/cart/item", { item_id: orderItem().variant.id, quantity: 1 });
      const applied = await visitor.call("POST", "/v1/cart/discount", { discount_code: code });
      if (applied.status !== 200) throw new Error(`apply: ${applied.status}`);
      return placeOrder(visitor, { email });
    };
    const a = await ordered("een@droomnest.test");
    const b = await ordered("twee@droomnest.test");
    await expect(ordered("een@droomnest.test")).rejects.toThrow(/payment-url: 409/u);
    const detail = (await json<BeheerDiscountDetail>(await api(`/${code.toLowerCase()}`))).data;
    expect(detail.usage.used_count).toBe(2);
    expect(detail.usage.customers).toBe(2);
    expect(detail.usage.orders.map((o) => o.number).sort()).toEqual([a.number, b.number].sort());
    expect(detail.usage.orders.every((o) => o.discount_total > 0)).toBe(true);
  });
});

describe("vouchers", () => {
  it("are listed apart and cannot be edited, paused or ended here", async () => {
    const code = `BON${freshCode()}`;
    await env.DB.prepare("INSERT INTO discount_codes (code, kind, value, max_uses, max_uses_per_customer, earned_by_order, label) VALUES (?1, 'fixed', 500, 1, 1, ?2, 'Tegoedbon')").bind(code, 900_000_000 + counter++).run();
    const codes = (await json<DiscountList>(await api("?soort=codes&page=1"))).data;
    expect(codes.items.some((c) => c.code === code)).toBe(false);
    const vouchers = (await json<DiscountList>(await api("?soort=vouchers"))).data;
    expect(vouchers.items.find((c) => c.code === code)?.voucher).toBe(true);
    for (const res of [await api(`/${code}`, "PUT", { ...base, max_uses: 100 }), await api(`/${code}/state`, "POST", { state: "end" })]) {
      expect(res.status).toBe(409);
      expect((await json(res)).error!.message).toBe(M.voucherReadOnly);
    }
    expect(await row(code)).toMatchObject({ max_uses: 1, active: 1, ended_at: null, edited_at: null });
  });
});

describe("campaign rules", () => {
  it("edits the parameters and pauses a rule, audited; bad parameters are refused in Dutch", async () => {
    const path = `/campaigns/${encodeURIComponent("acties/3-halen-1-betalen")}`;
    const bad = await api(path, "PUT", { params: { group: 1 }, active: true });
    expect(bad.status).toBe(422);
    expect((await json(bad)).error!.message).toBe(M.groupRange);
    const res = await api(path, "PUT", { params: { group: 4 }, active: false });
    expect(res.status).toBe(200);
    const stored = await env.DB.prepare("SELECT params, active, edited_at FROM campaign_rules WHERE campaign = 'acties/3-halen-1-betalen'").first<{ params: string; active: number; edited_at: number }>();
    expect(JSON.parse(stored!.params)).toEqual({ group: 4 });
    expect(stored!.active).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'campaign_rule' AND action = 'campaign.update'").first("n")).toBeGreaterThan(0);
    await api(path, "PUT", { params: { group: 3 }, active: true });
  });

  it("refuses free_with parameters of the wrong shape", async () => {
    const res = await api(`/campaigns/${encodeURIComponent("acties/4-gratis-kussens")}`, "PUT", { params: { free_type: "Hoofd Kussen", count: 4 }, active: true });
    expect(res.status).toBe(422);
    expect((await json(res)).error!.message).toBe(M.freeTypeFormat);
  });
});

describe("permissions", () => {
  it("a medewerker may neither read nor edit codes", async () => {
    for (const res of [await api("", "GET", undefined, "medewerker"), await api("", "POST", { ...base, code: freshCode() }, "medewerker"), await api(`/WELKOM5/state`, "POST", { state: "pause" }, "medewerker")]) {
      expect(res.status).toBe(403);
      expect((await json(res)).error!.code).toBe("not_allowed");
    }
    expect((await row("WELKOM5"))!.active).toBe(1);
  });
});
