import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import type { CategoryListing } from "../lib/api/types/catalog";
import { CategoryHeader } from "../components/catalog/category-header";
import { FilterPanel } from "../components/catalog/filter-panel";
import { ProductGrid } from "../components/catalog/product-grid";
import { QuickWizard } from "../components/wizard/quick-wizard";
import { WizardButton } from "../components/wizard/wizard-button";
import { ErrorPage } from "../components/error/error-page";
import { isNotFound, throwRouteError } from "../lib/api/route-errors";
import { STRINGS } from "../lib/constants";
import { edgeContext } from "../lib/context";
import { createLogger } from "../lib/log";
import { breadcrumbLd, pageMeta, siteOrigin } from "../lib/seo.server";
import { useAbandonSignal } from "../lib/abandon/use-abandon-signal";
import { CATEGORY_WIZARDS, WIZARD_ENTRY_TEXT } from "../lib/wizard/constants";

/**
 * Every path the other routes do not claim: a category overview (with its catch-all child path for
 * filter and sort selections) when the API knows the category, otherwise the 404 page.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { api, requestId } = context.get(edgeContext);
  const path = params["*"] ?? "";
  const qs = new URLSearchParams();
  for (const k of ["page", "range"]) {
    const v = url.searchParams.get(k);
    if (v !== null) qs.set(k, v);
  }
  try {
    const listing = await api.catalog.category(path, qs.toString());
    // Non-canonical filter URLs (other order, duplicates) go to the canonical one. `url` is the page URL
    // also for client-side data requests (request.url would be the .data URL and never match).
    if (decodeURIComponent(url.pathname) !== listing.canonical) {
      throw redirect(`${listing.canonical}${url.search}`, 301);
    }
    const range = /^(\d+)-\d+$/u.exec(url.searchParams.get("range") ?? "");
    const firstPage = range ? Number(range[1]) : Number(url.searchParams.get("page") ?? 1);
    // Awaited (small D1/KV reads): streamed in later they would push the grid down (layout shift).
    // Without its promo content the grid is shown without the promo tile.
    // Mattresses, duvets and pillows (and their subcategories) offer the wizard and the quick wizard.
    const wizards = CATEGORY_WIZARDS[listing.category.slug.split("/")[0]!] ?? null;
    const [subNavigation, promo, quickWizard] = await Promise.all([
      api.content.subNavigation(listing.category.slug).catch(() => null),
      listing.category.promo_banner
        ? api.content.promoBanner().catch((err: unknown) => {
            createLogger({ request_id: requestId }).warn("promo banner not loaded", { error: String(err) });
            return null;
          })
        : null,
      wizards
        ? api.catalog.guidedSelling({ code: wizards.quick, category_id: listing.category.id }).catch((err: unknown) => {
            createLogger({ request_id: requestId }).warn("quick wizard not loaded", { error: String(err) });
            return null;
          })
        : null,
    ]);
    const wizard = wizards ? { code: wizards.wizard, category_id: listing.category.id } : null;
    return { kind: "category" as const, listing, firstPage, subNavigation, promo, wizard, quickWizard, seo: categorySeo(siteOrigin(url, context), listing) };
  } catch (err) {
    if (isNotFound(err)) return data({ kind: "not-found" as const }, { status: 404 });
    throwRouteError(err);
  }
}

/** A category's tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.kind === "category" ? loaderData.seo : [{ title: `${STRINGS.notFound} | Droomnest` }, { name: "robots", content: "noindex" }];

function categorySeo(origin: string, listing: CategoryListing) {
  const { category, canonical, filters, breadcrumbs, products } = listing;
  // A filtered or sorted variant is not indexed; its canonical is the base category, which is.
  const base = `/${category.slug}/`;
  const filtered = canonical !== base || filters.some((f) => f.nr_of_attributes_selected > 0);
  const image = category.header_image ?? products[0]?.images[0] ?? null;
  return pageMeta({
    origin,
    title: `${category.title} kopen? | Droomnest`,
    description: category.intro || category.sub_title || `${category.title} bij Droomnest: snel in huis in Nederland en België, achteraf betalen.`,
    path: base,
    noindex: filtered,
    share: { type: "website", image: image?.src, imageAlt: image?.alt || category.title },
    jsonLd: [breadcrumbLd(origin, breadcrumbs)],
  });
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  useAbandonSignal("category", loaderData.kind === "category" ? loaderData.listing.category.id : null);
  if (loaderData.kind !== "category") return <ErrorPage status={404} />;
  const { listing, firstPage, subNavigation, promo, wizard, quickWizard } = loaderData;
  return (
    <main id="inhoud" tabIndex={-1} className="container category-page">
      <CategoryHeader category={listing.category} breadcrumbs={listing.breadcrumbs} total={listing.pagination.total} />
      {subNavigation && subNavigation.items.length > 0 && (
        <nav className="sub-navigation" aria-label={`Meer in ${subNavigation.title}`}>
          <ul>
            {subNavigation.items.map((i) => (
              <li key={i.link}>
                <Link to={i.link} aria-current={i.is_active ? "page" : undefined}>
                  {i.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {wizard && (
        <div className="category-page__wizards">
          {quickWizard && <QuickWizard wizard={quickWizard} />}
          <WizardButton code={wizard.code} categoryId={wizard.category_id} title={`${listing.category.title}: hulp bij kiezen`} label={WIZARD_ENTRY_TEXT.open} />
        </div>
      )}
      <div className="category-page__body">
        <FilterPanel filters={listing.filters} priceFilter={listing.price_filter} sortFields={listing.sort_fields} />
        <div className="category-page__products">
          <ProductGrid key={`${listing.canonical}:${firstPage}`} listing={listing} firstPage={firstPage} promo={promo} />
        </div>
      </div>
    </main>
  );
}
