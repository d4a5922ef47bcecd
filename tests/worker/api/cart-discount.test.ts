import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { findVariant, seedCart, Shopper } from "../../helpers/cart";

beforeAll(seedCart);

/** A kussensloop (no campaign, no free delivery by type) with plenty of stock. */
const plain = (skip = 0) => findVariant((p, v) => p.available && v.stock >= 20 && p.type === "kussensloop" && p.categories.length === 1, skip);

/** A shopper whose cart is worth at least `cents` (in units of one plain variant). */
async function shopperWith(cents: number): Promise<{ shopper: Shopper; lineId: string; unit: number }> {
  const shopper = new Shopper();
  const { variant } = plain();
  const first = await shopper.addOk(variant.id, 1);
  const unit = first.line!.price.price;
  const quantity = Math.min(10, Math.ceil(cents / unit));
  const r = await shopper.setQuantity(first.line!.id, quantity);
  return { shopper, lineId: first.line!.id, unit: r.body.data.cart.totals.sub_total / quantity };
}

describe("POST /v1/cart/discount", () => {
  it("applies a valid code, trimmed and case-insensitive", async () => {
    const { shopper } = await shopperWith(3000);
    const r = await shopper.applyCode("  welkom5 ");
    expect(r.status).toBe(200);
    const { cart, message } = r.body.data;
    expect(message).toBe("Kortingscode WELKOM5 is toegepast.");
    expect(cart.applied_code).toBe("WELKOM5");
    expect(cart.totals.discounts).toEqual([{ kind: "code", key: "WELKOM5", label: "Welkomstkorting (€ 5 shoptegoed)", amount: 500 }]);
    expect(cart.totals.grand_total).toBe(cart.totals.sub_total - 500 + cart.totals.shipping_costs);
    expect((await shopper.get()).applied_code).toBe("WELKOM5");
  });

  it("applying the same code twice is fine; a second, different code is refused", async () => {
    const { shopper } = await shopperWith(12000);
    expect((await shopper.applyCode("WELKOM5")).status).toBe(200);
    expect((await shopper.applyCode("welkom5")).status).toBe(200);
    const before = await shopper.get();
    const r = await shopper.applyCode("SLAAP10");
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ code: "discount_already_applied", message: "Er is al een kortingscode toegepast. Je kunt één kortingscode per bestelling gebruiken." });
    expect(await shopper.get()).toEqual(before);
  });

  it.each([
    ["unknown", "BESTAATNIET", "discount_unknown", "Deze kortingscode bestaat niet."],
    ["expired", "ZOMER2025", "discount_expired", "Deze kortingscode is verlopen."],
    ["not yet valid", "WINTER2030", "discount_not_yet_valid", "Deze kortingscode is nog niet geldig."],
    ["used up", "OP=OP", "discount_used_up", "Deze kortingscode is al helemaal gebruikt."],
    ["not for these products", "KUSSEN15", "discount_not_applicable", "Deze kortingscode geldt niet voor de artikelen in je winkelwagen."],
    ["minimum not reached", "SLAAP10", "discount_min_order", "Deze kortingscode geldt vanaf € 100,00"],
  ])("refuses a code that is %s with its own message, cart unchanged", async (_label, code, errorCode, message) => {
    const { shopper } = await shopperWith(3000);
    const before = await shopper.get();
    const r = await shopper.applyCode(code);
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ code: errorCode, message });
    expect(await shopper.get()).toEqual(before);
  });

  it("the category code works when the cart holds a product of that category", async () => {
    const pillow = findVariant((p, v) => p.available && v.stock >= 5 && p.type === "hoofdkussen" && p.categories.includes("hoofdkussen"));
    const shopper = new Shopper();
    const line = (await shopper.addOk(pillow.variant.id, 1)).line!;
    const r = await shopper.applyCode("kussen15");
    expect(r.status).toBe(200);
    expect(r.body.data.cart.totals.discount_total).toBe(Math.round((line.price.price * 15) / 100));
  });

  it("a code on an empty cart (no cookie) is refused and creates no cart", async () => {
    const shopper = new Shopper();
    const r = await shopper.applyCode("WELKOM5");
    expect(r.status).toBe(422);
    expect(shopper.cart).toBeNull();
  });

  it("bad input: 422 for an empty code, 400 for broken JSON", async () => {
    const shopper = new Shopper();
    expect((await shopper.applyCode("   ")).status).toBe(422);
    expect((await shopper.applyCode(12)).status).toBe(422);
    expect((await shopper.call("POST", "/v1/cart/discount", "{")).status).toBe(400);
  });

  it("a code that stops applying after a quantity change is removed with a notice", async () => {
    const { shopper, lineId, unit } = await shopperWith(10000);
    expect((await shopper.applyCode("SLAAP10")).status).toBe(200);
    const r = await shopper.setQuantity(lineId, Math.max(1, Math.floor(9000 / unit)));
    expect(r.status).toBe(200);
    expect(r.body.data.cart.applied_code).toBeNull();
    expect(r.body.data.cart.totals.discounts).toEqual([]);
    expect(r.body.data.cart.notices).toEqual(["Kortingscode SLAAP10 is verwijderd: Deze kortingscode geldt vanaf € 100,00"]);
    const later = await shopper.get();
    expect(later.applied_code).toBeNull();
    expect(later.notices).toEqual([]);
  });
});

describe("DELETE /v1/cart/discount", () => {
  it("removes the code; a second delete is fine too", async () => {
    const { shopper } = await shopperWith(3000);
    await shopper.applyCode("WELKOM5");
    const r = await shopper.call<{ data: { cart: { applied_code: string | null; totals: { discount_total: number } } } }>("DELETE", "/v1/cart/discount");
    expect(r.status).toBe(200);
    expect(r.body.data.cart.applied_code).toBeNull();
    expect(r.body.data.cart.totals.discount_total).toBe(0);
    expect((await shopper.call("DELETE", "/v1/cart/discount")).status).toBe(200);
    expect((await new Shopper().call("DELETE", "/v1/cart/discount")).status).toBe(200);
  });
});

describe("campaigns in the cart", () => {
  it("3 halen 1 betalen: three action items, the cheapest free, as a line titled with the campaign", async () => {
    const picks = [0, 1, 2].map((i) => findVariant((p, v) => p.available && v.stock >= 5 && p.categories.includes("acties/3-halen-1-betalen"), i * 9));
    const shopper = new Shopper();
    const prices: number[] = [];
    for (const { variant } of picks) prices.push((await shopper.addOk(variant.id, 1)).line!.price.price);
    const cart = await shopper.get();
    expect(cart.totals.discounts).toEqual([{ kind: "campaign", key: "acties/3-halen-1-betalen", label: "3 Halen 1 Betalen", amount: Math.min(...prices) }]);
  });

  it("4 gratis kussens: with an action mattress, four pillows free", async () => {
    const mattress = findVariant((p, v) => p.available && v.stock >= 2 && p.categories.includes("acties/4-gratis-kussens"));
    const pillow = findVariant((p, v) => p.available && v.stock >= 5 && p.type === "hoofdkussen");
    const shopper = new Shopper();
    await shopper.addOk(mattress.variant.id, 1);
    const line = (await shopper.addOk(pillow.variant.id, 5)).line!;
    const cart = await shopper.get();
    expect(cart.totals.discounts).toEqual([{ kind: "campaign", key: "acties/4-gratis-kussens", label: "4 Gratis Kussens", amount: line.price.price * 4 }]);
    expect(cart.totals.shipping_costs).toBe(0);
  });
});

describe("rate limit on code guessing", () => {
  it("after 10 attempts on one cart within 10 minutes: 429 with Retry-After, cart unchanged", async () => {
    const { shopper } = await shopperWith(3000);
    const before = await shopper.get();
    for (let i = 0; i < 10; i++) expect((await shopper.applyCode(`RADEN${i}`)).status).toBe(422);
    const r = await shopper.applyCode("WELKOM5");
    expect(r.status).toBe(429);
    expect(r.body.error).toEqual({ code: "rate_limited", message: "Te veel pogingen. Probeer het over een paar minuten opnieuw." });
    expect(Number(r.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await shopper.get()).toEqual(before);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM carts WHERE id = ?1").bind(shopper.cart).first("n");
    expect(row).toBe(1);
  });
});
