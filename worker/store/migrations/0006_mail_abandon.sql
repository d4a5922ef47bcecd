-- Mail outbox, abandonment signals and contact messages (ADR 011).
-- Times are unix seconds.

-- Every mail the shop sends goes through the outbox first. The embedded mail adapter stops there
-- (sent_at stays NULL, the development mailbox shows the message); a provider adapter sets sent_at
-- once the provider accepted it. related_id names what the mail is about (a cart id, a contact message
-- id): one mail of a kind per subject, so a retried or concurrent send never queues a second one.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  kind TEXT NOT NULL,
  related_id TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX outbox_kind_related ON outbox (kind, related_id) WHERE related_id IS NOT NULL;
CREATE INDEX outbox_created ON outbox (created_at DESC);
CREATE INDEX outbox_pending ON outbox (sent_at) WHERE sent_at IS NULL;

-- Abandonment signals (spec section 7): cart, browse, category, email. cart_id is the visitor's cart
-- cookie when there is one. The same signal of the same cart is stored once (its time moves on).
CREATE TABLE abandon_signals (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('cart', 'browse', 'category', 'email')),
  cart_id TEXT,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX abandon_signals_once ON abandon_signals (kind, cart_id, payload);
CREATE INDEX abandon_signals_created ON abandon_signals (created_at);

-- Questions sent with the contact form of klantenservice-contact. fingerprint (SHA-256 of the
-- normalised fields) makes a double submit store one message; ip_hash (SHA-256 of the client address)
-- is only used for the rate limit.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_number TEXT,
  question TEXT NOT NULL,
  fingerprint TEXT NOT NULL UNIQUE,
  ip_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX contact_messages_ip ON contact_messages (ip_hash, created_at);
