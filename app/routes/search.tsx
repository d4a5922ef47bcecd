import type { Route } from "./+types/search";
import { FilterPanel } from "../components/catalog/filter-panel";
import { ProductGrid } from "../components/catalog/product-grid";
import { SearchFallback } from "../components/catalog/search-fallback";
import { orRouteError } from "../lib/api/route-errors";
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from "../lib/constants";
import { edgeContext } from "../lib/context";
import { firstPageOf, listingAsCategory } from "../lib/catalog/listing";

/** /zoeken/?tn_q= with filters and sort in the path, like the category overviews. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const term = (url.searchParams.get("tn_q") ?? "").trim();
  if (term.length < SEARCH_MIN_CHARS || term.length > SEARCH_MAX_CHARS) {
    return { term, results: null, message: term ? `Zoek op ${SEARCH_MIN_CHARS} tot ${SEARCH_MAX_CHARS} tekens.` : "Waar ben je naar op zoek?" };
  }
  const qs = new URLSearchParams();
  for (const k of ["page", "range"]) {
    const v = url.searchParams.get(k);
    if (v !== null) qs.set(k, v);
  }
  const results = await orRouteError(context.get(edgeContext).api.catalog.search(term, params["*"] ?? "", qs.toString()));
  return { term, results, message: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.term ? `Zoeken naar '${loaderData.term}' | Droomnest` : "Zoeken | Droomnest" },
  { name: "robots", content: "noindex, follow" },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { term, results, message } = loaderData;
  if (!results) {
    return (
      <main id="inhoud" tabIndex={-1} className="container search-page">
        <h1 className="page-title">Zoeken</h1>
        <p>{message}</p>
      </main>
    );
  }
  const listing = listingAsCategory(results, { slug: "zoeken", title: `Zoekresultaten voor '${term}'` });
  return (
    <main id="inhoud" tabIndex={-1} className="container category-page search-page">
      <h1 className="page-title">Zoekresultaten voor &lsquo;{term}&rsquo;</h1>
      {results.fallback ? (
        <SearchFallback term={term} fallback={results.fallback} />
      ) : (
        <p className="category-header__count">
          {results.pagination.total === 0 ? "Geen producten gevonden. Probeer een ander zoekwoord." : `${results.pagination.total} producten gevonden`}
        </p>
      )}
      {results.pagination.total > 0 && (
        <div className="category-page__body">
          <FilterPanel filters={results.filters} priceFilter={results.price_filter} sortFields={results.sort_fields} />
          <div className="category-page__products">
            <ProductGrid
              key={`${results.canonical}:${term}`}
              listing={listing}
              firstPage={firstPageOf(results.page_links.range)}
              fetchPage={(next) => {
                const u = new URL(next, window.location.origin);
                const path = u.pathname.replace(/^\/zoeken\/?/u, "");
                const q = new URLSearchParams(u.search);
                const page = q.get("page");
                return import("../lib/api/client").then(({ browserApi }) =>
                  browserApi.catalog.search(term, path, page ? `page=${page}` : "").then((r) => ({ ...listing, ...r })),
                );
              }}
            />
          </div>
        </div>
      )}
    </main>
  );
}
