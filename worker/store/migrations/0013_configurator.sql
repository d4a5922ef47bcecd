-- Boxspring configurator (ADR 021): one row per configurator, seeded by kv-seed/configurator.
-- `code` is what the configurator route names (a product slug, or the hotel boxspring set's own code);
-- `data` holds the steps, properties and options (surcharges, image ids, XPO ids) and the default
-- configuration (app/lib/schemas/configurator.ts storedConfiguratorSchema). The price, title, images and
-- variants are read from the catalogue tables, so they never disagree with the product.
CREATE TABLE configurators (
  code TEXT PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL CHECK (json_valid(data))
);

CREATE INDEX configurators_product ON configurators (product_id, position);
