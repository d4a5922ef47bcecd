-- Content documents of the storefront shell (navigation, footer, notification, newsletter pop-up,
-- homepage, usps). The seed loader writes them; /v1/content reads them through the KV cache.
CREATE TABLE content (
  key TEXT PRIMARY KEY,
  body TEXT NOT NULL CHECK (json_valid(body)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Customers: only what the shell needs now (the account issue adds credentials and addresses).
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'private' CHECK (type IN ('private', 'company')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Sessions. id is the SHA-256 (hex) of the random token in the __Host- cookie, so the table never
-- holds a usable cookie value. expires_at is unix seconds.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_customer ON sessions (customer_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- Newsletter sign-ups taken by the embedded mail adapter.
CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  source TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
