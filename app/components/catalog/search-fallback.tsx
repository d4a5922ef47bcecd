import { Link } from "react-router";
import type { SearchFallback as Fallback } from "../../lib/api/types/catalog";
import { SEARCH_FALLBACK_TEXT as T } from "../../lib/catalog/messages";
import { ProductTile } from "./product-tile";

/**
 * /zoeken/ when the term found nothing: what was not found, "Bedoelde je ...?" (one click to the closest
 * query with results), the related categories and popular products as the shop's normal tiles. Server
 * markup only: the tiles are the ones the results grid already loads.
 */
export function SearchFallback({ term, fallback }: { term: string; fallback: Fallback }) {
  const { did_you_mean: suggestion, categories, products } = fallback;
  return (
    <div className="search-fallback">
      <p className="search-fallback__nothing">{T.nothingFound(term)}</p>
      {suggestion && (
        <p className="search-fallback__suggestion">
          {T.didYouMean} <Link to={suggestion.url}>{suggestion.query}</Link>?
        </p>
      )}
      <p className="search-fallback__tips">{T.tips}</p>
      {categories.length > 0 && (
        <section aria-labelledby="search-fallback-categories">
          <h2 id="search-fallback-categories" className="search-fallback__heading">
            {T.categories}
          </h2>
          <ul className="search-fallback__categories">
            {categories.map((c) => (
              <li key={c.url}>
                <Link to={c.url}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length > 0 && (
        <section aria-labelledby="search-fallback-products">
          <h2 id="search-fallback-products" className="search-fallback__heading">
            {T.products}
          </h2>
          <ul className="product-grid">
            {products.map((t, i) => (
              <li key={t.id} className="product-grid__item">
                <ProductTile tile={t} index={i} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
