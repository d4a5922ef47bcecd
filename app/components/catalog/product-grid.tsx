import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { browserApi } from "../../lib/api/client";
import type { CategoryListing, ProductTile as Tile } from "../../lib/api/types/catalog";
import type { PromoBanner } from "../../lib/schemas/content";
import { INFINITE_SCROLL_OFFSET_PX, LOAD_MORE, PROMO_BANNER_INDEX } from "../../lib/constants";
import { LoadMoreGuard, rangeUrl } from "../../lib/catalog/load-more";
import { ProductTile } from "./product-tile";

// The quick view (its dialog, option picker and add-to-cart) loads on the first press of a tile's quick-view
// button, not with the page (JavaScript budget, docs/decisions/009).
const QuickView = lazy(() => import("./quick-view").then((m) => ({ default: m.QuickView })));

/** The promo tile from the "promo-banner" content document. */
function PromoBannerTile({ promo }: { promo: PromoBanner }) {
  return (
    <aside className="tile tile--promo" aria-label="Actie">
      <p className="tile--promo__title">{promo.title}</p>
      <p>{promo.text}</p>
      <Link to={promo.link} className="btn btn--primary">
        {promo.link_text}
      </Link>
    </aside>
  );
}

/**
 * Tiles with load more ('Laad meer', 'Aan het laden...', ignored while loading) and infinite scroll once
 * the scroll position passes the link's offset minus 900px. A failed load is logged and the bar resets.
 * Categories with promo_banner show `promo` as a tile; without its content (failed load) the grid has none.
 */
export function ProductGrid({
  listing,
  firstPage,
  fetchPage,
  promo = null,
}: {
  listing: CategoryListing;
  firstPage: number;
  fetchPage?: (next: string) => Promise<CategoryListing>;
  promo?: PromoBanner | null;
}) {
  const [products, setProducts] = useState<Tile[]>(listing.products);
  const [next, setNext] = useState<string | null>(listing.page_links.next);
  const [subtotal, setSubtotal] = useState(listing.pagination.subtotal);
  const [loading, setLoading] = useState(false);
  const [quick, setQuick] = useState<number | null>(null);
  // One guard for the link and infinite scroll; it holds the next link itself (no stale closure).
  const [guard] = useState(() => new LoadMoreGuard(listing.page_links.next));
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);
  const link = useRef<HTMLAnchorElement>(null);

  const loadMore = useCallback(async () => {
    const url = guard.begin();
    if (url === null) return;
    setLoading(true);
    try {
      const u = new URL(url, window.location.origin);
      const data = fetchRef.current
        ? await fetchRef.current(url)
        : await browserApi.catalog.category(u.pathname.replace(/^\/+/u, ""), u.search.replace(/^\?/u, ""));
      guard.succeed(data.page_links.next);
      setProducts((p) => [...p, ...data.products.filter((t) => !p.some((x) => x.id === t.id))]);
      setNext(data.page_links.next);
      setSubtotal(data.pagination.subtotal);
      const range = `${listing.canonical}?range=${firstPage}-${data.pagination.page}`;
      window.history.replaceState(window.history.state, "", rangeUrl(range, window.location.search));
    } catch (err) {
      if (guard.loading) guard.fail();
      console.warn("load more failed", err);
    } finally {
      setLoading(false);
    }
  }, [guard, listing.canonical, firstPage]);

  useEffect(() => {
    if (!next) return;
    const onScroll = () => {
      const el = link.current;
      if (!el) return;
      const offset = el.getBoundingClientRect().top + window.scrollY;
      if (window.scrollY > offset - INFINITE_SCROLL_OFFSET_PX) void loadMore();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [next, loadMore]);

  const cls = `product-grid${listing.category.four_per_row ? " product-grid--four" : ""}${listing.category.long_titles ? " product-grid--long-titles" : ""}`;
  const closeQuick = useCallback(() => setQuick(null), []);
  return (
    <>
      <h2 className="visually-hidden">Producten</h2>
      <ul className={cls}>
        {products.map((tile, i) => (
          <Fragment key={tile.id}>
            {/* The promo banner takes the 4th position (index 4, counted from 1). */}
            {listing.category.promo_banner && promo && i === PROMO_BANNER_INDEX - 1 && (
              <li className="product-grid__item product-grid__item--promo">
                <PromoBannerTile promo={promo} />
              </li>
            )}
            <li className="product-grid__item">
              <ProductTile tile={tile} index={i} onQuickView={(t) => setQuick(t.id)} />
            </li>
          </Fragment>
        ))}
      </ul>
      <div className="load-more">
        <p className="load-more__status" aria-live="polite">
          Je hebt {subtotal} van de {listing.pagination.total} producten gezien
        </p>
        {next && (
          <a
            ref={link}
            href={next}
            className="btn btn--ghost load-more__button"
            aria-disabled={loading}
            onClick={(e) => {
              e.preventDefault();
              void loadMore();
            }}
          >
            {loading ? LOAD_MORE.loading : LOAD_MORE.idle}
          </a>
        )}
      </div>
      {quick !== null && (
        <Suspense fallback={null}>
          <QuickView productId={quick} onClose={closeQuick} />
        </Suspense>
      )}
    </>
  );
}
