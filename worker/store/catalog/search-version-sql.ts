/**
 * The search lexicon's version statements as literal SQL, free of D1 types, so the seed (kv-seed) and the
 * Worker (search-index.ts) renew it the same way (docs/decisions/031-search-index.md).
 */

const COUNTS = "terms = (SELECT count(*) FROM search_vocab), synonyms = (SELECT count(*) FROM search_synonyms)";

/** Renews the lexicon version (after a synonym was edited). */
export const RENEW_SEARCH_VERSION_SQL = `UPDATE search_meta SET version = lower(hex(randomblob(8))), ${COUNTS} WHERE id = 1`;

/**
 * Renews the lexicon version when words or synonyms were added (both only grow by inserts), and changes
 * nothing otherwise: a second seed stays a no-op.
 */
export const SYNC_SEARCH_VERSION_SQL = `${RENEW_SEARCH_VERSION_SQL}
   AND (terms <> (SELECT count(*) FROM search_vocab) OR synonyms <> (SELECT count(*) FROM search_synonyms))`;
