import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/thankyou";
import { statusPath } from "../../components/checkout/order-status";
import { VoucherCard } from "../../components/vouchers/voucher-card";
import { DeliveryFacts } from "../../components/checkout/delivery-facts";
import { OrderShipping } from "../../components/account/order-shipping";
import { orderNumberOf } from "../../kernel/patterns";
import { orRouteError } from "../../lib/api/route-errors";
import { pageCart } from "../../lib/cart/page-cart";
import { edgeContext } from "../../lib/context";
import { CHECKOUT_MESSAGES } from "../../lib/checkout/messages";
import { formatEuro } from "../../lib/format";

export const meta: Route.MetaFunction = () => [{ title: "Bedankt voor je bestelling | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * /checkout/thankyou?order=KJD1234567: the paid order (readable by its customer or the browser that placed it)
 * and the cart as it is now (emptied by the payment), for the header's counter. Not paid yet: on to where
 * the status says.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const number = orderNumberOf(new URL(request.url).searchParams.get("order"));
  if (!number) throw data(CHECKOUT_MESSAGES.orderNotFound, { status: 404 });
  const order = await orRouteError(api.order.get(number), CHECKOUT_MESSAGES.orderNotFound);
  if (order.status !== "paid") throw redirect(statusPath({ order: number, next: order.status === "pending" ? "wait" : "retry" }));
  const cart = await api.cart.get().catch(() => null);
  return { order, cart, loggedIn: context.get(edgeContext).session !== null };
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { order, cart, loggedIn } = loaderData;
  // The header's counter still counts what was paid for: the server's cart replaces it.
  useEffect(() => {
    if (cart) pageCart.set(cart);
  }, [cart]);
  return (
    <section className="checkout-result" aria-labelledby="checkout-bedankt">
      <h2 id="checkout-bedankt">Bedankt voor je bestelling</h2>
      <p role="status">
        Je bestelling is betaald. Je bestelnummer is <strong>{order.number}</strong>.
      </p>
      <p>
        We hebben een bevestiging gestuurd naar {order.email}. Totaal betaald: {formatEuro(order.totals.grand_total)}.
      </p>
      {order.voucher ? <VoucherCard voucher={order.voucher} /> : null}
      <DeliveryFacts delivery={order.delivery} />
      <OrderShipping order={order} headingLevel={3} />
      <ul className="account-links">
        {loggedIn ? (
          <li>
            <Link to={`/account/orders/${order.number}/`}>Bekijk je bestelling</Link>
          </li>
        ) : null}
        <li>
          <Link to="/">Verder winkelen</Link>
        </li>
      </ul>
    </section>
  );
}
