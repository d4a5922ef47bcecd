import { Link } from "react-router";
import type { Route } from "./+types/order";
import type { OrderDetail } from "../../lib/beheer/types/orders";
import { ApiError } from "../../lib/api/client";
import { orRouteError } from "../../lib/api/route-errors";
import { edgeContext } from "../../lib/context";
import { ORDER_STATUS_LABELS } from "../../lib/checkout/constants";
import { FULFILMENT_LABELS, ORDERS_MESSAGES as M } from "../../lib/beheer/messages/orders";
import { formatDateTime } from "../../lib/beheer/order-format";
import { OrderCustomer, OrderLines, OrderTotals } from "../../components/beheer/order-summary";
import { OrderAudit, OrderInvoices, OrderMails, OrderRefunds, PaymentHistory } from "../../components/beheer/order-history";
import { ShippingPanel } from "../../components/beheer/shipping-panel";
import { OrderReturns } from "../../components/beheer/order-returns";
import { OrderNotes, type NoteState } from "../../components/beheer/order-notes";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? M.detailTitle(loaderData.order.number) : "Bestelling"} | Beheer` }, { name: "robots", content: "noindex" }];

const path = (order: string) => `/beheer/api/orders/${encodeURIComponent(order)}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  return { order: await orRouteError(context.get(edgeContext).beheer.get<OrderDetail>(path(params.order)), M.notFound) };
}

/** Adds an internal note (POST /beheer/api/orders/{number}/notes); a refusal shows its Dutch message at the field. */
export async function action({ params, request, context }: Route.ActionArgs): Promise<NoteState> {
  const form = await request.formData();
  const body = form.get("body");
  try {
    await context.get(edgeContext).beheer.send("POST", `${path(params.order)}/notes`, { body: typeof body === "string" ? body : "" });
    return { saved: true };
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return { error: err.fields?.body ?? err.message };
    throw err;
  }
}

/** One order for the staff: what was ordered and paid, by whom, where it goes, what happened to it. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <div className="beheer-page beheer-order">
      <p>
        <Link to="/beheer/bestellingen/">{M.back}</Link>
      </p>
      <h1>{M.detailTitle(order.number)}</h1>
      <dl className="beheer-facts beheer-facts--head">
        <dt>Besteld</dt>
        <dd>{formatDateTime(order.created_at)}</dd>
        <dt>Betaling</dt>
        <dd>
          <span className={`beheer-badge beheer-badge--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
          {order.paid_at ? ` op ${formatDateTime(order.paid_at)}` : ""} · {order.payment_method.title}
        </dd>
        <dt>Verzending</dt>
        <dd>
          {FULFILMENT_LABELS[order.fulfilment]}
          {order.shipped_at ? ` · verzonden ${formatDateTime(order.shipped_at)}` : ""}
          {order.delivered_at ? ` · bezorgd ${formatDateTime(order.delivered_at)}` : ""}
        </dd>
        {order.delivery ? (
          <>
            <dt>Bezorgdag</dt>
            <dd>{order.delivery.day_label}</dd>
          </>
        ) : null}
      </dl>
      <div className="beheer-order-grid">
        <div className="beheer-order-main">
          <OrderLines order={order} />
          <OrderTotals order={order} />
          <ShippingPanel
            order={{ number: order.number, status: order.status, fulfilment: order.fulfilment, lines: order.lines.map((l) => ({ position: l.position, title: l.title, quantity: l.quantity })) }}
            shipments={order.shipments}
          />
          <OrderRefunds order={order} />
          <OrderReturns returns={order.returns} />
          <PaymentHistory order={order} />
          <OrderMails order={order} />
        </div>
        <div className="beheer-order-side">
          <OrderCustomer order={order} />
          <OrderInvoices order={order} />
          <OrderNotes order={order} state={actionData} />
          <OrderAudit order={order} />
        </div>
      </div>
    </div>
  );
}
