-- Catalogue (spec section 2). Prices are EUR cents. price_old is never stored: it is computed from price_history.

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,              -- the numeric category id of the spec
  slug TEXT NOT NULL UNIQUE,           -- route path without slashes around it, e.g. 'acties/sale'
  title TEXT NOT NULL,
  sub_title TEXT,
  parent_id INTEGER REFERENCES categories (id),
  kind TEXT NOT NULL CHECK (kind IN ('home', 'overview', 'action', 'subscription', 'outlet')),
  filter_count INTEGER NOT NULL DEFAULT 3,
  countdown TEXT CHECK (countdown IN ('daily', 'weekly')),
  promo_banner INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(content)),  -- header image, 'Hoe werkt deze actie?' steps
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  sku TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  type TEXT NOT NULL,
  main_category_id INTEGER NOT NULL REFERENCES categories (id),
  description TEXT NOT NULL,
  specifications TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(specifications)),
  delivery TEXT NOT NULL,
  color_title TEXT NOT NULL,
  color_hex TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),   -- current base price (cents); the latest price_history row
  stock INTEGER NOT NULL DEFAULT 0,
  available INTEGER NOT NULL DEFAULT 1,
  popularity INTEGER NOT NULL DEFAULT 0,
  rating_avg REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX products_brand ON products (brand_id);
CREATE INDEX products_main_category ON products (main_category_id);

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_categories_product ON product_categories (product_id);

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  src TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

CREATE TABLE product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  title TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX product_options_product ON product_options (product_id);

CREATE TABLE product_option_values (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES product_options (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX product_option_values_option ON product_option_values (option_id);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sku TEXT NOT NULL UNIQUE,
  option_value_ids TEXT NOT NULL CHECK (json_valid(option_value_ids)),  -- JSON array of product_option_values.id
  price_delta INTEGER NOT NULL DEFAULT 0,   -- cents on top of the product's base price
  stock INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variants_product ON variants (product_id);

-- Facet values per product, for filters: code is the filter's url_key (merk, maat, kleur, hardheid, ...).
CREATE TABLE product_attributes (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  value_slug TEXT NOT NULL,
  value_title TEXT NOT NULL,
  PRIMARY KEY (code, value_slug, product_id)
) WITHOUT ROWID;
CREATE INDEX product_attributes_product ON product_attributes (product_id);

-- Every price a product has had (cents), from valid_from (ISO date, inclusive). The current price is the latest row.
CREATE TABLE price_history (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  valid_from TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  PRIMARY KEY (product_id, valid_from)
) WITHOUT ROWID;

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  display_name TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending', 'rejected'))
);
CREATE INDEX reviews_product ON reviews (product_id, created_at);

-- Search: forgiving matching (case, accents via unicode61 remove_diacritics; Dutch plurals via the
-- 'terms' column that holds stemmed forms written by the loader).
-- rowid = products.id.
CREATE VIRTUAL TABLE products_fts USING fts5 (
  title, brand, category, terms,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
