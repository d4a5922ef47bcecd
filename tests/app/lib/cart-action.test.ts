import { beforeAll, describe, expect, it } from "vitest";
import { CART_COOKIE } from "../../../app/lib/constants";
import { CART_MESSAGES } from "../../../app/lib/cart/messages";
import { codeRefusalMessage } from "../../../worker/domain/cart/messages";
import { findVariant, seedCart, Shopper } from "../../helpers/cart";
import { browserGet, browserPost, decodeHtml } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";

/**
 * The cart forms posted without JavaScript (app/lib/cart/action.server.ts through the product page and
 * cart page actions), through the real Worker: what the shopper sees and what the cart holds after.
 */
const postForm = (path: string, fields: Record<string, string>, cart: string | null) =>
  browserPost(path, fields, { ip: "192.0.2.71", cookie: cart ? `${CART_COOKIE}=${cart}` : undefined });

beforeAll(async () => {
  await seedD1();
  await seedCart();
});

/** A product whose first option is 'Maat' with at least two sizes in stock. */
function sized() {
  const first = findVariant((p, v) => p.available && p.options.length === 1 && p.options[0]!.code === "maat" && v.stock >= 5 && p.variants.filter((x) => x.stock >= 5).length >= 2);
  const other = first.product.variants.find((v) => v.id !== first.variant.id && v.stock >= 5)!;
  return { product: first.product, first: first.variant, other };
}

describe("product page form without JavaScript", () => {
  it("adds the size chosen with the option radios (not the preset item_id) and redirects to the cart with the cookie", async () => {
    const { product, first, other } = sized();
    const res = await postForm(`/${product.slug}.html`, { intent: "add", item_id: String(first.id), "optie-maat": String(other.option_value_ids[0]), quantity: "2" }, null);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/cart/");
    const cookie = /__Host-droomnest_cart=([0-9a-f]{64})/u.exec(res.headers.get("Set-Cookie") ?? "");
    expect(cookie).not.toBeNull();
    const shopper = new Shopper();
    shopper.cart = cookie![1]!;
    const cart = await shopper.get();
    expect(cart.items.map((l) => [l.variant_id, l.quantity])).toEqual([[other.id, 2]]);
  });

  it("a quantity of 0 is refused with the Dutch message and the page again (422); nothing is added", async () => {
    const { product, first } = sized();
    const res = await postForm(`/${product.slug}.html`, { intent: "add", item_id: String(first.id), quantity: "0" }, null);
    expect(res.status).toBe(422);
    expect(decodeHtml(await res.text())).toContain(CART_MESSAGES.quantity);
    expect(res.headers.get("Set-Cookie") ?? "").not.toContain(CART_COOKIE);
  });
});

describe("cart page forms without JavaScript", () => {
  it("renders the lines on the server: title, quantity select with its label, totals and the checkout button", async () => {
    const { product, first } = sized();
    const shopper = new Shopper();
    await shopper.addOk(first.id, 2);
    const res = await browserGet("/cart/", { cookie: `${CART_COOKIE}=${shopper.cart}` });
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain(product.title);
    expect(html).toMatch(/<select[^>]*name="quantity"/u);
    expect(html).toContain("Subtotaal");
    expect(html).toMatch(/<a[^>]*href="\/checkout\/"[^>]*>Bestellen<\/a>/u);
    expect(html).not.toContain("Je winkelwagen is leeg");
  });

  it("sets a quantity, refuses a bad one with its reason (cart unchanged), then removes the line", async () => {
    const { first } = sized();
    const shopper = new Shopper();
    await shopper.addOk(first.id, 1);
    const line = (await shopper.get()).items[0]!;

    const set = await postForm("/cart/", { intent: "quantity", id: line.id, quantity: "3" }, shopper.cart);
    expect(set.status).toBe(200);
    expect(await set.text()).toContain("Aantal aangepast");
    expect((await shopper.get()).items[0]!.quantity).toBe(3);

    const bad = await postForm("/cart/", { intent: "quantity", id: line.id, quantity: "drie" }, shopper.cart);
    expect(bad.status).toBe(422);
    expect(decodeHtml(await bad.text())).toContain(CART_MESSAGES.quantity);
    expect((await shopper.get()).items[0]!.quantity).toBe(3);

    const gone = await postForm("/cart/", { intent: "remove", id: line.id }, shopper.cart);
    expect(gone.status).toBe(200);
    const html = await gone.text();
    expect(html).toContain("Artikel verwijderd");
    expect(html).toContain("Je winkelwagen is leeg");
    expect((await shopper.get()).items).toEqual([]);
  });

  it("an unknown code is refused with its own Dutch reason; an unknown intent is a 400", async () => {
    const { first } = sized();
    const shopper = new Shopper();
    await shopper.addOk(first.id, 1);
    const code = await postForm("/cart/", { intent: "code", discount_code: "BESTAATNIET" }, shopper.cart);
    expect(code.status).toBeGreaterThanOrEqual(400);
    expect(code.status).toBeLessThan(500);
    expect(decodeHtml(await code.text())).toContain(codeRefusalMessage("unknown"));
    expect((await shopper.get()).applied_code).toBeNull();

    const odd = await postForm("/cart/", { intent: "leegmaken" }, shopper.cart);
    expect(odd.status).toBe(400);
    expect((await shopper.get()).items).toHaveLength(1);
  });
});
