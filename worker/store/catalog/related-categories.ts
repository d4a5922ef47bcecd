/** D1 query of the zero-result fallback (worker/api/catalog/search-fallback.ts): categories related to a query's words. */

export interface RelatedCategory {
  slug: string;
  title: string;
}

/** At most this many words of a query are looked up (each costs a pass over the titles). */
const MAX_WORDS = 5;
/** Shorter words ("de", "xl") relate to nearly everything. */
const MIN_WORD = 3;
/** Longer ones are no word of the catalogue (and D1 refuses LIKE patterns over 50 characters). */
const MAX_WORD = 40;

/**
 * The product categories (kind 'overview') most related to the words, at most `limit`: a category whose
 * title contains a word counts most, then one for each available product in it whose title contains a
 * word; ties go by the menu position. When no category relates, the top-level product categories in
 * menu order. Words are expected normalised (worker/domain/dutch-terms.ts `words`).
 */
export async function relatedCategories(db: D1Database, words: string[], limit = 6): Promise<RelatedCategory[]> {
  const picked = [...new Set(words.filter((w) => w.length >= MIN_WORD && w.length <= MAX_WORD))].slice(0, MAX_WORDS);
  if (picked.length > 0) {
    const { results } = await db
      .prepare(
        `WITH w(word) AS (SELECT value FROM json_each(?1)),
              hits(id, score) AS (
                SELECT c.id, 1000 FROM categories c JOIN w ON c.title LIKE '%' || w.word || '%'
                 WHERE c.kind = 'overview'
                UNION ALL
                SELECT pc.category_id, 1 FROM products p JOIN product_categories pc ON pc.product_id = p.id
                 WHERE p.available = 1 AND EXISTS (SELECT 1 FROM w WHERE p.title LIKE '%' || w.word || '%')
              )
         SELECT c.slug, c.title FROM hits JOIN categories c ON c.id = hits.id
          WHERE c.kind = 'overview'
          GROUP BY c.id ORDER BY SUM(hits.score) DESC, c.position, c.id LIMIT ?2`,
      )
      .bind(JSON.stringify(picked), limit)
      .all<RelatedCategory>();
    if (results.length > 0) return results;
  }
  const { results } = await db
    .prepare("SELECT slug, title FROM categories WHERE parent_id IS NULL AND kind = 'overview' ORDER BY position, id LIMIT ?1")
    .bind(limit)
    .all<RelatedCategory>();
  return results;
}
