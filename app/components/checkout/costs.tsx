import type { CheckoutTotals } from "../../lib/api/types/checkout";
import { VAT_RATE_PERCENT } from "../../kernel/money";
import { formatEuro } from "../../lib/format";
import { DELIVERY_MESSAGES } from "../../lib/delivery/messages";

/**
 * The costs before paying (Thuiswinkel: every cost visible before the order button): subtotal, discount,
 * shipping, insurance, old-mattress take-back, payment costs, the total and the VAT in it, or "btw verlegd" for an intra-community
 * supply. `live` makes it a polite live region (step 2 updates it while choosing).
 */
export function CheckoutCosts({ totals, live = false, title = "Kosten" }: { totals: CheckoutTotals; live?: boolean; title?: string }) {
  return (
    <section className="checkout-costs" aria-labelledby="checkout-kosten">
      <h2 id="checkout-kosten">{title}</h2>
      <dl aria-live={live ? "polite" : undefined}>
        <div>
          <dt>Subtotaal</dt>
          <dd>{formatEuro(totals.sub_total)}</dd>
        </div>
        {totals.discount_total > 0 ? (
          <div>
            <dt>Korting</dt>
            <dd>-{formatEuro(totals.discount_total)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Verzendkosten</dt>
          <dd>{totals.shipping_costs === 0 ? "Gratis" : formatEuro(totals.shipping_costs)}</dd>
        </div>
        {totals.insurance_costs > 0 ? (
          <div>
            <dt>Verzekerde verzending</dt>
            <dd>{formatEuro(totals.insurance_costs)}</dd>
          </div>
        ) : null}
        {totals.take_back_costs > 0 ? (
          <div>
            <dt>{DELIVERY_MESSAGES.takeBackTitle}</dt>
            <dd>{formatEuro(totals.take_back_costs)}</dd>
          </div>
        ) : null}
        {totals.payment_costs > 0 ? (
          <div>
            <dt>Betaalkosten</dt>
            <dd>{formatEuro(totals.payment_costs)}</dd>
          </div>
        ) : null}
        <div className="checkout-costs__total">
          <dt>Totaal</dt>
          <dd>{formatEuro(totals.grand_total)}</dd>
        </div>
        <div className="checkout-costs__vat">
          <dt>{totals.reverse_charge ? "Btw" : `Waarvan btw (${VAT_RATE_PERCENT}%)`}</dt>
          <dd>{totals.reverse_charge ? "btw verlegd" : formatEuro(totals.vat_included)}</dd>
        </div>
      </dl>
    </section>
  );
}
