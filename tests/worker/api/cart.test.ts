import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CART_COOKIE } from "../../../worker/api/cart";
import type { CartLine, CartObject } from "../../../worker/store/cart-object";
import { worker } from "../../helpers/http";

const EMPTY = { data: { quote_id: null, found: false, items: [], totals: { total_quantity: 0 } } };

describe("GET /v1/cart", () => {
  it("without a cart cookie -> an empty cart", async () => {
    const res = await worker("/v1/cart");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(EMPTY);
  });

  it.each([
    ["garbage", "abc"],
    ["empty", ""],
    ["upper-case hex", "A".repeat(64)],
    ["63 characters", "a".repeat(63)],
    ["65 characters", "a".repeat(65)],
    ["not hex", "g".repeat(64)],
    ["encoded garbage", "%E0%A4%A"],
    ["64 hex characters that are no cart id", "0".repeat(64)],
    ["64 hex characters that are no cart id (2)", "ab".repeat(32)],
  ])("with a malformed cart cookie (%s) -> an empty cart, not 500", async (_label, value) => {
    const res = await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${value}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(EMPTY);
  });

  it("with the id of a new cart -> found, no lines", async () => {
    const id = env.CART.newUniqueId().toString();
    const res = await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${id}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { quote_id: id, found: true, items: [], totals: { total_quantity: 0 } } });
  });

  it("with a cart that has lines -> the lines and their total quantity", async () => {
    const id = env.CART.newUniqueId();
    const lines: CartLine[] = [
      { item_id: 101, quantity: 2 },
      { item_id: 205, quantity: 1 },
    ];
    await runInDurableObject(env.CART.get(id), async (_instance: CartObject, state) => {
      await state.storage.put("lines", lines);
    });
    const res = await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${id.toString()}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { quote_id: id.toString(), found: true, items: lines, totals: { total_quantity: 3 } } });
  });
});
