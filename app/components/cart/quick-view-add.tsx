import { useId, useMemo, useState, type FormEvent } from "react";
import { browserApi } from "../../lib/api/client";
import type { QuickView } from "../../lib/api/types/catalog";
import { pageCart } from "../../lib/cart/page-cart";
import { selectionOf, variantFor } from "../../lib/catalog/variants";
import { OptionPicker } from "../product/option-picker";
import { ADD_TO_CART_TEXT } from "../../lib/cart/messages";

/**
 * Choosing the options in the quick view and adding (spec section 2: a product with options opens the
 * quick view to choose). `onAdded` closes the quick view; the quick-buy popup then shows the outcome.
 */
export function QuickViewAdd({ product, onAdded }: { product: QuickView; onAdded: () => void }) {
  const [sel, setSel] = useState(() => selectionOf(product.options, product.variants.find((v) => v.id === product.variant_id) ?? product.variants[0]));
  const variant = useMemo(() => variantFor(product.options, product.variants, sel), [product, sel]);
  const reasonId = useId();
  const reason = !product.available || (variant && !variant.available) ? ADD_TO_CART_TEXT.unavailable : !variant ? ADD_TO_CART_TEXT.noVariant : null;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!variant || reason) return;
    onAdded();
    void pageCart.quickAdd(product.id, 1, () => browserApi.cart.add({ item_id: variant.id, quantity: 1 }));
  }

  return (
    <form className="quick-view-add" onSubmit={onSubmit}>
      <OptionPicker
        options={product.options.filter((o) => o.values.length > 1)}
        variants={product.variants}
        selection={sel}
        onChange={setSel}
        namePrefix="snel"
      />
      <button type="submit" className="btn btn--primary" disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
        In winkelwagen
      </button>
      {reason && (
        <p id={reasonId} className="add-to-cart__reason">
          {reason}
        </p>
      )}
    </form>
  );
}
