import { Link } from "react-router";
import type { Route } from "./+types/favourites";
import { ProductTile } from "../components/catalog/product-tile";
import { LOAD_MORE } from "../lib/constants";
import { edgeContext } from "../lib/context";
import { createLogger } from "../lib/log";
import { useFavourites, useFavouritesInAccount } from "../lib/catalog/storage";
import { useTiles } from "../lib/catalog/use-tiles";

export const meta: Route.MetaFunction = () => [{ title: "Mijn favorieten | Droomnest" }, { name: "robots", content: "noindex" }];

/** Logged in: the favourites kept in the account (so another device shows them); null for a guest. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, session, requestId } = context.get(edgeContext);
  if (!session) return { accountIds: null };
  try {
    return { accountIds: (await api.customer.favourites()).ids };
  } catch (err) {
    createLogger({ request_id: requestId }).warn("account favourites not loaded", { error: String(err) });
    return { accountIds: null };
  }
}

/**
 * /favorieten/: the favourites kept in this browser, matched by id. Logged in, the account's list counts
 * too until this browser has merged with it (after that the browser's list is the account's).
 */
export default function Favourites({ loaderData }: Route.ComponentProps) {
  const favourites = useFavourites();
  const inAccount = useFavouritesInAccount();
  const local = favourites.map((f) => f.id);
  const account = inAccount ? [] : [...(loaderData.accountIds ?? [])].reverse();
  const ids = [...new Set([...local, ...account])];
  const { tiles, failed } = useTiles(ids, "favourites");
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
