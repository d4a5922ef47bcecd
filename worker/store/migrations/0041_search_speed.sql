-- Search speed on a large assortment (docs/decisions/031-search-index.md, docs/measurements/031-search.md).

-- Ranking puts sold-out products last: it reads `available` of every match (thousands on 20 000 products).
-- From the table that is a visit of a wide row (description, specifications) per match; this index covers it.
CREATE INDEX products_search_rank ON products (id, available);

-- Facet counts of a list of ids (search results, a brand) as small integers: one row per distinct attribute
-- value (code, slug, title) and one per product and value, kept in step with product_attributes by the
-- triggers below, whoever writes it (the seed, the catalogue import, a product's removal). Counting by
-- facet_id and reading the titles of the few values found afterwards is what makes the counts cheap: grouping
-- thousands of text pairs was the largest part of a search answer. A value no product carries any more keeps
-- its facet_values row (it is never counted).
CREATE TABLE facet_values (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  value_slug TEXT NOT NULL,
  value_title TEXT NOT NULL,
  UNIQUE (code, value_slug, value_title)
);

CREATE TABLE product_facets (
  product_id INTEGER NOT NULL,
  facet_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, facet_id)
) WITHOUT ROWID;

INSERT INTO facet_values (code, value_slug, value_title)
  SELECT DISTINCT code, value_slug, value_title FROM product_attributes ORDER BY code, value_slug, value_title;
INSERT INTO product_facets (product_id, facet_id)
  SELECT a.product_id, v.id FROM product_attributes a
    JOIN facet_values v ON v.code = a.code AND v.value_slug = a.value_slug AND v.value_title = a.value_title;

CREATE TRIGGER product_attributes_facets_ai AFTER INSERT ON product_attributes BEGIN
  INSERT INTO facet_values (code, value_slug, value_title) VALUES (NEW.code, NEW.value_slug, NEW.value_title) ON CONFLICT DO NOTHING;
  INSERT INTO product_facets (product_id, facet_id)
    SELECT NEW.product_id, id FROM facet_values WHERE code = NEW.code AND value_slug = NEW.value_slug AND value_title = NEW.value_title
    ON CONFLICT DO NOTHING;
END;
CREATE TRIGGER product_attributes_facets_ad AFTER DELETE ON product_attributes BEGIN
  DELETE FROM product_facets WHERE product_id = OLD.product_id
    AND facet_id = (SELECT id FROM facet_values WHERE code = OLD.code AND value_slug = OLD.value_slug AND value_title = OLD.value_title);
END;
CREATE TRIGGER product_attributes_facets_au AFTER UPDATE ON product_attributes BEGIN
  DELETE FROM product_facets WHERE product_id = OLD.product_id
    AND facet_id = (SELECT id FROM facet_values WHERE code = OLD.code AND value_slug = OLD.value_slug AND value_title = OLD.value_title);
  INSERT INTO facet_values (code, value_slug, value_title) VALUES (NEW.code, NEW.value_slug, NEW.value_title) ON CONFLICT DO NOTHING;
  INSERT INTO product_facets (product_id, facet_id)
    SELECT NEW.product_id, id FROM facet_values WHERE code = NEW.code AND value_slug = NEW.value_slug AND value_title = NEW.value_title
    ON CONFLICT DO NOTHING;
END;

-- The search indexes as one segment each: every FTS5 query looks a word up in each segment of its index, and
-- a bulk load (the seed's thousands of rows) leaves many. Merged once here for an index already loaded, and by
-- the seed after it added rows (kv-seed/catalog/catalog-sql.ts; optimized_rows: the row count at the last
-- merge, so a second seed merges nothing). Single products re-indexed later add small segments that FTS5's
-- automerge folds in.
ALTER TABLE search_meta ADD COLUMN optimized_rows INTEGER NOT NULL DEFAULT 0;
INSERT INTO search_fts (search_fts) VALUES ('optimize');
INSERT INTO search_primary_fts (search_primary_fts) VALUES ('optimize');
UPDATE search_meta SET optimized_rows = (SELECT COUNT(*) FROM search_rows) WHERE id = 1;
