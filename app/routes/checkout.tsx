import { redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { CHECKOUT_STEP_PATHS } from "../lib/checkout/constants";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Bestellen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * Checkout entry (ADR 017): an empty cart goes back to the cart, a logged-in customer straight to step 1,
 * anyone else to the choice between logging in and ordering as a guest.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, session } = context.get(edgeContext);
  const cart = await api.cart.get();
  if (cart.totals.total_quantity === 0) throw redirect("/cart/");
  throw redirect(session ? CHECKOUT_STEP_PATHS[0] : "/checkout/checkout-login/");
}

export default function Checkout() {
  return null;
}
