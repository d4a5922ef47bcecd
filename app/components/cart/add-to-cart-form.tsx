import { useId, useState, type FormEvent } from "react";
import { browserApi } from "../../lib/api/client";
import type { CartActionResult } from "../../lib/cart/action.server";
import { pageCart } from "../../lib/cart/page-cart";
import { CART_MAX_LINE_QUANTITY } from "../../lib/constants";
import { ADD_TO_CART_TEXT } from "../../lib/cart/messages";

/** The form's id: the product page's option radios take part in it (form="..."), so a post without JS sends the choice. */
export const ADD_TO_CART_FORM_ID = "in-winkelwagen";

interface Props {
  productId: number;
  /** The chosen variant, or undefined while the choice matches none. */
  variantId: number | undefined;
  available: boolean;
  /** The result of a post without JavaScript (the route's action data). */
  result?: CartActionResult | null;
}

/**
 * Add to cart on the product page (ADR 011). Before hydration a plain POST to the route's action
 * (intent "add"), which adds and redirects to the cart. Once hydrated the same form adds through the page
 * cart straight to POST /v1/cart/item (no page load, no reload of the page's loaders, and less page JS
 * than a fetcher round trip through the action): the header counter moves at once (rolled back on error)
 * and the quick-buy popup opens with the outcome.
 */
export function AddToCartForm({ productId, variantId, available, result }: Props) {
  const [busy, setBusy] = useState(false);
  const qtyId = useId();
  const reasonId = useId();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || variantId === undefined) return;
    const quantity = Math.min(CART_MAX_LINE_QUANTITY, Math.max(1, Number(new FormData(e.currentTarget).get("quantity")) || 1));
    setBusy(true);
    void pageCart.quickAdd(productId, quantity, () => browserApi.cart.add({ item_id: variantId, quantity })).finally(() => setBusy(false));
  }

  const reason = !available ? ADD_TO_CART_TEXT.unavailable : variantId === undefined ? ADD_TO_CART_TEXT.noVariant : null;
  const refusal = result && !result.ok ? result.message : null;
  return (
    <form id={ADD_TO_CART_FORM_ID} method="post" className="add-to-cart" onSubmit={onSubmit} aria-label="In winkelwagen">
      <input type="hidden" name="intent" value="add" />
      {variantId !== undefined && <input type="hidden" name="item_id" value={variantId} />}
      <div className="add-to-cart__row">
        <label htmlFor={qtyId} className="add-to-cart__label">
          Aantal
        </label>
        <input
          id={qtyId}
          className="add-to-cart__quantity"
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={CART_MAX_LINE_QUANTITY}
          defaultValue={1}
          required
          disabled={reason !== null}
        />
        <button
          type="submit"
          className="btn btn--primary add-to-cart__button"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          aria-busy={busy}
        >
          In winkelwagen
        </button>
      </div>
      {reason && (
        <p id={reasonId} className="add-to-cart__reason">
          {reason}
        </p>
      )}
      {refusal && (
        <p className="cart-message cart-message--error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
