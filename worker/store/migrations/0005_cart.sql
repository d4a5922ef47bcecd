-- Cart (ADR 011): discount codes, campaign rules and the registry of carts. The lines of a cart live in
-- its Durable Object (CartObject); D1 holds what is shared: codes, campaigns, and one row per cart for
-- the abandoned-cart cron. Money in cents, dates ISO (YYYY-MM-DD), timestamps unix seconds.

CREATE TABLE discount_codes (
  code TEXT PRIMARY KEY CHECK (code = upper(trim(code)) AND length(code) BETWEEN 1 AND 64),
  kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed', 'free_shipping')),
  value INTEGER NOT NULL DEFAULT 0 CHECK (value >= 0),   -- percentage: 1..100; fixed: cents; free_shipping: 0
  min_order INTEGER NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  valid_from TEXT,                                       -- inclusive; NULL: no start
  valid_until TEXT,                                      -- inclusive; NULL: no end
  max_uses INTEGER,                                      -- NULL: unlimited
  max_uses_per_customer INTEGER,                         -- checked by the checkout when an order is placed
  category_id INTEGER REFERENCES categories (id),        -- only lines of products in this category
  active INTEGER NOT NULL DEFAULT 1,
  used_count INTEGER NOT NULL DEFAULT 0,                 -- counted by the checkout when an order is placed
  label TEXT NOT NULL
);

-- Campaigns that change the totals by themselves; campaign = the action category's slug (its products
-- are the category's members in product_categories).
CREATE TABLE campaign_rules (
  campaign TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('cheapest_free', 'free_with')),
  params TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(params)),
  active INTEGER NOT NULL DEFAULT 1
);

-- One row per cart (id = the cart cookie value), upserted at every cart write.
CREATE TABLE carts (id TEXT PRIMARY KEY, customer_id INTEGER REFERENCES customers (id), email TEXT,
  item_count INTEGER NOT NULL DEFAULT 0, grand_total INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, ordered_at INTEGER, reminded_at INTEGER);
CREATE INDEX carts_idle ON carts (updated_at) WHERE email IS NOT NULL AND ordered_at IS NULL AND reminded_at IS NULL;
