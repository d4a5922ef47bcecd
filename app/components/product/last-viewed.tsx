import { useEffect, useState } from "react";
import { browserApi } from "../../lib/api/client";
import type { ProductTile as Tile } from "../../lib/api/catalog-types";
import { useLastViewed } from "../../lib/storage";
import { RelatedProducts } from "./related-products";

/** 'Laatst bekeken': the browser's last viewed list (at most 8, newest first), optionally without one product. */
export function LastViewed({ exclude }: { exclude?: number }) {
  const entries = useLastViewed();
  const ids = [...new Set(entries.map((e) => e.id))].filter((id) => id !== exclude);
  const key = ids.join(",");
  const [tiles, setTiles] = useState<Tile[]>([]);
  useEffect(() => {
    if (!key) {
      setTiles([]);
      return;
    }
    let live = true;
    browserApi.catalog
      .tiles(key.split(",").map(Number))
      .then((t) => live && setTiles(t))
      .catch((err: unknown) => console.warn("last viewed not loaded", err));
    return () => {
      live = false;
    };
  }, [key]);
  if (tiles.length === 0) return null;
  return <RelatedProducts tiles={tiles} title="Laatst bekeken" />;
}
