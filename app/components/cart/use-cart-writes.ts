import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CartActionResult } from "../../lib/cart/action.server";
import { pageCart, type Pending } from "../../lib/cart/page-cart";

/** The cart page's one fetcher: every control posts through it, so the newest write is the one shown. */
export const CART_FETCHER_KEY = "cart";

/**
 * The cart page's writes: one fetcher for all its forms, the header counter moved at once by the change
 * a form asks for (begin), settled on the cart the action answers or rolled back when it is refused.
 */
export function useCartWrites() {
  const fetcher = useFetcher<CartActionResult>({ key: CART_FETCHER_KEY });
  const pending = useRef<Pending | null>(null);

  const begin = useCallback((delta: number) => {
    // A newer write replaces one still on its way (the fetcher cancels it): its change no longer counts.
    if (pending.current) pageCart.rollback(pending.current);
    pending.current = delta === 0 ? null : pageCart.optimistic(delta);
  }, []);

  // Settle as soon as the action answers (the loaders' reload comes after): the counter never counts
  // the change twice. A write that ends without an answer (network failure) is rolled back.
  const seen = useRef(fetcher.data);
  useEffect(() => {
    const p = pending.current;
    if (fetcher.data !== seen.current && fetcher.data) {
      seen.current = fetcher.data;
      pending.current = null;
      if (fetcher.data.ok) {
        if (p) pageCart.commit(p, fetcher.data.result.cart);
        else pageCart.set(fetcher.data.result.cart);
      } else if (p) pageCart.rollback(p);
    } else if (fetcher.state === "idle" && p) {
      pending.current = null;
      pageCart.rollback(p);
    }
  }, [fetcher.state, fetcher.data]);

  return { fetcher, begin };
}

/**
 * True once React runs in the browser: forms then post through the fetcher and say so (js=1). Set in a
 * transition: the cart page's re-render for it (every line, the code and the totals) is time-sliced, not
 * batched into the synchronous render of the header counter that the loaded cart causes right after
 * hydration (one long task on the cart page, docs/decisions/024).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
