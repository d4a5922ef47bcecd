import { Link } from "react-router";
import type { Route } from "./+types/index";
import { edgeContext } from "../../lib/context";
import { pageMeta, siteOrigin } from "../../lib/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageMeta({
    origin: siteOrigin(request.url, context),
    title: "Klantenservice | Droomnest",
    description: "Hulp bij je bestelling, levering, retourneren of slaapadvies: de klantenservice van Droomnest helpt je graag, telefonisch of via het contactformulier.",
    path: "/service/",
  });
  return { pages: await context.get(edgeContext).api.content.servicePages(), seo };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

export default function ServiceIndex({ loaderData }: Route.ComponentProps) {
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <h1 className="page-title">Klantenservice</h1>
      <p>Hoe kunnen we je helpen? Kies een onderwerp.</p>
      <ul className="card-list">
        {loaderData.pages.map((p) => (
          <li key={p.slug} className="card">
            <h2>
              <Link to={`/service/${p.slug}/`}>{p.title}</Link>
            </h2>
            <p>{p.intro}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
