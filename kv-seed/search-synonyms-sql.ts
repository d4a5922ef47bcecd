/**
 * SQL that seeds the search synonym list (migration 0026, docs/decisions/031-search-index.md) from
 * kv-seed/content/search-synonyms.json: query word -> the words it also finds. Content of the shop, so a
 * term the shop already has is never overwritten (an edit in the back office stays); the lexicon version is
 * renewed only when a term was added.
 */
import { normalizeWord } from "../worker/domain/dutch-terms.ts";
import { searchWords } from "../worker/domain/search/forms.ts";
import { SYNC_SEARCH_VERSION_SQL } from "../worker/store/catalog/search-version-sql.ts";

const sqlString = (s: string) => `'${s.replace(/'/gu, "''")}'`;

/** The list as stored: keys one normalised word, alternatives normalised words separated by spaces. */
export function normalizedSynonyms(list: Record<string, string[]>): [string, string[]][] {
  return Object.entries(list)
    .map(([term, alts]): [string, string[]] => [normalizeWord(term), [...new Set(alts.map((a) => searchWords(a).join(" ")).filter(Boolean))]])
    .filter(([term, alts]) => term.length > 0 && alts.length > 0);
}

export function searchSynonymsSql(list: Record<string, string[]>): string[] {
  const rows = normalizedSynonyms(list).map(([term, alts]) => `(${sqlString(term)}, ${sqlString(JSON.stringify(alts))})`);
  if (rows.length === 0) return [];
  return [`INSERT INTO search_synonyms (term, alternatives) VALUES ${rows.join(", ")} ON CONFLICT (term) DO NOTHING;`, `${SYNC_SEARCH_VERSION_SQL};`];
}
