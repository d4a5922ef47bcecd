/**
 * The page cart, the browser's one copy of the cart: the header counter, the product page, quick buy and the cart page all read
 * and write the cart through it, so every change made in the page shows everywhere at once.
 *
 * - load(): GET /v1/cart on start (not on the checkout status and thank-you pages); a failure is only
 *   logged (spec section 8, "Cart load failure").
 * - Writes are optimistic: the counter moves at once by the requested quantity, and settles on the cart
 *   the server answers, or rolls back when the write fails; the product id of a failed quick add is
 *   recorded (spec section 4, "Quick add").
 * - The quick-buy popup shows the outcome of the last quick add.
 *
 * Plain TypeScript with an injectable client, so it is unit-tested without a browser.
 */
import { useSyncExternalStore } from "react";
import { ApiError, browserApi } from "../api/client";
import type { Cart, CartLine, CartWriteResult } from "../api/types/cart";
import { CART_WRITE_FAILED } from "./messages";

/** What the quick-buy popup shows after a quick add (spec section 4: success or error, then the popup). */
export type QuickBuyOutcome =
  | { status: "success"; line: CartLine | null; cart: Cart; message: string | null }
  | { status: "error"; productId: number; message: string };

export interface CartState {
  /** The cart as the server last answered it; null until loaded or written. */
  cart: Cart | null;
  /** Items in the cart including writes still on their way (what the header counter shows). */
  count: number;
  /** Product ids whose quick add failed (spec section 4). */
  failed: readonly number[];
  quickBuy: QuickBuyOutcome | null;
}

export interface PageCartClient {
  get(): Promise<Cart>;
}

/** A write on its way: how far it moved the counter. */
export interface Pending {
  readonly id: number;
  readonly delta: number;
}

/** Paths on which the cart is not loaded on start (spec section 7). */
export function skipsCartLoad(pathname: string): boolean {
  return pathname.startsWith("/checkout/status") || pathname.startsWith("/checkout/thankyou");
}

/**
 * The state before anything is loaded or written: the server's snapshot too. The page cart starts
 * from this very object, so hydration finds the snapshot unchanged; a different (if equal) object made
 * React re-render every subscriber synchronously right after hydration, hydrating the rest of the page
 * in the same long task (docs/decisions/024, third pass).
 */
export const EMPTY_CART_STATE: CartState = Object.freeze({ cart: null, count: 0, failed: Object.freeze([]), quickBuy: null });

export function createPageCart(client: () => PageCartClient) {
  let cart: Cart | null = null;
  let pending: Pending[] = [];
  let failed: readonly number[] = EMPTY_CART_STATE.failed;
  let quickBuy: QuickBuyOutcome | null = null;
  let state: CartState = EMPTY_CART_STATE;
  /** Bumped by every write, so a read that started before a write cannot overwrite its answer. */
  let version = 0;
  let nextId = 1;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function emit() {
    const base = cart?.totals.total_quantity ?? 0;
    const count = Math.max(0, base + pending.reduce((n, p) => n + p.delta, 0));
    // Nothing changed (e.g. an empty cart loaded over the empty state): same snapshot, no re-render.
    if (state.cart === cart && state.count === count && state.failed === failed && state.quickBuy === quickBuy) return;
    state = { cart, count, failed, quickBuy };
    for (const l of listeners) l();
  }

  const pageCart = {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: (): CartState => state,

    /** GET /v1/cart once (later calls share the first); a failure is logged only. */
    load(): Promise<void> {
      if (loading) return loading;
      const started = version;
      loading = client()
        .get()
        .then((c) => {
          if (version === started) {
            cart = c;
            emit();
          }
        })
        .catch((err: unknown) => {
          console.warn("cart not loaded", err);
          loading = null;
        });
      return loading;
    },

    /** The cart the server answered (a loader, an action, a write): it replaces what the page cart knew. */
    set(next: Cart): void {
      version++;
      cart = next;
      emit();
    },

    /** Moves the counter at once by `delta` items; settle with commit() or rollback(). */
    optimistic(delta: number): Pending {
      version++;
      const p = { id: nextId++, delta };
      pending = [...pending, p];
      emit();
      return p;
    },

    commit(p: Pending, next: Cart | null): void {
      version++;
      pending = pending.filter((x) => x.id !== p.id);
      if (next) cart = next;
      emit();
    },

    /** Undoes an optimistic change; a failed quick add records its product id. */
    rollback(p: Pending, failedProductId?: number): void {
      pending = pending.filter((x) => x.id !== p.id);
      if (failedProductId !== undefined && !failed.includes(failedProductId)) failed = [...failed, failedProductId];
      emit();
    },

    /**
     * A quick add (tile, quick view, product page once hydrated): optimistic, then settled; either way
     * the quick-buy popup opens with the outcome. Resolves to the outcome, never rejects.
     */
    async quickAdd(productId: number, quantity: number, write: () => Promise<CartWriteResult>): Promise<QuickBuyOutcome> {
      const p = pageCart.optimistic(quantity);
      try {
        const result = await write();
        pageCart.commit(p, result.cart);
        return pageCart.showQuickBuy({ status: "success", line: result.line, cart: result.cart, message: result.message });
      } catch (err) {
        pageCart.rollback(p, productId);
        return pageCart.showQuickBuy({ status: "error", productId, message: messageOf(err) });
      }
    },

    showQuickBuy(outcome: QuickBuyOutcome): QuickBuyOutcome {
      quickBuy = outcome;
      emit();
      return outcome;
    },

    closeQuickBuy(): void {
      if (!quickBuy) return;
      quickBuy = null;
      emit();
    },
  };
  return pageCart;
}

export type PageCart = ReturnType<typeof createPageCart>;

/** The Dutch message of a failed write: the API's own (ApiError) or the general one. */
export function messageOf(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : CART_WRITE_FAILED;
}

/** The browser's page cart (one per page). */
export const pageCart = createPageCart(() => browserApi.cart);

/** The counter, following every change; 0 on the server and during hydration. Its readers (the header) re-render when the count changes, not on every cart change. */
export function useCartCount(): number {
  return useSyncExternalStore(pageCart.subscribe, () => pageCart.getState().count, () => 0);
}

/** Only the quick-buy outcome (the popup host). */
export function useQuickBuy(): QuickBuyOutcome | null {
  return useSyncExternalStore(pageCart.subscribe, () => pageCart.getState().quickBuy, () => null);
}
