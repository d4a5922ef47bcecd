-- The back office's products, prices and stock (docs/decisions/039).

-- Low stock: a product is low when one of its variants has this many units free to sell or fewer.
ALTER TABLE products ADD COLUMN low_stock_threshold INTEGER NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0);

-- Every stock change by staff: which variant, who, why, the free stock before and after, and the units held
-- by open reservations at that moment (orders.reserved = 1, not paid: already taken from variants.stock).
-- kind: 'set' (a count: the units on hand not yet sold, held ones included), 'add', 'subtract'.
CREATE TABLE stock_movements (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  staff_id INTEGER,
  staff_email TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('set', 'add', 'subtract')),
  quantity INTEGER NOT NULL CHECK (quantity >= 0),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  stock_before INTEGER NOT NULL,
  stock_after INTEGER NOT NULL,
  reserved INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX stock_movements_variant ON stock_movements (variant_id, id DESC);
CREATE INDEX stock_movements_product ON stock_movements (product_id, id DESC);

-- The product list over many products (docs/decisions/039): ordered by title, paged without sorting.
CREATE INDEX products_admin_title ON products (title COLLATE NOCASE, id);
-- Low stock per product (the list's filter and the dashboard's count).
CREATE INDEX variants_product_stock ON variants (product_id, stock);
