import type { Route } from "./+types/product-overview";
import { ProductTile } from "../components/catalog/product-tile";
import { edgeContext } from "../lib/context";
import { pageMeta, siteOrigin } from "../lib/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageMeta({
    origin: siteOrigin(request.url, context),
    title: "Populaire producten | Droomnest",
    description: "De populairste matrassen, boxsprings, dekbedden en kussens van Droomnest: snel in huis in Nederland en België, achteraf betalen.",
    path: "/pop/",
  });
  return { tiles: await context.get(edgeContext).api.catalog.featured(), seo };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

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
