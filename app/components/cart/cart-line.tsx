import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { CartLine } from "../../lib/api/types/cart";
import { CART_MAX_LINE_QUANTITY } from "../../lib/constants";
import { formatEuro } from "../../lib/format";
import { LineOptions } from "./line-options";
import { LinePrice } from "./line-price";
import type { useCartWrites } from "./use-cart-writes";

type Writes = ReturnType<typeof useCartWrites>;

/** The quantities the select offers: 1 up to the stock and the per-line maximum, always the current one. */
export function quantityChoices(line: Pick<CartLine, "quantity" | "stock" | "configuration">): number[] {
  // A configured boxspring is one piece (spec section 9, configurator cart quantity 1).
  if (line.configuration) return [1];
  const max = Math.max(line.quantity, Math.min(CART_MAX_LINE_QUANTITY, line.stock));
  return Array.from({ length: Math.max(1, max) }, (_, i) => i + 1);
}

/**
 * One cart line (ADR 011): image, title linked to the product, chosen options, unit price with the
 * struck-through old price, quantity (select; without JavaScript the 'Bijwerken' button in a noscript posts it),
 * remove, the line's notice and its total.
 */
export function CartLineItem({ line, writes, hydrated }: { line: CartLine; writes: Writes; hydrated: boolean }) {
  const { fetcher, begin } = writes;
  const qtyId = useId();
  const noticeId = useId();
  // The select shows the shopper's choice at once and follows the server's answer (it may clamp to stock).
  const [quantity, setQuantity] = useState(line.quantity);
  useEffect(() => setQuantity(line.quantity), [line.quantity]);
  const js = hydrated ? <input type="hidden" name="js" value="1" /> : null;
  return (
    <li className={`cart-line${line.available ? "" : " cart-line--unavailable"}`}>
      <span className="cart-line__media">
        {line.thumbnail && <img src={line.thumbnail.src} width={line.thumbnail.width} height={line.thumbnail.height} alt="" decoding="async" />}
      </span>
      <div className="cart-line__body">
        <h2 className="cart-line__title">
          <Link to={line.url}>{line.name}</Link>
        </h2>
        {line.configuration && <p className="cart-line__configured">{line.configuration.category}</p>}
        <LineOptions line={line} />
        <LinePrice line={line} />
        {line.notice && (
          <p id={noticeId} className="cart-line__notice">
            {line.notice}
          </p>
        )}
        <div className="cart-line__controls">
          <fetcher.Form method="post" action="/cart/" className="cart-line__quantity" onSubmit={(e) => begin(Number(new FormData(e.currentTarget).get("quantity")) - line.quantity)}>
            {js}
            <input type="hidden" name="intent" value="quantity" />
            <input type="hidden" name="id" value={line.id} />
            <label htmlFor={qtyId}>
              Aantal<span className="visually-hidden"> van {line.title}</span>
            </label>
            <select
              id={qtyId}
              name="quantity"
              value={quantity}
              aria-describedby={line.notice ? noticeId : undefined}
              onChange={(e) => {
                const next = Number(e.currentTarget.value);
                setQuantity(next);
                if (!hydrated || !e.currentTarget.form) return;
                begin(next - line.quantity);
                void fetcher.submit(e.currentTarget.form);
              }}
            >
              {quantityChoices(line).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {/* Only without JavaScript: a button that disappeared at hydration would shift the line (CLS). */}
            <noscript>
              <button type="submit" className="btn btn--ghost btn--small">
                Bijwerken
              </button>
            </noscript>
          </fetcher.Form>
          <fetcher.Form method="post" action="/cart/" onSubmit={() => begin(-line.quantity)}>
            {js}
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={line.id} />
            <button type="submit" className="btn btn--ghost btn--small cart-line__remove" aria-label={`Verwijder ${line.title}`}>
              Verwijder
            </button>
          </fetcher.Form>
        </div>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">Totaal voor dit artikel: </span>
        {formatEuro(line.price.row_total)}
      </p>
    </li>
  );
}
