import { Link } from "react-router";
import type { Route } from "./+types/favourites";
import { ProductTile } from "../components/catalog/product-tile";
import { LOAD_MORE } from "../lib/constants";
import { useFavourites } from "../lib/storage";
import { useTiles } from "../lib/use-tiles";

export const meta: Route.MetaFunction = () => [{ title: "Mijn favorieten | Droomnest" }, { name: "robots", content: "noindex" }];

/** /favorieten/: the favourites kept in this browser, matched by id. */
export default function Favourites() {
  const favourites = useFavourites();
  const { tiles, failed } = useTiles(
    favourites.map((f) => f.id),
    "favourites",
  );
  return (
    <main id="inhoud" tabIndex={-1} className="container favourites-page">
      <h1 className="page-title">Mijn favorieten</h1>
      {failed && <p role="alert">Je favorieten konden niet worden geladen. Probeer het later opnieuw.</p>}
      {tiles === null ? (
        <p role="status">{LOAD_MORE.loading}</p>
      ) : tiles.length === 0 ? (
        <section className="empty-state">
          <h2>Je hebt nog geen favorieten</h2>
          <p>Klik op het hartje bij een product om het hier te bewaren.</p>
          <Link to="/" className="btn btn--primary">
            Verder winkelen
          </Link>
        </section>
      ) : (
        <ul className="product-grid">
          {tiles.map((t, i) => (
            <li key={t.id} className="product-grid__item">
              <ProductTile tile={t} index={i} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
