/**
 * Search result tiles that link to the variant the query names: "hoeslaken wit 160x200" links each fitted
 * sheet to its product page with the white 160x200 variant chosen (docs/decisions/031). One D1 batch for
 * the page's tiles.
 */
import type { ProductTile } from "../../../app/lib/api/types/catalog";
import { VARIANT_PARAM } from "../../../app/lib/catalog/constants";
import { words } from "../../domain/dutch-terms";
import { tileQueries, type TileQueries } from "../../store/catalog";
import { variantOptionStatements, variantOptionsOf, variantsNamed } from "../../store/catalog/variant-options";

/**
 * The tiles of the products `ids` (in that order), each whose product has a variant the term names with
 * `?variant=<id>` on its URL, as statements for one batch: the tiles' reads and the products' options and
 * variants go to D1 together.
 */
export function linkedTileQueries(db: D1Database, ids: number[], term: string): TileQueries {
  const tiles = tileQueries(db, ids);
  const ws = words(term);
  // One word names a product or a value, never both: no variant to choose, nothing more to read.
  if (ws.length < 2 || ids.length === 0) return tiles;
  const n = tiles.statements.length;
  return {
    statements: [...tiles.statements, ...variantOptionStatements(db, ids)],
    read: (results) => linked(tiles.read(results.slice(0, n)), variantsNamed(variantOptionsOf(results.slice(n)), ws)),
  };
}

function linked(tiles: ProductTile[], chosen: Map<number, number>): ProductTile[] {
  if (chosen.size === 0) return tiles;
  return tiles.map((t) => {
    const variant = chosen.get(t.id);
    return variant === undefined ? t : { ...t, url: `${t.url}?${VARIANT_PARAM}=${variant}` };
  });
}
