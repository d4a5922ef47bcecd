import { Link } from "react-router";
import type { Route } from "./+types/content-overview";
import { ProductTile } from "../components/catalog/product-tile";
import { COP_FAMILY } from "../lib/constants";
import { edgeContext } from "../lib/context";
import { pageMeta, siteOrigin } from "../lib/seo.server";


export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const [main, ...subs] = await Promise.all([COP_FAMILY.main, ...COP_FAMILY.subs].map((p) => api.catalog.category(p)));
  const seo = pageMeta({
    origin: siteOrigin(request.url, context),
    title: "Matrassen: alle soorten op een rij | Droomnest",
    description: "Pocketvering of koudschuim? Alle soorten matrassen van Droomnest op een rij, met de populairste modellen per soort.",
    path: "/cop/",
  });
  return {
    seo,
    main: { title: main!.category.title, intro: main!.category.intro, url: `/${main!.category.slug}/`, total: main!.pagination.total },
    subs: subs.map((s) => ({ title: s.category.title, url: `/${s.category.slug}/`, total: s.pagination.total, products: s.products.slice(0, 4) })),
  };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const { main, subs } = loaderData;
  return (
    <main id="inhoud" tabIndex={-1} className="container">
      <h1 className="page-title">{main.title}</h1>
      {main.intro && <p className="content-page__intro">{main.intro}</p>}
      <p>
        <Link to={main.url}>Bekijk alle {main.total} {main.title.toLowerCase()}</Link>
      </p>
      {subs.map((s, si) => (
        <section key={s.url} aria-labelledby={`cop-${si}`}>
          <h2 id={`cop-${si}`} className="section-title">
            <Link to={s.url}>{s.title}</Link> <span className="blog-card__meta">({s.total})</span>
          </h2>
          <ul className="product-grid">
            {s.products.map((t, i) => (
              <li key={t.id} className="product-grid__item">
                <ProductTile tile={t} index={si * 4 + i} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
