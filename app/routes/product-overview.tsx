import type { Route } from "./+types/product-overview";
import { ProductTile } from "../components/catalog/product-tile";
import { edgeContext } from "../lib/context";

export async function loader({ context }: Route.LoaderArgs) {
  return { tiles: await context.get(edgeContext).api.catalog.featured() };
}

export const meta: Route.MetaFunction = () => [{ title: "Populaire producten | Droomnest" }];

/** /pop/: product overview of the most popular products. */
export default function ProductOverview({ loaderData }: Route.ComponentProps) {
  return (
    <main id="inhoud" tabIndex={-1} className="container">
      <h1 className="page-title">Populaire producten</h1>
      <ul className="product-grid">
        {loaderData.tiles.map((t, i) => (
          <li key={t.id} className="product-grid__item">
            <ProductTile tile={t} index={i} />
          </li>
        ))}
      </ul>
    </main>
  );
}
