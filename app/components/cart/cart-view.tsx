import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { Await } from "react-router";
import type { Cart } from "../../lib/api/types/cart";
import type { ProductTile } from "../../lib/api/types/catalog";
import type { CartActionResult } from "../../lib/cart/action.server";
import { pageCart } from "../../lib/cart/page-cart";
import { RelatedProducts } from "../product/related-products";
import { CartLineItem } from "./cart-line";
import { CartTotals } from "./cart-totals";
import { CartDeliveryNote } from "./delivery-note";
import { DiscountForm } from "./discount-form";
import { useCartWrites, useHydrated } from "./use-cart-writes";

/** The live region: what the last write did ("Aantal aangepast", a code's message, a refusal). */
function CartStatus({ last }: { last: CartActionResult | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // A removed line takes the focus with it: keyboard users continue from the message.
  useEffect(() => {
    if (last?.ok && last.intent === "remove" && ref.current && (document.activeElement === document.body || !document.activeElement)) ref.current.focus();
  }, [last]);
  return (
    <div ref={ref} className="cart-status" role="status" aria-live="polite" tabIndex={-1}>
      {last && <p className={`cart-message${last.ok ? "" : " cart-message--error"}`}>{last.message}</p>}
    </div>
  );
}

/**
 * The cart page body (ADR 011): lines, notices, the discount code, totals with the promo
 * progress and the checkout button, suggested products; the empty state when nothing is in the cart.
 * `last` is the result of a post without JavaScript (the action's data); once hydrated the fetcher's.
 */
export function CartView({ cart, actionData, suggested, empty }: { cart: Cart; actionData: CartActionResult | null; suggested: Promise<ProductTile[]>; empty: ReactNode }) {
  const hydrated = useHydrated();
  const writes = useCartWrites();
  const last = writes.fetcher.data ?? actionData;
  // The header counter follows the cart this page shows (first render and every reload after a write).
  useEffect(() => pageCart.set(cart), [cart]);

  const removing = writes.fetcher.state !== "idle" && writes.fetcher.formData?.get("intent") === "remove" ? writes.fetcher.formData.get("id") : null;
  const lines = cart.items.filter((l) => l.id !== removing);

  return (
    <>
      <CartStatus last={last} />
      {lines.length === 0 ? (
        empty
      ) : (
        <div className="cart-page">
          <div className="cart-page__main">
            {cart.notices.length > 0 && (
              <ul className="cart-notices">
                {cart.notices.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
            {/* The region carries the name: a list's aria-label is not announced reliably (html-validate aria-label-misuse). */}
            <section aria-label="Artikelen in je winkelwagen">
              <ul className="cart-lines">
                {lines.map((line) => (
                  <CartLineItem key={line.id} line={line} writes={writes} hydrated={hydrated} />
                ))}
              </ul>
            </section>
            <CartDeliveryNote items={cart.items} />
            <DiscountForm appliedCode={cart.applied_code} writes={writes} hydrated={hydrated} last={last} />
          </div>
          <CartTotals totals={cart.totals} />
        </div>
      )}
      {lines.length > 0 && (
        <Suspense fallback={null}>
          <Await resolve={suggested} errorElement={null}>
            {(tiles) => <RelatedProducts tiles={tiles} title="Misschien ook interessant" />}
          </Await>
        </Suspense>
      )}
    </>
  );
}
