-- The back office "Beheer" (docs/decisions/035): staff and their roles, the audit log, the owner's settings,
-- and what happens to an order after it is paid: fulfilment and shipments with track & trace, refunds with
-- credit notes, returns under the right of withdrawal and the 100 nights of proefslapen. Money in integer
-- cents (VAT included unless named _excl); times are unix seconds.

-- Staff: an identity (Cloudflare Access e-mail, or the development sign-in) maps to one row with a role.
-- eigenaar: everything; medewerker: orders, shipping, returns, reviews, refunds up to the owner's limit,
-- no staff management (worker/domain/backoffice/permissions.ts).
CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  role TEXT NOT NULL CHECK (role IN ('eigenaar', 'medewerker')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Sessions of the development sign-in only (refused outside development): SHA-256 of the cookie's token.
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX staff_sessions_expires ON staff_sessions (expires_at);

-- The owner's settings, one value (JSON) per key; the keys and their defaults are in
-- worker/domain/backoffice/settings.ts (e.g. the medewerker's refund limit, the order mail address).
CREATE TABLE backoffice_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL CHECK (json_valid(value)),
  updated_at INTEGER NOT NULL
);

-- Every staff write: who, what, on which entity, before and after (JSON), when. Written in the same D1
-- batch as the write itself (worker/store/backoffice/audit.ts), so there is no write without its row.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER REFERENCES staff (id) ON DELETE SET NULL,
  staff_email TEXT NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after)),
  created_at INTEGER NOT NULL
);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id DESC);
CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC);

-- Internal notes on an order (never shown to the shopper).
CREATE TABLE order_notes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  staff_id INTEGER REFERENCES staff (id) ON DELETE SET NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at INTEGER NOT NULL
);
CREATE INDEX order_notes_order ON order_notes (order_id, id);

-- Every answer of the PSP about a payment as the webhook (or a status read) saw it: the order's payment history.
CREATE TABLE payment_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  payment_id INTEGER REFERENCES payments (id) ON DELETE SET NULL,
  provider_id TEXT NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL,
  refunded INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL CHECK (source IN ('webhook', 'status', 'return')),
  created_at INTEGER NOT NULL
);
CREATE INDEX payment_events_order ON payment_events (order_id, id);

-- Fulfilment after payment (orders.status stays the payment's state machine, ADR 018):
--   new -> processing -> partially_shipped -> shipped -> delivered; new | processing -> cancelled.
-- The pure machine is worker/domain/backoffice/fulfilment.ts. Orders that are not paid stay 'new'.
ALTER TABLE orders ADD COLUMN fulfilment TEXT NOT NULL DEFAULT 'new'
  CHECK (fulfilment IN ('new', 'processing', 'partially_shipped', 'shipped', 'delivered', 'cancelled'));
ALTER TABLE orders ADD COLUMN shipped_at INTEGER;
ALTER TABLE orders ADD COLUMN delivered_at INTEGER;
CREATE INDEX orders_created ON orders (created_at DESC, id DESC);
CREATE INDEX orders_status_created ON orders (status, created_at DESC, id DESC);
CREATE INDEX orders_fulfilment_created ON orders (fulfilment, created_at DESC, id DESC);

-- A parcel: carrier and track & trace code, made by the shipping platform adapter or entered by hand.
-- idempotency_key: one parcel per submitted form (a double submit makes none).
CREATE TABLE shipments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL UNIQUE,
  carrier TEXT NOT NULL CHECK (carrier IN ('postnl', 'dhl', 'dpd', 'bpost')),
  tracking_code TEXT NOT NULL CHECK (length(tracking_code) BETWEEN 4 AND 40),
  platform TEXT NOT NULL CHECK (platform IN ('manual', 'embedded', 'sendcloud', 'myparcel')),
  platform_parcel_id TEXT,
  staff_id INTEGER REFERENCES staff (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
);
CREATE INDEX shipments_order ON shipments (order_id, id);
-- Which order lines (and how many of each) a parcel holds: partial shipment per line.
CREATE TABLE shipment_lines (
  shipment_id INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (shipment_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
);
CREATE INDEX shipment_lines_order ON shipment_lines (order_id, position);

-- Returns: under the 14-day right of withdrawal ('withdrawal') or the 100 nights of proefslapen ('trial').
-- number: 'R' + the order's digits + '-' + a sequence per order. withdrawal_form: the EU model withdrawal form as
-- the shopper filled it in. refund_due_at: 14 days after the withdrawal was made (the refund deadline).
CREATE TABLE returns (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('withdrawal', 'trial')),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'received', 'rejected', 'refunded')),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  withdrawal_form TEXT NOT NULL CHECK (json_valid(withdrawal_form)),
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  refund_due_at INTEGER NOT NULL,
  received_at INTEGER,
  decided_at INTEGER,
  decision_note TEXT,
  updated_at INTEGER NOT NULL
);
CREATE INDEX returns_order ON returns (order_id, id);
CREATE INDEX returns_status_due ON returns (status, refund_due_at);
CREATE TABLE return_lines (
  return_id INTEGER NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  restock INTEGER NOT NULL DEFAULT 1 CHECK (restock IN (0, 1)),
  PRIMARY KEY (return_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position) ON DELETE CASCADE
);

-- Refunds through the payment adapter (Mollie Refunds API or the sandbox PSP). Their own states follow the
-- PSP: pending -> refunded | failed. idempotency_key: one refund per submitted request. lines: which order
-- lines and amounts it covers ([{ position, quantity, amount }]); shipping: the shipping costs refunded.
-- The trigger below keeps the sum of refunds that are not failed within what the order's payment paid.
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  payment_id INTEGER REFERENCES payments (id) ON DELETE SET NULL,
  return_id INTEGER REFERENCES returns (id) ON DELETE SET NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  shipping INTEGER NOT NULL DEFAULT 0 CHECK (shipping >= 0),
  lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(lines)),
  restock INTEGER NOT NULL DEFAULT 0 CHECK (restock IN (0, 1)),
  reason TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'refunded', 'failed')),
  provider TEXT,
  provider_refund_id TEXT UNIQUE,
  staff_id INTEGER REFERENCES staff (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX refunds_order ON refunds (order_id, id);
CREATE INDEX refunds_pending ON refunds (status, created_at) WHERE status = 'pending';
CREATE TRIGGER refunds_never_above_paid BEFORE INSERT ON refunds
WHEN NEW.amount + (SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE order_id = NEW.order_id AND status <> 'failed')
     > (SELECT grand_total FROM orders WHERE id = NEW.order_id AND status = 'paid')
  OR NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id AND status = 'paid')
BEGIN
  SELECT RAISE(ABORT, 'refund_above_paid');
END;

-- Credit notes (creditnota): one per refund, a gap-free number per calendar year of its own ("C2026-000001"),
-- referring to the order's invoice, made in the batch that records the refund (worker/store/backoffice/credit-notes.ts).
CREATE TABLE credit_notes (
  refund_id INTEGER PRIMARY KEY REFERENCES refunds (id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  invoice_number TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX credit_notes_order ON credit_notes (order_id);
