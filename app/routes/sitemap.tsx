import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { edgeContext } from "../lib/context";
import { pageMeta, siteOrigin } from "../lib/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageMeta({
    origin: siteOrigin(request.url, context),
    title: "Sitemap | Droomnest",
    description: "Alle categorieën, merken, klantenservicepagina's en blogartikelen van Droomnest op één pagina.",
    path: "/sitemap/",
  });
  return { sitemap: await context.get(edgeContext).api.catalog.sitemap(), seo };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

const SECTIONS = [
  ["categories", "Categorieën"],
  ["brands", "Merken"],
  ["services", "Klantenservice"],
  ["blog", "Slaapblog"],
] as const;

/** /sitemap/: categories, brands and service pages (and the blog). */
export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <h1 className="page-title">Sitemap</h1>
      {SECTIONS.map(([key, title]) => (
        <section key={key} aria-labelledby={`sitemap-${key}`}>
          <h2 id={`sitemap-${key}`}>{title}</h2>
          <ul className="sitemap-list">
            {(loaderData.sitemap[key] ?? []).map((l) => (
              <li key={l.url}>
                <Link to={l.url}>{l.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
