/**
 * "Bedoelde je ...?" of a search that found nothing: the closest query that has results, or null.
 * Placeholder until the search engine's vocabulary answers it (the signature is the contract the
 * zero-result fallback of worker/api/catalog/search-fallback.ts relies on).
 */
export async function didYouMean(db: D1Database, term: string): Promise<string | null> {
  void db;
  void term;
  return null;
}
