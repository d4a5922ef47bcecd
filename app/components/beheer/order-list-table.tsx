import { Link } from "react-router";
import type { OrderListItem } from "../../lib/beheer/types/orders";
import { ORDER_STATUS_LABELS } from "../../lib/checkout/constants";
import { FULFILMENT_LABELS, ORDERS_MESSAGES as M } from "../../lib/beheer/messages/orders";
import { formatEuro } from "../../lib/format";
import { formatDateTime } from "../../lib/beheer/order-format";

/**
 * The list as a table with column headers; under 480 px each row is a card whose cells carry their
 * header as a label (data-label, app/styles/beheer/orders.css), so a phone needs no sideways scrolling.
 */
export function OrderListTable({ items, caption }: { items: OrderListItem[]; caption: string }) {
  return (
    <table className="beheer-table beheer-table--cards order-list">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{M.colNumber}</th>
          <th scope="col">{M.colDate}</th>
          <th scope="col">{M.colCustomer}</th>
          <th scope="col">{M.colCountry}</th>
          <th scope="col">{M.colMethod}</th>
          <th scope="col">{M.colStatus}</th>
          <th scope="col">{M.colFulfilment}</th>
          <th scope="col" className="num">
            {M.colTotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((o) => (
          <tr key={o.number}>
            <th scope="row" data-label={M.colNumber}>
              <Link to={`/beheer/bestellingen/${o.number}/`}>{o.number}</Link>
            </th>
            <td data-label={M.colDate}>{formatDateTime(o.created_at)}</td>
            <td data-label={M.colCustomer}>
              {o.name || "—"}
              <br />
              <span className="beheer-muted">{o.email}</span>
            </td>
            <td data-label={M.colCountry}>{o.country_code}</td>
            <td data-label={M.colMethod}>{o.payment_method.title}</td>
            <td data-label={M.colStatus}>
              <span className={`beheer-badge beheer-badge--${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span>
            </td>
            <td data-label={M.colFulfilment}>{FULFILMENT_LABELS[o.fulfilment]}</td>
            <td data-label={M.colTotal} className="num">
              {formatEuro(o.grand_total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
