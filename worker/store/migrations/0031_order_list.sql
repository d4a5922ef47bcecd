-- The back office's order list and the shop's order mails (docs/decisions/035, docs/measurements/035-order-list.md).

-- Search by name and postcode reads the frozen JSON documents; these virtual columns (computed on read, no
-- new value for the order insert) are what the indexes below hold, so a search is an index range, not a scan
-- of every order's JSON. Lower-cased names without surrounding spaces; postcodes upper-cased without spaces.
ALTER TABLE orders ADD COLUMN search_last_name TEXT GENERATED ALWAYS AS (
  lower(trim(COALESCE(json_extract(customer, '$.last_name'), '')))
) VIRTUAL;
ALTER TABLE orders ADD COLUMN search_full_name TEXT GENERATED ALWAYS AS (
  lower(trim(COALESCE(json_extract(customer, '$.first_name'), '') || ' ' || COALESCE(json_extract(customer, '$.last_name'), '')))
) VIRTUAL;
ALTER TABLE orders ADD COLUMN search_company TEXT GENERATED ALWAYS AS (
  lower(trim(COALESCE(json_extract(customer, '$.company'), '')))
) VIRTUAL;
ALTER TABLE orders ADD COLUMN search_postcode TEXT GENERATED ALWAYS AS (
  upper(replace(COALESCE(json_extract(shipping_address, '$.zipcode'), ''), ' ', ''))
) VIRTUAL;
ALTER TABLE orders ADD COLUMN search_billing_postcode TEXT GENERATED ALWAYS AS (
  upper(replace(COALESCE(json_extract(billing_address, '$.zipcode'), ''), ' ', ''))
) VIRTUAL;
CREATE INDEX orders_search_last_name ON orders (search_last_name);
CREATE INDEX orders_search_full_name ON orders (search_full_name);
CREATE INDEX orders_search_company ON orders (search_company);
CREATE INDEX orders_search_postcode ON orders (search_postcode);
CREATE INDEX orders_search_billing_postcode ON orders (search_billing_postcode);
-- The list filtered by payment method or country, newest first.
CREATE INDEX orders_method_created ON orders (payment_method, created_at DESC, id DESC);
CREATE INDEX orders_country_created ON orders (country_code, created_at DESC, id DESC);
-- E-mail search is a prefix range over lower(email) (orders_email_lower of migration 0011 leads with it).

-- A follow-up step of a paid order (migration 0017) for the mail to the shop's order address:
-- SQLite cannot change a CHECK, so the table is made again with the new step in its list.
CREATE TABLE order_followups_next (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  step TEXT NOT NULL CHECK (step IN ('cart_clear', 'confirmation_mail', 'mismatch_mail', 'shop_order_mail')),
  attempts INTEGER NOT NULL DEFAULT 0,
  claimed_at INTEGER,
  done_at INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (order_id, step)
);
INSERT INTO order_followups_next (order_id, step, attempts, claimed_at, done_at, last_error, created_at)
  SELECT order_id, step, attempts, claimed_at, done_at, last_error, created_at FROM order_followups;
DROP TABLE order_followups;
ALTER TABLE order_followups_next RENAME TO order_followups;
CREATE INDEX order_followups_open ON order_followups (created_at) WHERE done_at IS NULL;
