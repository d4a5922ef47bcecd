-- Checkout, payments and orders (ADR 017). Money in integer cents (VAT included unless named _excl);
-- times are unix seconds.

-- The checkout state of a cart (spec section 3 "Checkout state"): one row per cart, written by the
-- checkout steps, read by GET /v1/checkout. JSON documents validated by app/lib/schemas/checkout.ts.
CREATE TABLE checkout_states (
  cart_id TEXT PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),      -- customer type, names, e-mail, phone, birthdate, company fields
  billing_address TEXT CHECK (billing_address IS NULL OR json_valid(billing_address)),
  shipping_address TEXT CHECK (shipping_address IS NULL OR json_valid(shipping_address)),
  shipping_method TEXT,                                                -- code of GET /v1/checkout/shippingmethod
  payment TEXT CHECK (payment IS NULL OR json_valid(payment)),          -- method, issuer, option and its customer fields
  updated_at INTEGER NOT NULL
);

-- Orders: everything frozen at the moment the order was made (lines, prices, addresses, costs).
-- number: 'KJD' + 7 digits. access_hash: SHA-256 of the order-access token of the browser that placed it.
-- idempotency_key: the key of POST /v1/checkout/payment-url (one order per key).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE CHECK (number GLOB 'KJD[0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
  cart_id TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  access_hash TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'expired')),
  email TEXT NOT NULL,
  customer TEXT NOT NULL CHECK (json_valid(customer)),                 -- the details at order time
  billing_address TEXT NOT NULL CHECK (json_valid(billing_address)),
  shipping_address TEXT NOT NULL CHECK (json_valid(shipping_address)),
  country_code TEXT NOT NULL CHECK (country_code IN ('NL', 'BE')),
  shipping_method TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  sub_total INTEGER NOT NULL,
  discount_total INTEGER NOT NULL DEFAULT 0,
  discounts TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(discounts)),
  discount_code TEXT,
  shipping_costs INTEGER NOT NULL DEFAULT 0,
  payment_costs INTEGER NOT NULL DEFAULT 0,
  grand_total INTEGER NOT NULL,
  vat_total INTEGER NOT NULL,
  reverse_charge INTEGER NOT NULL DEFAULT 0,                           -- 1: intra-community supply, 0 % "btw verlegd"
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, created_at DESC);
CREATE INDEX orders_cart ON orders (cart_id);

CREATE TABLE order_lines (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  sku TEXT NOT NULL,
  title TEXT NOT NULL,
  options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(options)),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price INTEGER NOT NULL,                                         -- incl. VAT
  row_total INTEGER NOT NULL,
  vat_rate INTEGER NOT NULL,                                           -- percent
  PRIMARY KEY (order_id, position)
);

-- Payments of an order (a retry makes a new one). provider_id: the PSP's payment id (tr_...).
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,                                              -- 'sandbox' | 'mollie'
  provider_id TEXT NOT NULL UNIQUE,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')),
  checkout_url TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_order ON payments (order_id);

-- Every status change of an order, once (the webhook moves an order exactly once per transition).
CREATE TABLE order_status_history (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  payment_id INTEGER REFERENCES payments (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (order_id, status)
);

-- Invoices: a gap-free number per paid order (year + sequence), made when the order is paid.
CREATE TABLE invoices (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);

-- The embedded sandbox PSP's own payments (its test-mode state; the shop reads them only through the adapter).
CREATE TABLE sandbox_payments (
  id TEXT PRIMARY KEY,                                                 -- 'tr_' + random
  amount INTEGER NOT NULL,
  description TEXT NOT NULL,
  method TEXT NOT NULL,
  redirect_url TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed', 'canceled', 'expired')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- VAT number checks are cached in KV (a day); nothing here.
