import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { orRouteError } from "../../lib/api/route-errors";
import { ORDER_STATUS_LABELS } from "../../lib/checkout/constants";
import { edgeContext } from "../../lib/context";
import { formatDutchDate, formatEuro } from "../../lib/format";

export const meta: Route.MetaFunction = () => [{ title: "Mijn bestellingen | Droomnest" }, { name: "robots", content: "noindex" }];

/** The auth guard only lets logged-in customers here: GET /v1/customer/orders (newest first). */
export async function loader({ context }: Route.LoaderArgs) {
  return { orders: await orRouteError(context.get(edgeContext).api.customer.orders()) };
}

/** Mijn bestellingen: number, date, status, total and a link to each order. */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="account-page">
      <h1 className="page-title">Mijn bestellingen</h1>
      {orders.length === 0 ? (
        <section className="empty-state">
          <p>Je hebt nog geen bestellingen geplaatst.</p>
          <Link to="/" className="btn btn--primary">
            Verder winkelen
          </Link>
        </section>
      ) : (
        <ul className="order-list">
          {orders.map((o) => (
            <li key={o.number} className="order-card">
              <h2 className="order-card__title">
                <Link to={`/account/orders/${o.number}/`}>
                  Bestelling {o.number}
                  <span className="visually-hidden"> bekijken</span>
                </Link>
              </h2>
              <dl className="order-facts">
                <dt>Datum</dt>
                <dd>{formatDutchDate(o.created_at)}</dd>
                <dt>Status</dt>
                <dd>
                  <span className={`order-status order-status--${o.status}`}>{ORDER_STATUS_LABELS[o.status]}</span>
                </dd>
                <dt>Artikelen</dt>
                <dd>{o.item_count}</dd>
                <dt>Totaal</dt>
                <dd>{formatEuro(o.grand_total)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
