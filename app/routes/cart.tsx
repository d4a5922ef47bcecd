import { data, Link } from "react-router";
import type { Route } from "./+types/cart";
import { CartView } from "../components/cart/cart-view";
import { RestoredNotice } from "../components/cart-restore/restored-notice";
import { useCartAbandonSignal } from "../lib/abandon/use-abandon-signal";
import { runCartIntent } from "../lib/cart/action.server";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Mijn Winkelwagen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * The cart and its promo are in the first HTML (no empty flash; the promo sits above the cart, so streaming
 * it in later would push the cart down: ADR 024, CLS 0). Both are read at the same time. The
 * suggestions stream in below the cart, where their arrival moves nothing.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const [cart, promo] = await Promise.all([api.cart.get(), api.content.cartPromo().catch(() => null)]);
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
  if (!promo) return null;
  return (
    <aside className="cart-promo" aria-label="Actie">
      <p className="cart-promo__title">{promo.title}</p>
      <p>{promo.text}</p>
      <Link to={promo.link}>{promo.link_text}</Link>
    </aside>
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
