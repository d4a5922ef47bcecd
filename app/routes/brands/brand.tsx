import { redirect } from "react-router";
import type { Route } from "./+types/brand";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs";
import { FilterPanel } from "../../components/catalog/filter-panel";
import { ProductGrid } from "../../components/catalog/product-grid";
import { browserApi } from "../../lib/api/client";
import { orRouteError } from "../../lib/api/route-errors";
import { edgeContext } from "../../lib/context";
import { firstPageOf, listingAsCategory } from "../../lib/catalog/listing";
import type { BrandListing } from "../../lib/api/types/catalog";
import { breadcrumbLd, pageMeta, siteOrigin } from "../../lib/seo.server";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const qs = new URLSearchParams();
  for (const k of ["page", "range"]) {
    const v = url.searchParams.get(k);
    if (v !== null) qs.set(k, v);
  }
  const listing = await orRouteError(context.get(edgeContext).api.catalog.brand(params.brand, params["*"] ?? "", qs.toString()));
  if (decodeURIComponent(url.pathname) !== listing.canonical) throw redirect(`${listing.canonical}${url.search}`, 301);
  return { listing, seo: brandSeo(siteOrigin(url, context), listing) };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ name: "robots", content: "noindex" }];

function brandSeo(origin: string, listing: BrandListing) {
  const { brand, canonical, filters, breadcrumbs, products } = listing;
  // A filtered or sorted variant is not indexed; its canonical is the brand page, which is.
  const base = `/brands/${brand.slug}/`;
  const filtered = canonical !== base || filters.some((f) => f.nr_of_attributes_selected > 0);
  const image = products[0]?.images[0] ?? null;
  return pageMeta({
    origin,
    title: `${brand.name} | Droomnest`,
    description: brand.description || `Alle producten van ${brand.name} bij Droomnest: snel in huis, achteraf betalen.`,
    path: base,
    noindex: filtered,
    share: { type: "website", image: image?.src, imageAlt: image?.alt || brand.name },
    jsonLd: [breadcrumbLd(origin, breadcrumbs)],
  });
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const asCategory = listingAsCategory(listing, { slug: `brands/${listing.brand.slug}`, title: listing.brand.name, intro: listing.brand.description });
  return (
    <main id="inhoud" tabIndex={-1} className="container category-page">
      <Breadcrumbs items={listing.breadcrumbs} />
      <h1 className="page-title">{listing.brand.name}</h1>
      <p>{listing.brand.description}</p>
      <p className="category-header__count">{listing.pagination.total} producten</p>
      <div className="category-page__body">
        <FilterPanel filters={listing.filters} priceFilter={listing.price_filter} sortFields={listing.sort_fields} />
        <div className="category-page__products">
          <ProductGrid
            key={listing.canonical}
            listing={asCategory}
            firstPage={firstPageOf(listing.page_links.range)}
            fetchPage={async (next) => {
              const u = new URL(next, window.location.origin);
              const path = u.pathname.replace(/^\/brands\/[^/]+\/?/u, "");
              const page = new URLSearchParams(u.search).get("page");
              const r = await browserApi.catalog.brand(listing.brand.slug, path, page ? `page=${page}` : "");
              return { ...asCategory, ...r };
            }}
          />
        </div>
      </div>
    </main>
  );
}
