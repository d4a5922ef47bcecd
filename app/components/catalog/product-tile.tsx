import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { browserApi } from "../../lib/api/client";
import type { ProductTile as Tile } from "../../lib/api/types/catalog";
import { pageCart } from "../../lib/cart/page-cart";
import { Stars } from "../ui/stars";
import { FavouriteButton } from "./favourite-button";
import { PriceView } from "./price";

/** Spec: the first 3 tiles load their image eagerly, the rest lazily. */
export const EAGER_TILES = 3;

/**
 * Quick buy (spec sections 2 and 4): a product with one variant is added at once and the quick-buy popup
 * shows the outcome; a product with options opens the quick view to choose (or its page, where a row of
 * tiles has no quick view).
 */
function QuickBuyButton({ tile, onQuickView }: { tile: Tile; onQuickView?: (tile: Tile) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function quickBuy() {
    if (busy) return;
    setBusy(true);
    try {
      const product = await browserApi.catalog.quickView(tile.id).catch((err: unknown) => {
        console.warn("quick buy: product not loaded", err);
        return null;
      });
      const only = product && product.variants.length === 1 ? product.variants[0]! : null;
      if (product && !only) {
        if (onQuickView) onQuickView(tile);
        else void navigate(tile.url);
        return;
      }
      await pageCart.quickAdd(tile.id, 1, () => (only ? browserApi.cart.add({ item_id: only.id, quantity: 1 }) : Promise.reject(new Error("product not loaded"))));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn--primary btn--small tile__buy" aria-label={`In winkelwagen: ${tile.title}`} aria-busy={busy} onClick={() => void quickBuy()}>
      In winkelwagen
    </button>
  );
}

export function ProductTile({ tile, index, onQuickView }: { tile: Tile; index: number; onQuickView?: (tile: Tile) => void }) {
  const image = tile.images[0];
  const eager = index < EAGER_TILES;
  return (
    <article className={`tile${tile.available ? "" : " tile--unavailable"}`}>
      <Link to={tile.url} className="tile__link" prefetch="intent">
        <span className="tile__media">
          {image && (
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
            />
          )}
          {tile.overlay && <span className="tile__overlay">{tile.overlay}</span>}
        </span>
        <span className="tile__brand">{tile.brand}</span>
        <h3 className="tile__title">{tile.title}</h3>
      </Link>
      {tile.rating.count > 0 && (
        <p className="tile__rating">
          <Stars value={tile.rating.average} label={`${tile.rating.average.toString().replace(".", ",")} van 5 sterren`} />
          <span>({tile.rating.count})</span>
        </p>
      )}
      <PriceView price={tile.price} />
      <p className="tile__delivery">{tile.available ? tile.delivery : "Tijdelijk niet leverbaar"}</p>
      <div className="tile__actions">
        <FavouriteButton id={tile.id} image={image?.src ?? ""} available={tile.available} title={tile.title} />
        {tile.available && <QuickBuyButton tile={tile} onQuickView={onQuickView} />}
        {onQuickView && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onQuickView(tile)}>
            Snel bekijken<span className="visually-hidden">: {tile.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}
