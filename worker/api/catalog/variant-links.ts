/**
 * Search result tiles that link to the variant the query names: "hoeslaken wit 160x200" links each fitted
 * sheet to its product page with the white 160x200 variant chosen (docs/decisions/031). One D1 batch for
 * the page's tiles.
 */
import type { ProductTile } from "../../../app/lib/api/types/catalog";
import { VARIANT_PARAM } from "../../../app/lib/catalog/constants";
import { words } from "../../domain/dutch-terms";
import { namedVariants } from "../../store/catalog/variant-options";

/** The tiles, each whose product has a variant the term names with `?variant=<id>` on its URL. */
export async function withVariantLinks(db: D1Database, tiles: ProductTile[], term: string): Promise<ProductTile[]> {
  const ws = words(term);
  // One word names a product or a value, never both: no variant to choose, no D1 batch.
  if (tiles.length === 0 || ws.length < 2) return tiles;
  const chosen = await namedVariants(db, tiles.map((t) => t.id), ws);
  if (chosen.size === 0) return tiles;
  return tiles.map((t) => {
    const variant = chosen.get(t.id);
    return variant === undefined ? t : { ...t, url: `${t.url}?${VARIANT_PARAM}=${variant}` };
  });
}
