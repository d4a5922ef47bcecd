import { Link } from "react-router";
import type { Route } from "./+types/index";
import { edgeContext } from "../../lib/context";
import { pageMeta, siteOrigin } from "../../lib/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageMeta({
    origin: siteOrigin(request.url, context),
    title: "Onze merken | Droomnest",
    description: "Alle merken van Droomnest: matrassen, boxsprings, dekbedden en beddengoed van bekende en eigen merken.",
    path: "/brands/",
  });
  return { brands: await context.get(edgeContext).api.catalog.brands(), seo };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <h1 className="page-title">Onze merken</h1>
      <ul className="card-list">
        {loaderData.brands.map((b) => (
          <li key={b.slug} className="card">
            <h2>
              <Link to={b.url}>{b.name}</Link>
            </h2>
            <p>{b.description}</p>
            <p className="blog-card__meta">{b.products} producten</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
