import { Link } from "react-router";
import type { Route } from "./+types/discount-code";
import { pageMeta, siteOrigin } from "../lib/seo.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: pageMeta({
      origin: siteOrigin(request.url, context),
      title: "Kortingscode gebruiken | Droomnest",
      description: "Zo gebruik je een kortingscode bij Droomnest: vul de code in de winkelwagen in en de korting wordt direct verrekend.",
      path: "/kortingscode/",
    }),
  };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

/** /kortingscode/: how discount codes work (the code itself is applied in the cart). */
export default function DiscountCode() {
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <h1 className="page-title">Kortingscode</h1>
      <p className="content-page__intro">Heb je een kortingscode ontvangen? Zo gebruik je hem.</p>
      <ol>
        <li>Leg de producten die je wilt bestellen in je winkelwagen.</li>
        <li>Vul in de winkelwagen je kortingscode in bij &lsquo;Kortingscode&rsquo; en klik op &lsquo;Toepassen&rsquo;.</li>
        <li>De korting wordt direct van je totaalbedrag afgetrokken. Per bestelling kun je één kortingscode gebruiken.</li>
      </ol>
      <h2>Nog geen kortingscode?</h2>
      <p>
        Schrijf je in voor onze nieuwsbrief en ontvang € 5,- shoptegoed op je volgende bestelling. Bekijk ook onze{" "}
        <Link to="/acties/">acties</Link> en de <Link to="/dagdeals/">dagdeals</Link>.
      </p>
      <p>
        Vragen over je code? <Link to="/service/klantenservice-contact/">Neem contact op met onze klantenservice</Link>.
      </p>
    </main>
  );
}
