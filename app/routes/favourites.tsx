import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/favourites";
import { ProductTile } from "../components/catalog/product-tile";
import { browserApi } from "../lib/api/client";
import type { ProductTile as Tile } from "../lib/api/catalog-types";
import { useFavourites } from "../lib/storage";

export const meta: Route.MetaFunction = () => [{ title: "Mijn favorieten | Droomnest" }, { name: "robots", content: "noindex" }];

/** /favorieten/: the favourites kept in this browser, matched by id. */
export default function Favourites() {
  const favourites = useFavourites();
  const key = favourites.map((f) => f.id).join(",");
  const [tiles, setTiles] = useState<Tile[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!key) {
      setTiles([]);
      return;
    }
    let live = true;
    browserApi.catalog
      .tiles(key.split(",").map(Number).slice(0, 24))
      .then((t) => live && (setTiles(t), setFailed(false)))
      .catch((err: unknown) => {
        console.warn("favourites not loaded", err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [key]);
  return (
    <main id="inhoud" tabIndex={-1} className="container favourites-page">
      <h1 className="page-title">Mijn favorieten</h1>
      {failed && <p role="alert">Je favorieten konden niet worden geladen. Probeer het later opnieuw.</p>}
      {tiles === null ? (
        <p role="status">Aan het laden...</p>
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
