import { Suspense } from "react";
import { Await, data, Link } from "react-router";
import type { Route } from "./+types/cart";
import { CartView } from "../components/cart/cart-view";
import { RestoredNotice } from "../components/cart-restore/restored-notice";
import { useCartAbandonSignal } from "../lib/use-abandon-signal";
import { runCartIntent } from "../lib/cart-action.server";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Mijn Winkelwagen | Droomnest" }, { name: "robots", content: "noindex" }];

/** The cart is rendered on the server (no empty flash); promo and suggestions stream in below. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const cart = await api.cart.get();
  const promo = api.content.cartPromo().catch(() => null);
  const first = cart.items[0];
  const inCart = new Set(cart.items.map((l) => l.product_id));
  const suggested = first
    ? api.catalog
        .suggested(first.product_id)
        .then((tiles) => tiles.filter((t) => !inCart.has(t.id)))
        .catch(() => [])
    : Promise.resolve([]);
  return { cart, promo, suggested };
}

/**
 * Every cart control posts here (Hydrogen's cart pattern): intent quantity, remove, code or remove-code.
 * Without JavaScript the page renders again with the message; a fetcher (js=1) reads a refusal from the
 * data with status 200, as a 4xx would count as a failed load in the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(edgeContext);
  const form = await request.formData();
  const result = await runCartIntent(api, form);
  return data(result, { status: result.ok || form.get("js") === "1" ? 200 : result.status });
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

function EmptyCart() {
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

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  useCartAbandonSignal(loaderData.cart);
  return (
    <>
      <RestoredNotice />
      <CartPromo promo={loaderData.promo} />
      <CartView cart={loaderData.cart} actionData={actionData ?? null} suggested={loaderData.suggested} empty={<EmptyCart />} />
    </>
  );
}
