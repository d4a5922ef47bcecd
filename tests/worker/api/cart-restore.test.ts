import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CartWriteResult } from "../../../app/lib/api/types/cart";
import { CART_RESTORE_TTL_S } from "../../../app/lib/constants";
import { signRestoreToken } from "../../../worker/domain/cart/restore-token";
import { findVariant, seedCart, Shopper } from "../../helpers/cart";

beforeAll(seedCart);

const nowS = () => Math.floor(Date.now() / 1000);
const plain = (skip: number) => findVariant((p, v) => p.available && v.stock >= 20 && p.type === "badtextiel" && !p.categories.includes("acties/3-halen-1-betalen"), skip);

function restore(shopper: Shopper, token: unknown) {
  return shopper.call<{ data: CartWriteResult; error?: { code: string; message: string } }>("POST", "/v1/cart/restore", { token });
}

describe("POST /v1/cart/restore", () => {
  it("a valid token rebuilds the cart as a NEW cart at today's prices; unavailable lines are left out with a notice", async () => {
    const owner = new Shopper();
    const keep = plain(0);
    const gone = plain(1);
    await owner.addOk(keep.variant.id, 2);
    await owner.addOk(gone.variant.id, 1);
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?1").bind(gone.variant.id).run();
    const token = await signRestoreToken(env.CART_RESTORE_SECRET, owner.cart!, nowS());

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
    // The visitor's new cart is its own: a change there leaves the original alone.
    await visitor.addOk(keep.variant.id, 1);
    expect((await owner.get()).items.find((l) => l.variant_id === keep.variant.id)?.quantity).toBe(2);
    expect(await env.DB.prepare("SELECT item_count FROM carts WHERE id = ?1").bind(visitor.cart).first("item_count")).toBe(3);
  });

  it.each([
    ["expired", async (cart: string) => signRestoreToken(env.CART_RESTORE_SECRET, cart, nowS() - CART_RESTORE_TTL_S - 1)],
    ["forged (another secret)", async (cart: string) => signRestoreToken("not-the-secret", cart, nowS())],
    ["for a cart that never existed", async () => signRestoreToken(env.CART_RESTORE_SECRET, env.CART.newUniqueId().toString(), nowS())],
    ["for an id that is no cart of ours", async () => signRestoreToken(env.CART_RESTORE_SECRET, "ab".repeat(32), nowS())],
    ["garbled", async () => "x".repeat(40)],
  ])("a token that is %s: 404 with a friendly message, no cookie, the visitor's own cart untouched", async (_label, make) => {
    const owner = new Shopper();
    await owner.addOk(plain(2).variant.id, 1);
    const visitor = new Shopper();
    await visitor.addOk(plain(3).variant.id, 1);
    const own = visitor.cart;
    const r = await restore(visitor, await make(owner.cart!));
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
});
