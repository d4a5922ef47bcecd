import { Link } from "react-router";
import type { Route } from "./+types/checkout";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Bestellen | Droomnest" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const cart = await context.get(edgeContext).api.cart.get();
  return { quantity: cart.totals.total_quantity };
}

/** Checkout entry. With an empty cart there is nothing to order yet. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <section className="empty-state">
      <h2>{loaderData.quantity === 0 ? "Je winkelwagen is leeg" : "Je bestelling"}</h2>
      <p>Voeg eerst artikelen toe aan je winkelwagen om te bestellen.</p>
      <Link to="/" className="btn btn--primary">
        Verder winkelen
      </Link>
    </section>
  );
}
