import { Link } from "react-router";
import type { Route } from "./+types/order";
import type { Address } from "../../lib/api/types/account";
import { orRouteError } from "../../lib/api/route-errors";
import { ORDER_STATUS_LABELS } from "../../lib/checkout/constants";
import { VoucherCard } from "../../components/vouchers/voucher-card";
import { OrderShipping } from "../../components/account/order-shipping";
import { edgeContext } from "../../lib/context";
import { formatDutchDate, formatEuro } from "../../lib/format";
import { DELIVERY_MESSAGES } from "../../lib/delivery/messages";
import { accountReturnPath, RETURN_LINK_TEXT } from "../../lib/returns/constants";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.order ? `Bestelling ${loaderData.order.number}` : "Bestelling"} | Droomnest` },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = "Deze bestelling kunnen we niet vinden.";
const COUNTRY: Record<string, string> = { NL: "Nederland", BE: "België" };

/** GET /v1/customer/orders/{number}: only the customer's own order; any other number is the same 404 page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { order: await orRouteError(context.get(edgeContext).api.customer.order(params.order), NOT_FOUND) };
}

function AddressBlock({ title, address, company }: { title: string; address: Address; company?: string }) {
  const name = address.name || `${address.first_name} ${address.last_name}`.trim();
  return (
    <section className="order-address" aria-labelledby={`adres-${title}`}>
      <h3 id={`adres-${title}`}>{title}</h3>
      <address>
        {company || address.company ? (
          <>
            {company || address.company}
            <br />
          </>
        ) : null}
        {name}
        <br />
        {`${address.street} ${address.house_number}${address.extension ? ` ${address.extension}` : ""}`}
        <br />
        {`${address.zipcode} ${address.city}`}
        <br />
        {COUNTRY[address.country_code] ?? address.country_code}
      </address>
    </section>
  );
}

/** One order: status, shipping with track & trace (docs/decisions/036), lines, costs, addresses and, once paid, the invoice PDF. */
export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = order.totals;
  const company = order.customer.type === "company" ? order.customer.company : "";
  const retry = order.status === "failed" || order.status === "cancelled" || order.status === "expired";
  return (
    <div className="account-page order-detail">
      <p>
        <Link to="/account/orders/">Terug naar Mijn bestellingen</Link>
      </p>
      <h1 className="page-title">Bestelling {order.number}</h1>
      <dl className="order-facts">
        <dt>Besteldatum</dt>
        <dd>{formatDutchDate(order.created_at)}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`order-status order-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
          {order.paid_at ? ` op ${formatDutchDate(order.paid_at)}` : null}
        </dd>
        <dt>Betaalmethode</dt>
        <dd>{order.payment_method.title}</dd>
        <dt>Verzendmethode</dt>
        <dd>{order.shipping_method.title}</dd>
        {order.delivery ? (
          <>
            <dt>{DELIVERY_MESSAGES.dayLegend}</dt>
            <dd>{order.delivery.day_label}</dd>
          </>
        ) : null}
        {order.invoice ? (
          <>
            <dt>Factuurnummer</dt>
            <dd>{order.invoice}</dd>
          </>
        ) : null}
      </dl>
      {order.status === "paid" && order.invoice ? (
        <p>
          <a className="btn btn--primary" href={`/v1/customer/orders/${order.number}/invoice`} download={`factuur-${order.invoice}.pdf`}>
            Download factuur (PDF)
          </a>
        </p>
      ) : null}
      <OrderShipping order={order} />
      {order.credit_notes && order.credit_notes.length > 0 ? (
        <section aria-labelledby="creditnotas">
          <h2 id="creditnotas">Creditnota's</h2>
          <ul>
            {order.credit_notes.map((note) => (
              <li key={note.number}>
                <a href={`/v1/customer/orders/${order.number}/credit-notes/${note.number}`} download={`creditnota-${note.number}.pdf`}>
                  Download creditnota {note.number} (PDF)
                </a>{" "}
                van {formatDutchDate(note.created_at)}: {formatEuro(note.amount)} terugbetaald
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.status === "paid" ? (
        <p>
          <Link to={accountReturnPath(order.number)}>{RETURN_LINK_TEXT}</Link>
        </p>
      ) : null}
      {order.voucher ? <VoucherCard voucher={order.voucher} /> : null}
      {retry ? (
        <p>
          De betaling is niet gelukt. <Link to={`/checkout/betalen/${order.number}/`}>Opnieuw betalen</Link>
        </p>
      ) : null}

      <h2>Artikelen</h2>
      <ul className="order-lines">
        {order.lines.map((l) => (
          <li key={`${l.variant_id}-${l.sku}`} className="order-line">
            <div>
              <p className="order-line__title">{l.title}</p>
              {l.options.length > 0 ? <p className="order-line__meta">{l.options.map((o) => `${o.title}: ${o.value}`).join(", ")}</p> : null}
              <p className="order-line__meta">
                {`${l.quantity} × ${formatEuro(l.unit_price)}`}
              </p>
            </div>
            <p className="order-line__total">{formatEuro(l.row_total)}</p>
          </li>
        ))}
      </ul>

      <h2>Kosten</h2>
      <dl className="order-totals">
        <dt>Subtotaal</dt>
        <dd>{formatEuro(t.sub_total)}</dd>
        {t.discount_total > 0 ? (
          <>
            <dt>Korting{order.discounts.length > 0 ? ` (${order.discounts.map((d) => d.label).join(", ")})` : ""}</dt>
            <dd>-{formatEuro(t.discount_total)}</dd>
          </>
        ) : null}
        <dt>Verzendkosten</dt>
        <dd>{t.shipping_costs === 0 ? "Gratis" : formatEuro(t.shipping_costs)}</dd>
        {order.delivery && order.delivery.take_back_count > 0 ? (
          <>
            <dt>{DELIVERY_MESSAGES.takeBackLine(order.delivery.take_back_count)}</dt>
            <dd>{formatEuro(order.delivery.take_back_costs)}</dd>
          </>
        ) : null}
        {t.payment_costs > 0 ? (
          <>
            <dt>Betaalkosten</dt>
            <dd>{formatEuro(t.payment_costs)}</dd>
          </>
        ) : null}
        <dt className="order-totals__grand">{t.reverse_charge ? "Totaal excl. btw" : "Totaal"}</dt>
        <dd className="order-totals__grand">{formatEuro(t.grand_total)}</dd>
        <dt>{t.reverse_charge ? "Btw" : "Waarvan btw"}</dt>
        <dd>{t.reverse_charge ? `0% (btw verlegd, btw-nummer ${order.customer.vat_number})` : formatEuro(t.vat_total)}</dd>
      </dl>

      <h2>Adressen</h2>
      <div className="order-addresses">
        <AddressBlock title="Factuuradres" address={order.billing_address} company={company} />
        <AddressBlock title="Afleveradres" address={order.shipping_address} />
      </div>
    </div>
  );
}
