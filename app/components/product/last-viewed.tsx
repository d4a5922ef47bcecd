import { useLastViewedIds } from "../../lib/catalog/storage";
import { useTiles } from "../../lib/catalog/use-tiles";
import { RelatedProducts } from "./related-products";

/** 'Laatst bekeken': the browser's last viewed list (at most 8, newest first), optionally without one product. */
export function LastViewed({ exclude }: { exclude?: number }) {
  const ids = useLastViewedIds(exclude);
  const { tiles } = useTiles(ids, "last viewed");
  if (!tiles || tiles.length === 0) return null;
  return <RelatedProducts tiles={tiles} title="Laatst bekeken" />;
}
