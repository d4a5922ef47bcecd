import type { Order } from "../../lib/api/types/order";
import { formatDutchDate } from "../../lib/format";
import { FULFILMENT_LABELS, FULFILMENT_SHOPPER_TEXT, SHIPPING_MESSAGES as M } from "../../lib/shipping/messages";

/**
 * A paid order's fulfilment and its parcels with the carrier's track & trace link (docs/decisions/036), on
 * /account/orders/{order}/ and on the order status page. Nothing for an order that is not paid.
 */
export function OrderShipping({ order, headingLevel = 2 }: { order: Pick<Order, "number" | "status" | "fulfilment" | "shipments">; headingLevel?: 2 | 3 }) {
  if (order.status !== "paid" || !order.fulfilment) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shipments = order.shipments ?? [];
  const id = `verzending-${order.number}`;
  return (
    <section className="order-shipping" aria-labelledby={id}>
      <Heading id={id}>{M.heading}</Heading>
      <p>
        <span className={`order-status order-status--${order.fulfilment}`}>{FULFILMENT_LABELS[order.fulfilment]}</span> {FULFILMENT_SHOPPER_TEXT[order.fulfilment]}
      </p>
      {shipments.length > 0 ? (
        <ul className="order-parcels" aria-label={M.parcels}>
          {shipments.map((s) => (
            <li key={s.tracking_code} className="order-parcel">
              <div>
                <p className="order-parcel__title">{M.parcelOf(s.carrier_title, s.tracking_code)}</p>
                <p className="order-parcel__meta">{s.lines.map((l) => `${l.quantity} × ${l.title}`).join(", ")}</p>
                <p className="order-parcel__meta">
                  {`${M.shippedOn} ${formatDutchDate(s.shipped_at)}`}
                  {s.delivered_at ? ` · ${M.deliveredOn} ${formatDutchDate(s.delivered_at)}` : null}
                </p>
              </div>
              <p className="order-parcel__track">
                <a href={s.tracking_url} target="_blank" rel="noopener noreferrer">
                  {M.trackLinkOf(s.carrier_title)}
                  <span className="visually-hidden"> (opent in een nieuw venster)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
