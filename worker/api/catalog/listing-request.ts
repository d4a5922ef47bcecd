/** The selection and page range of a listing request, checked; bad input throws a 400 ApiHttpError. */
import { FilterPathError, parseSelection, type Selection } from "../../../app/kernel/filter-paths";
import { pageRequestSchema, type PageRequest } from "../../../app/lib/schemas/catalog";
import { FILTER_ORDER } from "../../domain/filters";
import { ApiHttpError } from "../../http/errors";
import { parseOrThrow } from "../../http/validate";

export type { PageRequest };

/** querystring: `page=N` (one page, for load more) or `range=A-B` (pages A..B, for a reload). */
export function parsePageRequest(querystring: string): PageRequest {
  const q = new URLSearchParams(querystring.startsWith("?") ? querystring.slice(1) : querystring);
  return parseOrThrow(pageRequestSchema, { page: q.get("page") ?? undefined, range: q.get("range") ?? undefined }, 400, "invalid_page");
}

/** Filter segments as a selection; a malformed segment is a 400. */
export function selectionOf(segments: readonly string[]): Selection {
  try {
    return parseSelection(segments);
  } catch (err) {
    if (err instanceof FilterPathError) throw new ApiHttpError(400, "invalid_filter", err.message);
    throw err;
  }
}

/** Every filter of the selection must be one the shop knows; else a 400. */
export function assertKnownFilters(sel: Selection): Selection {
  for (const key of Object.keys(sel.filters)) {
    if (!FILTER_ORDER.includes(key)) throw new ApiHttpError(400, "invalid_filter", `Onbekend filter: '${key}'.`);
  }
  return sel;
}

export const parseFilterSegments = (segments: readonly string[]): Selection => assertKnownFilters(selectionOf(segments));

/** A search or brand listing: filter segments in `path`, the page request in `querystring`. */
export function listingRequest(path: string, querystring: string): { sel: Selection; pages: PageRequest } {
  return { sel: parseFilterSegments(path.split("/").filter(Boolean)), pages: parsePageRequest(querystring) };
}

export const pageNotFound = () => new ApiHttpError(404, "page_not_found", "Deze pagina bestaat niet (meer).");
