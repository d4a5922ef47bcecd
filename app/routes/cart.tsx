import { Link } from "react-router";
import type { Route } from "./+types/cart";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Mijn Winkelwagen | Droomnest" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const cart = await context.get(edgeContext).api.cart.get();
  return { quantity: cart.totals.total_quantity };
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  if (loaderData.quantity === 0) {
    return (
      <section className="empty-state">
        <h2>Je winkelwagen is leeg</h2>
        <p>Ontdek onze matrassen, dekbedden en hoofdkussens en slaap vanaf vandaag beter.</p>
        <Link to="/" className="btn btn--primary">
          Verder winkelen
        </Link>
      </section>
    );
  }
  return <p>Je winkelwagen bevat {loaderData.quantity} artikelen.</p>;
}
