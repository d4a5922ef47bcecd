import { Fragment } from "react";
import type { OrderDetail } from "../../lib/beheer/types/orders";
import { ORDERS_MESSAGES as M } from "../../lib/beheer/messages/orders";
import { formatEuro } from "../../lib/format";
import { addressLines } from "../../lib/beheer/order-format";

/** The order's lines with their options (configurator choices included): product, quantity, prices, VAT rate. */
export function OrderLines({ order }: { order: OrderDetail }) {
  return (
    <section className="beheer-section" aria-labelledby="bestelling-artikelen">
      <h2 id="bestelling-artikelen">{M.linesTitle}</h2>
      <table className="beheer-table beheer-table--cards">
        <thead>
          <tr>
            <th scope="col">Artikel</th>
            <th scope="col" className="num">
              Aantal
            </th>
            <th scope="col" className="num">
              Stukprijs
            </th>
            <th scope="col" className="num">
              Btw
            </th>
            <th scope="col" className="num">
              Totaal
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.position}>
              <th scope="row" data-label="Artikel">
                {l.title}
                <span className="beheer-muted"> · SKU {l.sku}</span>
                {l.options.length > 0 ? (
                  <ul className="beheer-options">
                    {l.options.map((o) => (
                      <li key={`${o.title}-${o.value}`}>
                        {o.title}: {o.value}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </th>
              <td data-label="Aantal" className="num">
                {l.quantity}
              </td>
              <td data-label="Stukprijs" className="num">
                {formatEuro(l.unit_price)}
              </td>
              <td data-label="Btw" className="num">
                {order.totals.reverse_charge ? "0%" : `${l.vat_rate}%`}
              </td>
              <td data-label="Totaal" className="num">
                {formatEuro(l.row_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Subtotal, discounts, costs, total, VAT per rate (as the invoice states it) and what was refunded. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const t = order.totals;
  return (
    <section className="beheer-section" aria-labelledby="bestelling-bedragen">
      <h2 id="bestelling-bedragen">{M.totalsTitle}</h2>
      <dl className="beheer-facts beheer-facts--money">
        <dt>Subtotaal</dt>
        <dd>{formatEuro(t.sub_total)}</dd>
        {order.discounts.map((d) => (
          <Fragment key={d.label}>
            <dt>Korting: {d.label}</dt>
            <dd>- {formatEuro(Math.abs(d.amount))}</dd>
          </Fragment>
        ))}
        {t.discount_total > 0 ? (
          <>
            <dt>Korting totaal{order.discount_code ? ` (code ${order.discount_code})` : ""}</dt>
            <dd>- {formatEuro(t.discount_total)}</dd>
          </>
        ) : null}
        <dt>Verzendkosten ({order.shipping_method.title})</dt>
        <dd>{t.shipping_costs > 0 ? formatEuro(t.shipping_costs) : "Gratis"}</dd>
        {t.payment_costs > 0 ? (
          <>
            <dt>Betaalkosten</dt>
            <dd>{formatEuro(t.payment_costs)}</dd>
          </>
        ) : null}
        {order.delivery && order.delivery.take_back_count > 0 ? (
          <>
            <dt>Oude matras retour ({order.delivery.take_back_count}×)</dt>
            <dd>{formatEuro(order.delivery.take_back_costs)}</dd>
          </>
        ) : null}
        <dt className="beheer-total">Totaal</dt>
        <dd className="beheer-total">{formatEuro(t.grand_total)}</dd>
        <dt>Totaal excl. btw</dt>
        <dd>{formatEuro(t.total_excl)}</dd>
        {t.refunded_amount > 0 ? (
          <>
            <dt>Terugbetaald</dt>
            <dd>{formatEuro(t.refunded_amount)}</dd>
          </>
        ) : null}
      </dl>
      <table className="beheer-table beheer-vat">
        <caption>Btw per tarief</caption>
        <thead>
          <tr>
            <th scope="col">Tarief</th>
            <th scope="col" className="num">
              {M.vatBase}
            </th>
            <th scope="col" className="num">
              Btw
            </th>
          </tr>
        </thead>
        <tbody>
          {t.vat_groups.map((g) => (
            <tr key={g.rate}>
              <th scope="row">{t.reverse_charge ? M.reverseCharge : M.vatRate(g.rate)}</th>
              <td className="num">{formatEuro(g.base)}</td>
              <td className="num">{formatEuro(g.vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Customer type (private or company, VAT number and its VIES check, reverse charge), contact and both addresses. */
export function OrderCustomer({ order }: { order: OrderDetail }) {
  const c = order.customer;
  return (
    <section className="beheer-section" aria-labelledby="bestelling-klant">
      <h2 id="bestelling-klant">{M.customerTitle}</h2>
      <dl className="beheer-facts">
        <dt>Soort klant</dt>
        <dd>{c.type === "company" ? M.company : M.private}</dd>
        <dt>Naam</dt>
        <dd>{`${c.first_name} ${c.last_name}`.trim() || "—"}</dd>
        {c.type === "company" ? (
          <>
            <dt>Bedrijf</dt>
            <dd>{c.company}</dd>
            <dt>{M.vatNumber}</dt>
            <dd>
              {c.vat_number || "—"}
              {c.vat_check ? ` (${M.vatCheck[c.vat_check]})` : ""}
            </dd>
            <dt>{M.cocNumber}</dt>
            <dd>{c.coc_number || "—"}</dd>
          </>
        ) : null}
        <dt>Btw</dt>
        <dd>{c.reverse_charge ? M.reverseCharge : "Nederlandse btw"}</dd>
        <dt>E-mailadres</dt>
        <dd>{order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : "—"}</dd>
        <dt>Telefoon</dt>
        <dd>{c.phone_number || "—"}</dd>
      </dl>
      {order.address_unverified ? <p className="alert alert--warning">{M.unverified}</p> : null}
      <div className="beheer-addresses">
        {(
          [
            [M.billingTitle, order.billing_address, "factuuradres"],
            [M.shippingTitle, order.shipping_address, "bezorgadres"],
          ] as const
        ).map(([title, address, id]) => (
          <section key={id} aria-labelledby={`bestelling-${id}`}>
            <h3 id={`bestelling-${id}`}>{title}</h3>
            <address>
              {addressLines(address).map((line) => (
                <span key={line} className="beheer-address-line">
                  {line}
                </span>
              ))}
            </address>
          </section>
        ))}
      </div>
    </section>
  );
}
