import { Link } from "react-router";
import type { Route } from "./+types/inspiration";
import { BoxspringExplainer } from "../components/content/boxspring-explainer";
import { pageMeta, siteOrigin } from "../lib/seo.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: pageMeta({
      origin: siteOrigin(request.url, context),
      title: "Inspiratie voor je slaapkamer | Droomnest",
      description: "Slaapkamerinspiratie van Droomnest: zo stel je een boxspring samen, en tips voor een rustige slaapkamer.",
      path: "/inspiratie/",
    }),
  };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

export default function Inspiration() {
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <h1 className="page-title">Inspiratie</h1>
      <p className="content-page__intro">
        Een slaapkamer waarin je echt tot rust komt, begint bij een goed bed. Hieronder lees je hoe een boxspring is opgebouwd en waar je op let bij
        het samenstellen.
      </p>
      <BoxspringExplainer />
      <section aria-labelledby="inspiration-more">
        <h2 id="inspiration-more" className="section-title">
          Verder lezen en shoppen
        </h2>
        <ul className="card-list">
          <li className="card">
            <h3>
              <Link to="/boxsprings/">Alle boxsprings</Link>
            </h3>
            <p>Vlak, elektrisch of met opbergruimte, in de maten 140, 160 en 180 cm breed.</p>
          </li>
          <li className="card">
            <h3>
              <Link to="/blog/boxspring-kopen-waar-let-je-op/">Boxspring kopen: waar let je op?</Link>
            </h3>
            <p>Onze slaapadviseurs zetten de keuzes op een rij.</p>
          </li>
          <li className="card">
            <h3>
              <Link to="/dekbedovertrek/">Dekbedovertrekken</Link>
            </h3>
            <p>Geef je bed in een handomdraai een nieuwe look.</p>
          </li>
        </ul>
      </section>
    </main>
  );
}
