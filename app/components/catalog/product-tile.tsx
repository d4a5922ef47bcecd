import { Link } from "react-router";
import type { ProductTile as Tile } from "../../lib/api/types/catalog";
import { Stars } from "../ui/stars";
import { FavouriteButton } from "./favourite-button";
import { PriceView } from "./price";

/** Spec: the first 3 tiles load their image eagerly, the rest lazily. */
export const EAGER_TILES = 3;

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
        {onQuickView && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onQuickView(tile)}>
            Snel bekijken<span className="visually-hidden">: {tile.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}
