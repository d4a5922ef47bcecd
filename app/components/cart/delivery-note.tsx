import type { CartLine } from "../../lib/api/types/cart";
import { TAKE_BACK_PRICE, takeBackCount } from "../../kernel/delivery";
import { DELIVERY_MESSAGES as D } from "../../lib/delivery/messages";

/**
 * For a cart with mattresses or boxsprings (docs/decisions/029): the delivery on a chosen day and the paid
 * "oude matras retour", both chosen in the checkout's step 2.
 */
export function CartDeliveryNote({ items }: { items: readonly CartLine[] }) {
  const count = takeBackCount(items);
  if (count === 0) return null;
  return (
    <aside className="cart-delivery-note" aria-labelledby="cart-bezorging">
      <h2 id="cart-bezorging" className="cart-delivery-note__title">
        Bezorging op een dag naar keuze
      </h2>
      <p>{D.cartNote(TAKE_BACK_PRICE)}</p>
    </aside>
  );
}
