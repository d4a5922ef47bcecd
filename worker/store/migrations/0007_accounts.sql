-- Customer accounts (ADR 014): credentials, profile, addresses, one-time tokens, login throttling,
-- favourites, newsletter double opt-in. Times are unix seconds unless the column says otherwise.

-- Credentials and profile. password_hash is versioned: 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'
-- (worker/domain/password.ts). email_confirmed_at stays NULL until the confirmation link is used.
-- deleted_at: the account was erased (privacy); the row keeps only its id for orders kept by tax law.
ALTER TABLE customers ADD COLUMN password_hash TEXT;
ALTER TABLE customers ADD COLUMN phone TEXT;
ALTER TABLE customers ADD COLUMN company TEXT;
ALTER TABLE customers ADD COLUMN vat_number TEXT;
ALTER TABLE customers ADD COLUMN coc_number TEXT;
ALTER TABLE customers ADD COLUMN birthdate TEXT;
ALTER TABLE customers ADD COLUMN gender TEXT;
ALTER TABLE customers ADD COLUMN email_confirmed_at INTEGER;
ALTER TABLE customers ADD COLUMN updated_at INTEGER;
ALTER TABLE customers ADD COLUMN deleted_at INTEGER;

-- A session made without "remember" gets a browser-session cookie; the row still expires after 86400 s.
ALTER TABLE sessions ADD COLUMN persistent INTEGER NOT NULL DEFAULT 1;

-- Billing ('billing') and shipping ('shipping') address of a customer: at most one of each.
-- same_delivery_address (billing only): ship to the billing address.
CREATE TABLE customer_addresses (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('billing', 'shipping')),
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  company TEXT,
  zipcode TEXT NOT NULL,
  house_number TEXT NOT NULL,
  extension TEXT,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'NL' CHECK (country_code IN ('NL', 'BE')),
  same_delivery_address INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, kind)
);

-- One-time tokens mailed to a customer or subscriber: e-mail confirmation, password reset, newsletter
-- opt-in. id is the SHA-256 (hex) of the token in the link, so the table never holds a usable link.
-- used_at makes a token single-use (set in the same statement that checks it).
CREATE TABLE account_tokens (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('email_confirm', 'password_reset', 'newsletter_confirm')),
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_tokens_customer ON account_tokens (customer_id, kind);
CREATE INDEX account_tokens_expires ON account_tokens (expires_at);

-- Failed logins per key ('ip:<hash>' or 'account:<email>') for the brute-force limit: failures in the
-- current window and the time until which further attempts are refused (a growing delay).
CREATE TABLE login_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);

-- Favourites of a logged-in customer (the browser keeps a guest's list; merged at login).
CREATE TABLE customer_favourites (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);

-- Newsletter double opt-in: a sign-up is pending until its confirmation link is used.
ALTER TABLE newsletter_subscriptions ADD COLUMN customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL;
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at INTEGER;
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_at INTEGER;
