import { data, redirect } from "react-router";
import type { Route } from "./+types/status";
import { statusPath } from "../../components/checkout/order-status";
import { orderNumberOf } from "../../kernel/patterns";
import { orRouteError } from "../../lib/api/route-errors";
import { edgeContext } from "../../lib/context";
import { CHECKOUT_MESSAGES } from "../../lib/checkout/messages";

export const meta: Route.MetaFunction = () => [{ title: "Betaalstatus | Droomnest" }, { name: "robots", content: "noindex" }];

/** The PSP's redirect target: paid -> thank-you, open -> pending, failed/cancelled/expired -> pay again. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const number = orderNumberOf(params.order);
  if (!number) throw data(CHECKOUT_MESSAGES.orderNotFound, { status: 404 });
  const status = await orRouteError(context.get(edgeContext).api.order.status(number), CHECKOUT_MESSAGES.orderNotFound);
  throw redirect(statusPath(status));
}

export default function Status() {
  return null;
}
