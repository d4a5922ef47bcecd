import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SHIPPING_COSTS } from "../../../app/kernel/shipping";
import { CART_COOKIE, CART_MAX_LINE_QUANTITY, SESSION_COOKIE } from "../../../app/lib/constants";
import { sha256Hex } from "../../../worker/store/sessions";
import { insertSession } from "../../helpers/seed";
import { findVariant, catalogPrice, seedCart, Shopper } from "../../helpers/cart";
import { worker } from "../../helpers/http";

beforeAll(seedCart);

const cheap = () => findVariant((p, v) => p.available && v.stock >= 20 && p.type === "kussensloop");
const lowStock = () => findVariant((p, v) => p.available && v.stock > 0 && v.stock < 5 && p.type !== "matras" && p.type !== "boxspring");
const soldOut = () => findVariant((p, v) => p.available && v.stock === 0);
const unavailableProduct = () => findVariant((p) => !p.available);

describe("GET /v1/cart", () => {
  it("without a cookie answers the empty cart, found:false, and sets no cookie", async () => {
    const res = await worker("/v1/cart");
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ quote_id: null, found: false, items: [], applied_code: null, country_code: "NL", notices: [] });
    expect(data.totals).toMatchObject({ total_quantity: 0, sub_total: 0, grand_total: 0, shipping_costs: 0, discounts: [] });
  });

  it.each([["garbage", "abc"], ["upper-case hex", "A".repeat(64)], ["not ours", "0".repeat(64)], ["encoded garbage", "%E0%A4%A"]])(
    "with a cookie that is no cart of ours (%s): the empty cart, not a 500",
    async (_label, value) => {
      const res = await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${value}` } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: { found: boolean } }).data.found).toBe(false);
    },
  );

  it("a read of a cart id that was never written creates nothing", async () => {
    const id = env.CART.newUniqueId().toString();
    const res = await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${id}` } });
    expect(((await res.json()) as { data: { found: boolean; quote_id: null } }).data).toMatchObject({ found: false, quote_id: null });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM carts WHERE id = ?1").bind(id).first("n")).toBe(0);
  });
});

describe("POST /v1/cart/item", () => {
  it("the first add creates the cart and sets the __Host- cookie (HttpOnly, Secure, SameSite=Lax, 30 days)", async () => {
    const { product, variant } = cheap();
    const shopper = new Shopper();
    const r = await shopper.add(variant.id, 2);
    expect(r.status).toBe(200);
    expect(shopper.lastSetCookie).toMatch(new RegExp(`^${CART_COOKIE}=[0-9a-f]{64}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`, "u"));
    const { cart, line, message } = r.body.data;
    expect(message).toBeNull();
    expect(cart).toMatchObject({ quote_id: shopper.cart, found: true });
    const price = await catalogPrice(product.id, variant.id);
    expect(line).toMatchObject({
      item_id: variant.id,
      variant_id: variant.id,
      product_id: product.id,
      sku: variant.sku,
      name: product.title,
      url: `/${product.slug}.html`,
      quantity: 2,
      available: true,
      stock: variant.stock,
      parent: { id: product.id, title: product.title },
      price: { price: price.price, price_old: price.price_old, row_total: price.price * 2 },
      notice: null,
    });
    expect(line!.title.startsWith(product.title)).toBe(true);
    expect(line!.options.length).toBe(product.options.length);
    expect(line!.categories.length).toBeGreaterThan(0);
    expect(cart.totals).toMatchObject({ total_quantity: 2, sub_total: price.price * 2 });
    const row = await env.DB.prepare("SELECT item_count, grand_total FROM carts WHERE id = ?1").bind(shopper.cart).first();
    expect(row).toEqual({ item_count: 2, grand_total: cart.totals.grand_total });
  });

  it("a logged-in shopper's cart is registered with their customer id, an anonymous one without", async () => {
    const { variant } = cheap();
    const token = await insertSession({ firstName: "Fleur" });
    const customer = await env.DB.prepare("SELECT customer_id FROM sessions WHERE id = ?1").bind(await sha256Hex(token)).first<number>("customer_id");
    const member = new Shopper();
    await member.call("POST", "/v1/cart/item", { item_id: variant.id, quantity: 1 }, { Cookie: `${SESSION_COOKIE}=${token}` });
    const guest = new Shopper();
    await guest.addOk(variant.id, 1);
    const owner = (id: string | null) => env.DB.prepare("SELECT customer_id FROM carts WHERE id = ?1").bind(id).first("customer_id");
    expect(customer).toBeGreaterThan(0);
    expect(await owner(member.cart)).toBe(customer);
    expect(await owner(guest.cart)).toBeNull();
  });

  it("adding the same variant again increases its line", async () => {
    const { variant } = cheap();
    const shopper = new Shopper();
    const first = await shopper.addOk(variant.id, 1);
    const second = await shopper.addOk(variant.id, 2);
    expect(second.cart.items).toHaveLength(1);
    expect(second.line).toMatchObject({ id: first.line!.id, quantity: 3 });
  });

  it("a price in the payload is ignored: the server's price counts", async () => {
    const { product, variant } = cheap();
    const shopper = new Shopper();
    const r = await shopper.add(variant.id, 1, { price: 1, special_price_incl: 1, row_total: 1 });
    expect(r.status).toBe(200);
    expect(r.body.data.line!.price.price).toBe((await catalogPrice(product.id, variant.id)).price);
    expect(r.body.data.cart.totals.sub_total).toBeGreaterThan(1);
  });

  it("more than the stock keeps the stock and says how many are left", async () => {
    const { variant } = lowStock();
    const shopper = new Shopper();
    const r = await shopper.add(variant.id, 8);
    expect(r.status).toBe(200);
    expect(r.body.data.line!.quantity).toBe(variant.stock);
    expect(r.body.data.message).toBe(`Er zijn nog maar ${variant.stock} op voorraad`);
  });

  it("more than the per-line maximum keeps the maximum", async () => {
    const { variant } = cheap();
    const shopper = new Shopper();
    await shopper.addOk(variant.id, 6);
    const r = await shopper.addOk(variant.id, 6);
    expect(r.line!.quantity).toBe(CART_MAX_LINE_QUANTITY);
    expect(r.message).toBe(`Je kunt hooguit ${CART_MAX_LINE_QUANTITY} stuks per artikel bestellen.`);
  });

  it.each([
    ["a sold-out variant", () => soldOut().variant.id],
    ["a variant of an unavailable product", () => unavailableProduct().variant.id],
  ])("%s cannot be added: 422 with a Dutch reason and no cart", async (_label, id) => {
    const shopper = new Shopper();
    const r = await shopper.add(id(), 1);
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ code: "item_unavailable", message: "Dit artikel is niet leverbaar" });
    expect(shopper.cart).toBeNull();
  });

  it("an unknown item_id is a 404", async () => {
    const r = await new Shopper().add(99_999_999, 1);
    expect(r.status).toBe(404);
    expect(r.body.error?.code).toBe("item_not_found");
  });

  it.each([
    ["quantity 0", { item_id: 1, quantity: 0 }],
    ["negative quantity", { item_id: 1, quantity: -3 }],
    ["absurd quantity", { item_id: 1, quantity: 1e9 }],
    ["fractional quantity", { item_id: 1, quantity: 1.5 }],
    ["item_id text", { item_id: "matras", quantity: 1 }],
    ["no item_id", { quantity: 1 }],
  ])("wrong shape (%s): 422 with a Dutch message, cart unchanged", async (_label, payload) => {
    const { variant } = cheap();
    const shopper = new Shopper();
    const before = (await shopper.addOk(variant.id, 1)).cart;
    const r = await shopper.call<{ error: { code: string; message: string } }>("POST", "/v1/cart/item", payload);
    expect(r.status).toBe(422);
    expect(r.body.error.message).toMatch(/[a-z]/u);
    const after = await shopper.get();
    expect(after.items).toEqual(before.items);
    expect(after.totals).toEqual(before.totals);
  });

  it("malformed JSON: 400 in the error shape", async () => {
    const r = await new Shopper().call<{ error: { code: string } }>("POST", "/v1/cart/item", "{ item_id: ");
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("bad_request");
  });

  it("a non-JSON write is refused by the CSRF rule", async () => {
    const res = await worker("/v1/cart/item", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "item_id=1" });
    expect(res.status).toBe(403);
  });
});

describe("PUT and DELETE /v1/cart/item", () => {
  it("PUT sets the quantity, clamps to stock, 0 removes the line", async () => {
    const { variant } = cheap();
    const low = lowStock().variant;
    const shopper = new Shopper();
    const line = (await shopper.addOk(variant.id, 1)).line!;
    const lowLine = (await shopper.addOk(low.id, 1)).line!;
    const set = await shopper.setQuantity(line.id, 4);
    expect(set.status).toBe(200);
    expect(set.body.data.line).toMatchObject({ id: line.id, quantity: 4 });
    const clamped = await shopper.setQuantity(lowLine.id, 9);
    expect(clamped.body.data.line!.quantity).toBe(low.stock);
    expect(clamped.body.data.message).toBe(`Er zijn nog maar ${low.stock} op voorraad`);
    const removed = await shopper.setQuantity(line.id, 0);
    expect(removed.status).toBe(200);
    expect(removed.body.data.cart.items.map((l) => l.id)).toEqual([lowLine.id]);
  });

  it("PUT of an unknown line: 404, and 422 for a negative quantity; cart unchanged", async () => {
    const { variant } = cheap();
    const shopper = new Shopper();
    const before = await shopper.addOk(variant.id, 2);
    expect((await shopper.setQuantity("nope", 1)).status).toBe(404);
    expect((await shopper.setQuantity(before.line!.id, -1)).status).toBe(422);
    expect((await shopper.get()).items).toEqual(before.cart.items);
  });

  it("DELETE removes a line by ?id= and by JSON body; a second delete is a 404", async () => {
    const a = cheap().variant;
    const b = findVariant((p, v) => p.available && v.stock >= 20 && p.type === "kussensloop" && v.id !== a.id).variant;
    const shopper = new Shopper();
    const la = (await shopper.addOk(a.id, 1)).line!;
    const lb = (await shopper.addOk(b.id, 1)).line!;
    const byQuery = await shopper.call<{ data: { cart: { items: { id: string }[] } } }>("DELETE", `/v1/cart/item?id=${la.id}`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.data.cart.items.map((l) => l.id)).toEqual([lb.id]);
    const byBody = await shopper.call<{ data: { cart: { items: unknown[] } } }>("DELETE", "/v1/cart/item", { id: lb.id });
    expect(byBody.body.data.cart.items).toEqual([]);
    expect((await shopper.call("DELETE", `/v1/cart/item?id=${la.id}`)).status).toBe(404);
    expect((await shopper.call("DELETE", "/v1/cart/item")).status).toBe(422);
  });
});

describe("consistency and isolation", () => {
  it("200 concurrent adds on one cart lose nothing", async () => {
    const variants = Array.from({ length: 20 }, (_, i) => findVariant((p, v) => p.available && v.stock >= 10 && p.type === "dekbedovertrek", i).variant);
    const shopper = new Shopper();
    await shopper.addOk(variants[0]!.id, 1);
    const adds = [];
    for (let i = 1; i < 200; i++) adds.push(shopper.add(variants[i % 20]!.id, 1));
    const results = await Promise.all(adds);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const cart = await shopper.get();
    expect(cart.items).toHaveLength(20);
    expect(cart.items.every((l) => l.quantity === 10)).toBe(true);
    expect(cart.totals.total_quantity).toBe(200);
  }, 60_000);

  it("two shoppers never see each other's cart", async () => {
    const anna = new Shopper();
    const bram = new Shopper();
    const { variant } = cheap();
    const other = lowStock().variant;
    await anna.addOk(variant.id, 3);
    await bram.addOk(other.id, 1);
    expect(anna.cart).not.toBe(bram.cart);
    expect((await anna.get()).items.map((l) => [l.variant_id, l.quantity])).toEqual([[variant.id, 3]]);
    expect((await bram.get()).items.map((l) => [l.variant_id, l.quantity])).toEqual([[other.id, 1]]);
  });

  it("a price change in D1 shows in the cart with a notice; a sold-out line stays with a notice, out of the totals", async () => {
    const { product, variant } = findVariant((p, v) => p.available && v.stock >= 20 && p.type === "kussensloop", 3);
    const other = findVariant((p, v) => p.available && v.stock >= 20 && p.type === "badtextiel" && !p.categories.includes("acties/3-halen-1-betalen"));
    const shopper = new Shopper();
    const before = (await shopper.addOk(variant.id, 1)).line!.price.price;
    await shopper.addOk(other.variant.id, 1);
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare("INSERT INTO price_history (product_id, valid_from, price) VALUES (?1, ?2, ?3) ON CONFLICT DO UPDATE SET price = excluded.price")
      .bind(product.id, today, before - variant.price_delta + 700)
      .run();
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?1").bind(other.variant.id).run();
    const cart = await shopper.get();
    const line = cart.items.find((l) => l.variant_id === variant.id)!;
    expect(line.price.price).toBe(before + 700);
    const euro = (c: number) => `€ ${Math.floor(c / 100)},${String(c % 100).padStart(2, "0")}`;
    expect(line.notice).toBe(`De prijs van dit artikel is gewijzigd van ${euro(before)} naar ${euro(before + 700)}`);
    const gone = cart.items.find((l) => l.variant_id === other.variant.id)!;
    expect(gone).toMatchObject({ available: false, notice: "Dit artikel is niet meer leverbaar" });
    expect(cart.totals.sub_total).toBe(before + 700);
    expect(cart.totals.total_quantity).toBe(1);
    expect(cart.totals.shipping_costs).toBe(before + 700 >= 5000 ? 0 : SHIPPING_COSTS.NL);
  });
});
