import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { edgeContext } from "../lib/context";
import { originOf, pageMeta } from "../lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  return { sitemap: await context.get(edgeContext).api.catalog.sitemap() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    origin: originOf(matches),
    title: "Sitemap | Droomnest",
    description: "Alle categorieën, merken, klantenservicepagina's en blogartikelen van Droomnest op één pagina.",
    path: "/sitemap/",
  });

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
