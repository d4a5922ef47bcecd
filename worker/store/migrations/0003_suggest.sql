-- Search suggestions: product titles in popularity order. rowid = popularity rank (1 = most popular), so
-- "the most popular products whose title matches" are the first rows of a MATCH in rowid order: FTS5
-- stops after the LIMIT instead of ranking every match (what bm25 over products_fts has to do).
-- Filled and kept in step with products by the loader (kv-seed/catalog/catalog-sql.ts, suggestIndexSql).
CREATE VIRTUAL TABLE suggest_fts USING fts5 (
  title,
  product_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
