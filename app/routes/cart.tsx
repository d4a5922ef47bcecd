import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/cart";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Mijn Winkelwagen | Droomnest" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const cart = await api.cart.get();
  const promo = api.content.cartPromo().catch(() => null);
  return { quantity: cart.totals.total_quantity, promo };
}

function CartPromo({ promo }: { promo: Route.ComponentProps["loaderData"]["promo"] }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={promo} errorElement={null}>
        {(p) =>
          p ? (
            <aside className="cart-promo" aria-label="Actie">
              <p className="cart-promo__title">{p.title}</p>
              <p>{p.text}</p>
              <Link to={p.link}>{p.link_text}</Link>
            </aside>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  if (loaderData.quantity === 0) {
    return (
      <>
      <CartPromo promo={loaderData.promo} />
      <section className="empty-state">
        <h2>Je winkelwagen is leeg</h2>
        <p>Ontdek onze matrassen, dekbedden en hoofdkussens en slaap vanaf vandaag beter.</p>
        <Link to="/" className="btn btn--primary">
          Verder winkelen
        </Link>
      </section>
      </>
    );
  }
  return <p>Je winkelwagen bevat {loaderData.quantity} artikelen.</p>;
}
