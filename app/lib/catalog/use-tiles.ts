import { useEffect, useState } from "react";
import { browserApi } from "../api/client";
import type { ProductTile } from "../api/types/catalog";

/**
 * Tiles for product ids kept in the browser (favourites, last viewed), in that order. null while loading;
 * a failed load is logged and reported through `failed`.
 */
const NO_TILES: ProductTile[] = [];

export function useTiles(ids: readonly number[], what: string): { tiles: ProductTile[] | null; failed: boolean } {
  const key = ids.slice(0, 24).join(",");
  const [tiles, setTiles] = useState<ProductTile[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!key) {
      // Already empty: the same array, so React skips the re-render.
      setTiles((t) => (t?.length === 0 ? t : NO_TILES));
      return;
    }
    let live = true;
    browserApi.catalog
      .tiles(key.split(",").map(Number))
      .then((t) => {
        if (!live) return;
        setTiles(t);
        setFailed(false);
      })
      .catch((err: unknown) => {
        console.warn(`${what} not loaded`, err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [key, what]);
  return { tiles, failed };
}
