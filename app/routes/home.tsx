import { Suspense } from "react";
import { preload } from "react-dom";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { UspSlider } from "../components/header/usp-slider";
import { USP_TEXT } from "../lib/usp/messages";
import { InspirationBanner } from "../components/content/inspiration-banner";
import { PhoneLink } from "../components/footer/footer";
import { PromoHeader } from "../components/home/promo-header";
import { LastViewed } from "../components/product/last-viewed";
import { Stars } from "../components/ui/stars";
import { WizardButton } from "../components/wizard/wizard-button";
import { TRUST_SCORE } from "../lib/constants";
import { edgeContext } from "../lib/context";
import { createLogger } from "../lib/log";
import { useRootData } from "../lib/root-data";
import { HOME_WIZARD, WIZARD_ENTRY_TEXT } from "../lib/wizard/constants";
import { pageMeta, siteOrigin } from "../lib/seo.server";
import { organizationLd } from "../lib/seo-ld.server";

const HOME_TITLE = "Droomnest | Matrassen, dekbedden, boxsprings en beddengoed";
const HOME_DESCRIPTION =
  "Droomnest: matrassen, boxsprings, dekbedden, hoofdkussens en beddengoed met gratis slaapadvies. Snel in huis in Nederland en België, achteraf betalen.";

/** The tags come with the data (app/lib/seo.server.ts builds them in the loader). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: HOME_TITLE }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, requestId } = context.get(edgeContext);
  // The promo header is the first paint: awaited. A failure leaves it out instead of failing the page.
  // With it, in parallel: the customer service phone for the Organization JSON-LD (footer document, KV-cached).
  const [homepage, phone] = await Promise.all([
    api.content.homepage().catch((err: unknown) => {
      createLogger({ request_id: requestId }).warn("homepage content not loaded", { error: String(err) });
      return null;
    }),
    api.content
      .footer()
      .then((f) => f.phone_number)
      .catch(() => null),
  ]);
  const origin = siteOrigin(request.url, context);
  const seo = pageMeta({
    origin,
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    path: "/",
    share: { type: "website" },
    jsonLd: [organizationLd(origin, phone), { "@type": "WebSite", name: "Droomnest", url: `${origin}/` }],
  });
  return { homepage, seo };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { homepage } = loaderData;
  const root = useRootData();
  // The main promo's image is the largest paint (ADR 024). It sits in a <picture>, which React does
  // not preload by itself: one preload per source, each for its own media, so a phone fetches only its image.
  const main = homepage?.promos[0];
  if (main) {
    preload(main.image_mobile.src, { as: "image", fetchPriority: "high", media: "(max-width: 768px)" });
    preload(main.image.src, { as: "image", fetchPriority: "high", media: "(min-width: 769px)" });
  }
  return (
    <main id="inhoud" tabIndex={-1} className="home">
      <h1 className="visually-hidden">Droomnest: matrassen, dekbedden, boxsprings en beddengoed</h1>
      {homepage && <PromoHeader promos={homepage.promos} />}
      <UspSlider usps={root?.usps ?? null} label={USP_TEXT.homeLabel} className="usp-slider--home" />
      {homepage && (
        <section className="category-blocks container" aria-labelledby="category-blocks-title">
          <h2 id="category-blocks-title" className="section-title">
            Shop per categorie
          </h2>
          <ul className="category-blocks__list">
            {homepage.category_blocks.map((block) => (
              <li key={block.link}>
                <Link to={block.link} className="category-block">
                  <img
                    src={block.image.src}
                    width={block.image.width}
                    height={block.image.height}
                    alt={block.image.alt}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="category-block__title">{block.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Below the promo header: hydration units of their own, so the browser can yield (ADR 024). */}
      <Suspense fallback={null}>
        <section className="wizard-teaser container" aria-labelledby="wizard-teaser-title">
          <h2 id="wizard-teaser-title" className="section-title">
            Welke matras past bij mij?
          </h2>
          <p>Beantwoord een paar korte vragen over je slaaphouding, gewicht en lengte en zie meteen welke matrassen bij je passen.</p>
          <WizardButton code={HOME_WIZARD.code} title={WIZARD_ENTRY_TEXT.homeOpen} label={WIZARD_ENTRY_TEXT.homeOpen} className="btn btn--primary" />
        </section>
      </Suspense>
      <Suspense fallback={null}>
        <div className="container">
          <InspirationBanner />
          <LastViewed />
        </div>
      </Suspense>
      <Suspense fallback={null}>
        <div className="container home__bottom">
          {homepage && (
            <section className="about-block" aria-labelledby="about-title">
              <h2 id="about-title" className="section-title">
                {homepage.about.title}
              </h2>
              {homepage.about.text.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
              <Link to={homepage.about.link}>{homepage.about.link_text}</Link>
            </section>
          )}
          <section className="trust-score" aria-labelledby="trust-title">
            <h2 id="trust-title" className="section-title">
              Wat klanten van ons vinden
            </h2>
            <p className="trust-score__value">
              <strong>{TRUST_SCORE.score}</strong>/{TRUST_SCORE.max}
            </p>
            <Stars value={TRUST_SCORE.stars} label={`Beoordeeld met een ${TRUST_SCORE.score} van de ${TRUST_SCORE.max}`} />
            <Suspense fallback={null}>
              <Await resolve={root?.footer} errorElement={null}>
                {(footer) =>
                  footer ? (
                    <p>
                      Vragen? Bel <PhoneLink phone={footer.phone_number} />
                    </p>
                  ) : null
                }
              </Await>
            </Suspense>
          </section>
        </div>
      </Suspense>
    </main>
  );
}
