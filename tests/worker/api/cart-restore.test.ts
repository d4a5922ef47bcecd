import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CartWriteResult } from "../../../app/lib/api/types/cart";
import { CART_RESTORE_TTL_S } from "../../../app/lib/constants";
import { setLogSink } from "../../../worker/http/log";
import { createRestoreLink, findRestoreLines } from "../../../worker/store/cart-restore-links";
import { Visitor } from "../../helpers/account";
import { findVariant, seedCart, Shopper } from "../../helpers/cart";
import { worker } from "../../helpers/http";
import { BE_VAT_NUMBER } from "../../helpers/orders";
import { BROWSER_UA } from "../../helpers/seed";

beforeAll(seedCart);

const nowS = () => Math.floor(Date.now() / 1000);
const plain = (skip: number) => findVariant((p, v) => p.available && v.stock >= 20 && p.type === "badtextiel" && !p.categories.includes("acties/3-halen-1-betalen"), skip);

function restore(shopper: Shopper, token: unknown) {
  return shopper.call<{ data: CartWriteResult; error?: { code: string; message: string } }>("POST", "/v1/cart/restore", { token });
}

/** The same call by a visitor with a whole cookie jar (session, cart and order cookies). */
function restoreAs(visitor: Visitor, token: string) {
  return visitor.call<CartWriteResult>("POST", "/v1/cart/restore", { token });
}

/** A browser's page GET with the visitor's cookies (the body read and dropped). */
async function pageGet(visitor: Visitor, path: string): Promise<Response> {
  const res = await worker(path, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html", Cookie: visitor.jar.header(), "CF-Connecting-IP": visitor.ip } });
  visitor.jar.store(res);
  await res.arrayBuffer();
  return res;
}

/** The reminder's link for a shopper's cart as it is now (what the Cron stores when it mails). */
async function linkFor(owner: Shopper, atS = nowS()): Promise<string> {
  const lines = (await owner.get()).items.map((l) => ({ variant_id: l.variant_id, custom: "", quantity: l.quantity }));
  return createRestoreLink(env.DB, lines, atS);
}

describe("POST /v1/cart/restore", () => {
  it("the token is opaque: not the cart id, nothing of it in the token, D1 keeps only its hash and the lines", async () => {
    const owner = new Shopper();
    await owner.addOk(plain(0).variant.id, 2);
    const token = await linkFor(owner);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(token).not.toBe(owner.cart);
    for (let i = 0; i + 8 <= owner.cart!.length; i += 8) expect(token.toLowerCase()).not.toContain(owner.cart!.slice(i, i + 8));
    const rows = (await env.DB.prepare("SELECT * FROM cart_restore_links").all<Record<string, unknown>>()).results;
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(owner.cart!);
    expect(await findRestoreLines(env.DB, token, nowS())).toEqual([{ variant_id: plain(0).variant.id, custom: "", quantity: 2 }]);
  });

  it("a visitor without a cart gets a NEW cart with the mailed lines at today's prices; unavailable lines are left out with a notice", async () => {
    const owner = new Shopper();
    const keep = plain(0);
    const gone = plain(1);
    await owner.addOk(keep.variant.id, 2);
    await owner.addOk(gone.variant.id, 1);
    const token = await linkFor(owner);
    const stock = await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(gone.variant.id).first<number>("stock");
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?1").bind(gone.variant.id).run();
    try {
      const visitor = new Shopper();
      const r = await restore(visitor, token);
      expect(r.status).toBe(200);
      expect(visitor.cart).toMatch(/^[0-9a-f]{64}$/u);
      expect(visitor.cart).not.toBe(owner.cart);
      const { cart, message } = r.body.data;
      expect(message).toBe("Je winkelwagen is teruggezet.");
      expect(cart.quote_id).toBe(visitor.cart);
      expect(cart.items.map((l) => [l.variant_id, l.quantity, l.notice])).toEqual([[keep.variant.id, 2, null]]);
      expect(cart.notices).toEqual([`${gone.product.title} is niet meer leverbaar en is niet teruggezet in je winkelwagen.`]);
      // The visitor's cart is its own: a change there leaves the mailed cart alone.
      await visitor.addOk(keep.variant.id, 1);
      expect((await owner.get()).items.find((l) => l.variant_id === keep.variant.id)?.quantity).toBe(2);
      expect(await env.DB.prepare("SELECT item_count FROM carts WHERE id = ?1").bind(visitor.cart).first("item_count")).toBe(3);
    } finally {
      await env.DB.prepare("UPDATE variants SET stock = ?2 WHERE id = ?1").bind(gone.variant.id, stock).run();
    }
  });

  it("a visitor who already has a cart gets the lines added to THAT cart (same cookie, own lines kept)", async () => {
    const owner = new Shopper();
    await owner.addOk(plain(4).variant.id, 2);
    await owner.addOk(plain(5).variant.id, 1);
    const token = await linkFor(owner);

    const visitor = new Shopper();
    await visitor.addOk(plain(6).variant.id, 1);
    await visitor.addOk(plain(4).variant.id, 1);
    const own = visitor.cart;
    const r = await restore(visitor, token);
    expect(r.status).toBe(200);
    expect(visitor.cart, "still the visitor's own cart").toBe(own);
    expect(r.body.data.cart.quote_id).toBe(own);
    const lines = (await visitor.get()).items.map((l) => [l.variant_id, l.quantity]).sort((a, b) => a[0]! - b[0]!);
    expect(lines).toEqual(
      [
        [plain(6).variant.id, 1],
        [plain(4).variant.id, 3],
        [plain(5).variant.id, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    // The mailed cart is untouched.
    expect((await owner.get()).items.map((l) => l.quantity)).toEqual([2, 1]);
  });

  it("no checkout details follow a link: the visitor's checkout stays empty of the owner's name, e-mail, address and phone", async () => {
    const owner = new Visitor();
    await owner.call("POST", "/v1/cart/item", { item_id: plain(7).variant.id, quantity: 1 });
    const email = `eigenaar-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    const step1 = await owner.call("POST", "/v1/checkout/customer", {
      details: { first_name: "Eigenaartje", last_name: "Geheimhouder", email, phone_number: "06 98765432", type: "company", company: "Slaapwel BV", vat_number: BE_VAT_NUMBER, coc_number: "12345678" },
      billing_address: { first_name: "Eigenaartje", last_name: "Geheimhouder", company: "Slaapwel BV", extension: "", zipcode: "1000", house_number: "77", street: "Verborgenstraat", city: "Brussel", country_code: "BE", sameDeliveryAddress: true },
      create_account: false,
    });
    expect(step1.status, JSON.stringify(step1.body)).toBe(200);
    const ownerCart = owner.jar.cookies.get("__Host-droomnest_cart")!;
    const lines = [{ variant_id: plain(7).variant.id, custom: "", quantity: 1 }];
    const token = await createRestoreLink(env.DB, lines, nowS());

    const visitor = new Visitor();
    const r = await restoreAs(visitor, token);
    expect(r.status).toBe(200);
    const visitorCart = visitor.jar.cookies.get("__Host-droomnest_cart");
    expect(visitorCart).toMatch(/^[0-9a-f]{64}$/u);
    expect(visitorCart).not.toBe(ownerCart);
    const checkout = await visitor.call("GET", "/v1/checkout");
    const seen = JSON.stringify([r.body, checkout.body]);
    for (const secret of ["Eigenaartje", "Geheimhouder", email, "98765432", "Verborgenstraat", BE_VAT_NUMBER, ownerCart]) expect(seen).not.toContain(secret);
  });

  it.each([
    ["expired", async (owner: Shopper) => linkFor(owner, nowS() - CART_RESTORE_TTL_S - 1)],
    ["just expired", async (owner: Shopper) => linkFor(owner, nowS() - CART_RESTORE_TTL_S)],
    ["unknown (never issued)", async () => "A".repeat(43)],
    ["the mailed cart's id itself", async (owner: Shopper) => owner.cart!],
    ["a valid token with one character changed", async (owner: Shopper) => {
      const t = await linkFor(owner);
      return `${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`;
    }],
    ["garbled", async () => "x".repeat(40)],
  ])("a token that is %s: 404 with a friendly message, no cookie, the visitor's own cart untouched", async (_label, make) => {
    const owner = new Shopper();
    await owner.addOk(plain(2).variant.id, 1);
    const visitor = new Shopper();
    await visitor.addOk(plain(3).variant.id, 1);
    const own = visitor.cart;
    const r = await restore(visitor, await make(owner));
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual({ code: "restore_invalid", message: "Deze link is verlopen of ongeldig." });
    expect(visitor.lastSetCookie).toBeNull();
    expect(visitor.cart).toBe(own);
    expect((await visitor.get()).items.map((l) => l.variant_id)).toEqual([plain(3).variant.id]);
  });

  it("a token of the wrong shape: 422", async () => {
    expect((await restore(new Shopper(), "kort")).status).toBe(422);
    expect((await restore(new Shopper(), 42)).status).toBe(422);
  });

  it("log lines of restore and checkout requests hold neither the token, a cart id nor an e-mail address", async () => {
    const owner = new Visitor();
    await owner.call("POST", "/v1/cart/item", { item_id: plain(8).variant.id, quantity: 1 });
    const ownerCart = owner.jar.cookies.get("__Host-droomnest_cart")!;
    const email = `logtest-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
    const token = await createRestoreLink(env.DB, [{ variant_id: plain(8).variant.id, custom: "", quantity: 1 }], nowS());

    const lines: string[] = [];
    const restoreSink = setLogSink((l) => lines.push(l));
    try {
      const visitor = new Visitor();
      await visitor.call("POST", "/v1/abandon/email", { email });
      expect((await restoreAs(visitor, token)).status).toBe(200);
      const page = await pageGet(visitor, `/cart/restore/${token}?email=${encodeURIComponent(email)}&token=${token}`);
      expect(page.status).toBe(303);
      await visitor.call("POST", "/v1/checkout/customer", {
        details: { first_name: "Log", last_name: "Test", email, phone_number: "06 12345678", type: "private" },
        billing_address: { first_name: "Log", last_name: "Test", company: "", extension: "", zipcode: "3511 AB", house_number: "10", street: "Oudegracht", city: "Utrecht", country_code: "NL", sameDeliveryAddress: true },
        create_account: false,
      });
      await visitor.call("GET", `/v1/checkout?cart=${ownerCart}`);
      await pageGet(visitor, `/checkout/${email}/${ownerCart}/`);
      await pageGet(visitor, `/checkout/address-details/?email=${encodeURIComponent(email)}&cart=${ownerCart}`);
      const visitorCart = visitor.jar.cookies.get("__Host-droomnest_cart")!;
      expect(lines.length).toBeGreaterThan(3);
      const all = lines.join("\n");
      expect(all).toContain("/cart/restore/<redacted>");
      for (const secret of [token, ownerCart, visitorCart, email, encodeURIComponent(email)]) expect(all, secret).not.toContain(secret);
    } finally {
      restoreSink();
    }
  });
});
