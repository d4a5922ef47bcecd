import { useId } from "react";
import { Link } from "react-router";
import type { CartTotals as Totals } from "../../lib/api/types/cart";
import { formatEuro } from "../../lib/format";

/** How far the cart is from free delivery: a progress bar with the server's Dutch text. */
export function PromoProgress({ progress }: { progress: Totals["promo_progress"] }) {
  const textId = useId();
  return (
    <div className="promo-progress">
      <p id={textId} className="promo-progress__text">
        {progress.text}
      </p>
      <progress className="promo-progress__bar" max={100} value={progress.percent} aria-labelledby={textId}>
        {progress.percent}%
      </progress>
    </div>
  );
}

/**
 * The cart's totals (ADR 011): subtotal, each discount with its label, delivery ('Gratis' or
 * the amount), payment costs once chosen, the total and the VAT it includes, then the way to the checkout.
 */
export function CartTotals({ totals }: { totals: Totals }) {
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Overzicht
      </h2>
      <PromoProgress progress={totals.promo_progress} />
      <dl className="cart-summary__list">
        <div className="cart-summary__row">
          <dt>Subtotaal</dt>
          <dd>{formatEuro(totals.sub_total)}</dd>
        </div>
        {totals.sub_total_diff > 0 && (
          <div className="cart-summary__row cart-summary__row--saving">
            <dt>Je bespaart op de artikelen</dt>
            <dd>{formatEuro(totals.sub_total_diff)}</dd>
          </div>
        )}
        {totals.discounts.map((d) => (
          <div key={`${d.kind}:${d.key}`} className="cart-summary__row cart-summary__row--discount">
            <dt>Korting: {d.label}</dt>
            {/* A free-delivery code takes nothing off the goods: delivery shows 'Gratis' below. */}
            <dd>{d.amount > 0 ? formatEuro(-d.amount) : "Toegepast"}</dd>
          </div>
        ))}
        <div className="cart-summary__row">
          <dt>Verzendkosten</dt>
          <dd>{totals.shipping_costs === 0 ? "Gratis" : formatEuro(totals.shipping_costs)}</dd>
        </div>
        {totals.payment_costs > 0 && (
          <div className="cart-summary__row">
            <dt>Betaalkosten</dt>
            <dd>{formatEuro(totals.payment_costs)}</dd>
          </div>
        )}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>Totaal</dt>
          <dd>{formatEuro(totals.grand_total)}</dd>
        </div>
      </dl>
      <p className="cart-summary__vat">Inclusief {formatEuro(totals.vat_included)} btw</p>
      <Link to="/checkout/" className="btn btn--primary cart-summary__checkout">
        Bestellen
      </Link>
    </section>
  );
}
