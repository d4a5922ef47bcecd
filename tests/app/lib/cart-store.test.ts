import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../app/lib/api/client";
import type { Cart, CartWriteResult } from "../../../app/lib/api/types/cart";
import { CART_WRITE_FAILED, EMPTY_CART_STATE, createCartStore, skipsCartLoad } from "../../../app/lib/cart/page-cart";

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

/** A promise settled from the outside, to look at the store while a write is on its way. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const storeWith = (get: () => Promise<Cart>) => createCartStore(() => ({ get }));

describe("cart store", () => {
  it("starts from the server's snapshot itself, so hydration sees no change and re-renders nothing", () => {
    const store = storeWith(async () => cartOf(0));
    expect(store.getState()).toBe(EMPTY_CART_STATE);
  });

  it("tells nobody when what it loads changes nothing it shows, and keeps the same snapshot", async () => {
    const store = storeWith(async () => cartOf(0));
    const listener = vi.fn();
    store.subscribe(listener);
    store.closeQuickBuy();
    const p = store.optimistic(0);
    store.rollback(p);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toBe(EMPTY_CART_STATE);
    await store.load();
    // The loaded (empty) cart is news: a cart object where there was none.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().count).toBe(0);
  });

  it("loads the counter from GET /v1/cart and tells its subscribers", async () => {
    const store = storeWith(async () => cartOf(3));
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().count));
    await store.load();
    expect(store.getState().count).toBe(3);
    expect(seen).toEqual([3]);
  });

  it("a failed load is only logged: the counter stays 0 and nothing throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = storeWith(async () => {
      throw new ApiError(503, "unavailable", "down");
    });
    await expect(store.load()).resolves.toBeUndefined();
    expect(store.getState().count).toBe(0);
    expect(warn).toHaveBeenCalledWith("cart not loaded", expect.any(ApiError));
    warn.mockRestore();
  });

  it("a quick add moves the counter at once and settles on the server's cart", async () => {
    const store = storeWith(async () => cartOf(1));
    await store.load();
    const write = deferred<CartWriteResult>();
    const done = store.quickAdd(7, 2, () => write.promise);
    expect(store.getState().count).toBe(3);
    // The server clamps to what is in stock: the counter follows the server, not the request.
    write.resolve(written(2));
    const outcome = await done;
    expect(outcome.status).toBe("success");
    expect(store.getState().count).toBe(2);
    expect(store.getState().cart?.totals.total_quantity).toBe(2);
    expect(store.getState().quickBuy?.status).toBe("success");
  });

  it("a failed quick add rolls the counter back, records the product id and shows the API's message", async () => {
    const store = storeWith(async () => cartOf(1));
    await store.load();
    const write = deferred<CartWriteResult>();
    const done = store.quickAdd(42, 1, () => write.promise);
    expect(store.getState().count).toBe(2);
    write.reject(new ApiError(422, "unavailable", "Dit product is niet meer leverbaar."));
    const outcome = await done;
    expect(outcome).toEqual({ status: "error", productId: 42, message: "Dit product is niet meer leverbaar." });
    expect(store.getState().count).toBe(1);
    expect(store.getState().failed).toEqual([42]);
    expect(store.getState().quickBuy).toEqual(outcome);
  });

  it("a server error or network failure shows the general Dutch message, not an internal one", async () => {
    const store = storeWith(async () => cartOf(0));
    const outcome = await store.quickAdd(5, 1, async () => {
      throw new ApiError(500, "internal", "D1_ERROR: no such table");
    });
    expect(outcome).toMatchObject({ status: "error", message: CART_WRITE_FAILED });
    const offline = await store.quickAdd(5, 1, async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(offline).toMatchObject({ status: "error", message: CART_WRITE_FAILED });
    expect(store.getState().failed).toEqual([5]);
    expect(store.getState().count).toBe(0);
  });

  it("two writes on their way each count, and rolling back one keeps the other", () => {
    const store = storeWith(async () => cartOf(0));
    const a = store.optimistic(2);
    const b = store.optimistic(1);
    expect(store.getState().count).toBe(3);
    store.rollback(a);
    expect(store.getState().count).toBe(1);
    store.commit(b, cartOf(1));
    expect(store.getState().count).toBe(1);
    expect(store.getState().failed).toEqual([]);
  });

  it("a negative change (quantity lowered on the cart page) never shows a negative counter", () => {
    const store = storeWith(async () => cartOf(0));
    store.set(cartOf(1));
    const p = store.optimistic(-3);
    expect(store.getState().count).toBe(0);
    store.rollback(p);
    expect(store.getState().count).toBe(1);
  });

  it("a read that started before a write cannot overwrite the write's answer", async () => {
    const read = deferred<Cart>();
    const store = storeWith(() => read.promise);
    const loading = store.load();
    await store.quickAdd(9, 1, async () => written(1));
    read.resolve(cartOf(0));
    await loading;
    expect(store.getState().count).toBe(1);
  });

  it("closing the quick-buy popup clears the outcome", async () => {
    const store = storeWith(async () => cartOf(0));
    await store.quickAdd(1, 1, async () => written(1));
    store.closeQuickBuy();
    expect(store.getState().quickBuy).toBeNull();
    expect(store.getState().count).toBe(1);
  });

  it("is not loaded on the checkout status and thank-you pages (spec section 7)", () => {
    expect(skipsCartLoad("/checkout/status/12345/")).toBe(true);
    expect(skipsCartLoad("/checkout/thankyou")).toBe(true);
    expect(skipsCartLoad("/checkout/")).toBe(false);
    expect(skipsCartLoad("/cart/")).toBe(false);
    expect(skipsCartLoad("/")).toBe(false);
  });
});
