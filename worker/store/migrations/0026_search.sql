-- Search (docs/decisions/031-search-index.md): one FTS5 index over every field a shopper searches for, a
-- vocabulary for typo tolerance and compound splitting, and the editable synonym list. Replaces products_fts and suggest_fts of migrations 0002 and 0003.
DROP TABLE IF EXISTS products_fts;
DROP TABLE IF EXISTS suggest_fts;

-- One row per product. rowid = popularity key (most popular first, see worker/domain/search/document.ts),
-- so "the most popular matches" are the first rows of a MATCH in rowid order and FTS5 stops at the LIMIT.
-- Columns in ranking order: title, kind (the product type), brand, cats (category titles), attrs (option and attribute values:
-- sizes in every written form, colours, materials, firmness, filling, warmth class, sleeping position,
-- properties), body (description). Every column also holds the Dutch forms of its words (plural/singular,
-- compound heads, joined word pairs) written by the indexer.
CREATE VIRTUAL TABLE search_fts USING fts5 (
  title, kind, brand, cats, attrs, body,
  product_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- The title, type and brand columns of search_fts alone, same rowid: what ranking asks of every match (the exact
-- phrase in the title, each word in title, type or brand) and what suggestions look at first, in doclists a
-- fraction of search_fts's (a word of the title is also in the categories, attributes and descriptions of many
-- other products).
CREATE VIRTUAL TABLE search_primary_fts USING fts5 (
  title, kind, brand,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Which search_fts row holds a product, so one product is re-indexed without a rebuild (no foreign key:
-- the row of a deleted product stays known until it is re-indexed away).
CREATE TABLE search_rows (
  product_id INTEGER PRIMARY KEY,
  row INTEGER NOT NULL UNIQUE
);

-- Every indexed word (normalised), for typo correction and compound splitting of a query. Grows with the
-- index; a word no product holds any more only costs a correction that finds nothing.
CREATE TABLE search_vocab (
  term TEXT PRIMARY KEY
) WITHOUT ROWID;

-- Everyday words for what the shop calls otherwise (content, seeded; editable in the back office):
-- a query word `term` also finds each of `alternatives` (JSON array of words or short phrases).
CREATE TABLE search_synonyms (
  term TEXT PRIMARY KEY,
  alternatives TEXT NOT NULL CHECK (json_valid(alternatives) AND json_type(alternatives) = 'array')
) WITHOUT ROWID;

-- The lexicon's version: renewed (a random value) whenever the vocabulary or the synonyms change (terms and
-- synonyms count their rows as of the last renewal). The Worker's in-memory copy of vocabulary and synonyms
-- is valid while the version is unchanged.
CREATE TABLE search_meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL,
  terms INTEGER NOT NULL DEFAULT 0,
  synonyms INTEGER NOT NULL DEFAULT 0
);
INSERT INTO search_meta (id, version) VALUES (1, lower(hex(randomblob(8))));

-- Facet counts of search results read each result's attributes by product: covering, so the count never
-- visits the table (20 000 products: a third of the time of a search answer).
CREATE INDEX product_attributes_facets ON product_attributes (product_id, code, value_slug, value_title);
