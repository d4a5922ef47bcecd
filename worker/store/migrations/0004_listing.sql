-- Listing speed on large assortments (docs/decisions/010).

-- Facet counts of every category with no filter selected: what a category page shows first, and the
-- value titles for every filtered count. Counting on the fly costs tens of milliseconds on a 20 000-
-- product assortment; this table makes it one indexed read. Filled and kept in step with
-- product_categories and product_attributes by the loader (kv-seed/catalog/catalog-sql.ts, categoryFacetsSql).
CREATE TABLE category_facets (
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  value_slug TEXT NOT NULL,
  value_title TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (category_id, code, value_slug)
) WITHOUT ROWID;

-- A category's default order (popularity position) straight from an index: the first page stops after 24 rows.
CREATE INDEX product_categories_position ON product_categories (category_id, position);

-- Everything a listing reads of a product (filters on price, the sort orders), so counting, the price range
-- and sorting a large category never read the wide product rows (description, specifications). Listing
-- queries name it with INDEXED BY, so the plan does not depend on ANALYZE statistics.
CREATE INDEX products_listing ON products (id, price, popularity, created_at, rating_avg, rating_count);
