import { useEffect, useState } from "react";
import { browserApi } from "./api/client";
import type { ProductTile } from "./api/types/catalog";

/**
 * Tiles for product ids kept in the browser (favourites, last viewed), in that order. null while loading;
 * a failed load is logged and reported through `failed`.
 */
export function useTiles(ids: readonly number[], what: string): { tiles: ProductTile[] | null; failed: boolean } {
  const key = ids.slice(0, 24).join(",");
  const [tiles, setTiles] = useState<ProductTile[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!key) {
      setTiles([]);
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
