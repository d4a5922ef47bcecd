import type { Route } from "./+types/product-overview";
import { ProductTile } from "../components/catalog/product-tile";
import { edgeContext } from "../lib/context";
import { originOf, pageMeta } from "../lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  return { tiles: await context.get(edgeContext).api.catalog.featured() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    title: "Populaire producten | Droomnest",
    description: "De populairste matrassen, boxsprings, dekbedden en kussens van Droomnest: snel in huis in Nederland en België, achteraf betalen.",
    path: "/pop/",
  });

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
