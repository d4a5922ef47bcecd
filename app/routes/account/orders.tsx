import { Link } from "react-router";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Mijn bestellingen | Droomnest" }, { name: "robots", content: "noindex" }];

/** Mijn bestellingen: no orders can be placed yet (the checkout issue fills this list and the invoices). */
export default function Orders() {
  return (
    <div className="account-page">
      <h1 className="page-title">Mijn bestellingen</h1>
      <section className="empty-state">
        <p>Je hebt nog geen bestellingen geplaatst.</p>
        <Link to="/" className="btn btn--primary">
          Verder winkelen
        </Link>
      </section>
    </div>
  );
}
