import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../app/lib/api/client";
import type { Cart, CartWriteResult } from "../../../app/lib/api/types/cart";
import { EMPTY_CART_STATE, createPageCart, skipsCartLoad } from "../../../app/lib/cart/page-cart";
import { CART_WRITE_FAILED } from "../../../app/lib/cart/messages";

function cartOf(quantity: number): Cart {
  return {
    quote_id: quantity > 0 ? "q1" : null,
    updated_at: null,
    found: quantity > 0,
    country_code: "NL",
    items: [],
    totals: {
      total_quantity: quantity,
      sub_total: 0,
      sub_total_old: 0,
      sub_total_diff: 0,
      discounts: [],
      discount_total: 0,
      shipping_costs: 0,
      payment_costs: 0,
      grand_total: 0,
      vat_included: 0,
      promo_progress: { threshold: 5000, remaining: 5000, percent: 0, text: "" },
    },
    shipping_method: null,
    applied_code: null,
    notices: [],
  };
}

const written = (quantity: number): CartWriteResult => ({ cart: cartOf(quantity), message: null, line: null });

/** A promise settled from the outside, to look at the page cart while a write is on its way. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const pageCartWith = (get: () => Promise<Cart>) => createPageCart(() => ({ get }));

describe("page cart", () => {
  it("starts from the server's snapshot itself, so hydration sees no change and re-renders nothing", () => {
    const pageCart = pageCartWith(async () => cartOf(0));
    expect(pageCart.getState()).toBe(EMPTY_CART_STATE);
  });

  it("tells nobody when what it loads changes nothing it shows, and keeps the same snapshot", async () => {
    const pageCart = pageCartWith(async () => cartOf(0));
    const listener = vi.fn();
    pageCart.subscribe(listener);
    pageCart.closeQuickBuy();
    const p = pageCart.optimistic(0);
    pageCart.rollback(p);
    expect(listener).not.toHaveBeenCalled();
    expect(pageCart.getState()).toBe(EMPTY_CART_STATE);
    await pageCart.load();
    // The loaded (empty) cart is news: a cart object where there was none.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pageCart.getState().count).toBe(0);
  });

  it("loads the counter from GET /v1/cart and tells its subscribers", async () => {
    const pageCart = pageCartWith(async () => cartOf(3));
    const seen: number[] = [];
    pageCart.subscribe(() => seen.push(pageCart.getState().count));
    await pageCart.load();
    expect(pageCart.getState().count).toBe(3);
    expect(seen).toEqual([3]);
  });

  it("a failed load is only logged: the counter stays 0 and nothing throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pageCart = pageCartWith(async () => {
      throw new ApiError(503, "unavailable", "down");
    });
    await expect(pageCart.load()).resolves.toBeUndefined();
    expect(pageCart.getState().count).toBe(0);
    expect(warn).toHaveBeenCalledWith("cart not loaded", expect.any(ApiError));
    warn.mockRestore();
  });

  it("a quick add moves the counter at once and settles on the server's cart", async () => {
    const pageCart = pageCartWith(async () => cartOf(1));
    await pageCart.load();
    const write = deferred<CartWriteResult>();
    const done = pageCart.quickAdd(7, 2, () => write.promise);
    expect(pageCart.getState().count).toBe(3);
    // The server clamps to what is in stock: the counter follows the server, not the request.
    write.resolve(written(2));
    const outcome = await done;
    expect(outcome.status).toBe("success");
    expect(pageCart.getState().count).toBe(2);
    expect(pageCart.getState().cart?.totals.total_quantity).toBe(2);
    expect(pageCart.getState().quickBuy?.status).toBe("success");
  });

  it("a failed quick add rolls the counter back, records the product id and shows the API's message", async () => {
    const pageCart = pageCartWith(async () => cartOf(1));
    await pageCart.load();
    const write = deferred<CartWriteResult>();
    const done = pageCart.quickAdd(42, 1, () => write.promise);
    expect(pageCart.getState().count).toBe(2);
    write.reject(new ApiError(422, "unavailable", "Dit product is niet meer leverbaar."));
    const outcome = await done;
    expect(outcome).toEqual({ status: "error", productId: 42, message: "Dit product is niet meer leverbaar." });
    expect(pageCart.getState().count).toBe(1);
    expect(pageCart.getState().failed).toEqual([42]);
    expect(pageCart.getState().quickBuy).toEqual(outcome);
  });

  it("a server error or network failure shows the general Dutch message, not an internal one", async () => {
    const pageCart = pageCartWith(async () => cartOf(0));
    const outcome = await pageCart.quickAdd(5, 1, async () => {
      throw new ApiError(500, "internal", "D1_ERROR: no such table");
    });
    expect(outcome).toMatchObject({ status: "error", message: CART_WRITE_FAILED });
    const offline = await pageCart.quickAdd(5, 1, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(offline).toMatchObject({ status: "error", message: CART_WRITE_FAILED });
    expect(pageCart.getState().failed).toEqual([5]);
    expect(pageCart.getState().count).toBe(0);
  });

  it("two writes on their way each count, and rolling back one keeps the other", () => {
    const pageCart = pageCartWith(async () => cartOf(0));
    const a = pageCart.optimistic(2);
    const b = pageCart.optimistic(1);
    expect(pageCart.getState().count).toBe(3);
    pageCart.rollback(a);
    expect(pageCart.getState().count).toBe(1);
    pageCart.commit(b, cartOf(1));
    expect(pageCart.getState().count).toBe(1);
    expect(pageCart.getState().failed).toEqual([]);
  });

  it("a negative change (quantity lowered on the cart page) never shows a negative counter", () => {
    const pageCart = pageCartWith(async () => cartOf(0));
    pageCart.set(cartOf(1));
    const p = pageCart.optimistic(-3);
    expect(pageCart.getState().count).toBe(0);
    pageCart.rollback(p);
    expect(pageCart.getState().count).toBe(1);
  });

  it("a read that started before a write cannot overwrite the write's answer", async () => {
    const read = deferred<Cart>();
    const pageCart = pageCartWith(() => read.promise);
    const loading = pageCart.load();
    await pageCart.quickAdd(9, 1, async () => written(1));
    read.resolve(cartOf(0));
    await loading;
    expect(pageCart.getState().count).toBe(1);
  });

  it("closing the quick-buy popup clears the outcome", async () => {
    const pageCart = pageCartWith(async () => cartOf(0));
    await pageCart.quickAdd(1, 1, async () => written(1));
    pageCart.closeQuickBuy();
    expect(pageCart.getState().quickBuy).toBeNull();
    expect(pageCart.getState().count).toBe(1);
  });

  it("is not loaded on the checkout status and thank-you pages (spec section 7)", () => {
    expect(skipsCartLoad("/checkout/status/12345/")).toBe(true);
    expect(skipsCartLoad("/checkout/thankyou")).toBe(true);
    expect(skipsCartLoad("/checkout/")).toBe(false);
    expect(skipsCartLoad("/cart/")).toBe(false);
    expect(skipsCartLoad("/")).toBe(false);
  });
});
