import { useRef } from "react";
import { Link } from "react-router";
import type { QuickBuyOutcome } from "../../lib/cart/page-cart";
import { formatEuro } from "../../lib/format";
import { Dialog } from "../ui/dialog";
import { LineOptions } from "./line-options";
import { LinePrice } from "./line-price";

/**
 * The quick-buy popup (spec sections 2 and 4): after a quick add it shows the added line (image, title,
 * options, price) and the cart total, or the Dutch reason the add failed; 'Verder winkelen' closes it,
 * 'Naar winkelwagen' opens the cart.
 */
export function QuickBuyPopup({ outcome, onClose }: { outcome: QuickBuyOutcome; onClose: () => void }) {
  const toCart = useRef<HTMLAnchorElement>(null);
  const ok = outcome.status === "success";
  const line = ok ? outcome.line : null;
  return (
    <Dialog
      open
      onClose={onClose}
      className="quick-buy"
      title={ok ? "Toegevoegd aan je winkelwagen" : "Niet toegevoegd aan je winkelwagen"}
      initialFocusRef={toCart}
    >
      {ok ? (
        <>
          {line && (
            <div className="quick-buy__line">
              {line.thumbnail && <img src={line.thumbnail.src} width={line.thumbnail.width} height={line.thumbnail.height} alt="" className="quick-buy__image" />}
              <div>
                <p className="quick-buy__title">{line.name}</p>
                <LineOptions line={line} />
                <p className="quick-buy__quantity">Aantal in je winkelwagen: {line.quantity}</p>
                <LinePrice line={line} />
              </div>
            </div>
          )}
          {outcome.message && (
            <p className="cart-message" role="status">
              {outcome.message}
            </p>
          )}
          <p className="quick-buy__total">
            Totaal in je winkelwagen ({outcome.cart.totals.total_quantity} {outcome.cart.totals.total_quantity === 1 ? "artikel" : "artikelen"}):{" "}
            <strong>{formatEuro(outcome.cart.totals.grand_total)}</strong>
          </p>
        </>
      ) : (
        <p className="cart-message cart-message--error" role="alert">
          {outcome.message}
        </p>
      )}
      <div className="quick-buy__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Verder winkelen
        </button>
        <Link ref={toCart} to="/cart/" className="btn btn--primary" onClick={onClose}>
          Naar winkelwagen
        </Link>
      </div>
    </Dialog>
  );
}
