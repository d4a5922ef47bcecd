-- Money and stock exact under concurrency (ADR on abuse and integrity hardening; spec section 3, ADR 018):
-- an order takes its units and its discount-code use when it is frozen at POST /v1/checkout/payment-url, in
-- the same D1 batch as the order insert; a limit that does not hold makes that batch, and so the order, fail.
-- The limits are triggers, so they hold for every writer: no UPDATE can take stock below 0 or count a code
-- past max_uses, and no insert can give one customer more uses than max_uses_per_customer.

-- 1 while the order holds its units and code use (taken at payment-url, or at pay again after a release);
-- set back to 0 when its latest payment failed, was cancelled or expired. A paid order keeps 1 (consumed).
ALTER TABLE orders ADD COLUMN reserved INTEGER NOT NULL DEFAULT 0;
-- A payment whose paid amount or currency is not the order's frozen total: the order stays unpaid and the
-- shop is mailed. payment_mismatch: JSON {provider_id, amount, currency}; no personal data.
ALTER TABLE orders ADD COLUMN payment_mismatch_at INTEGER;
ALTER TABLE orders ADD COLUMN payment_mismatch TEXT CHECK (payment_mismatch IS NULL OR json_valid(payment_mismatch));

-- One row per order and customer key that uses a code, while the order holds (or consumed) the use.
-- customer_key: 'c:' + customer id (a logged-in customer), 'e:' + SHA-256 hex of the trimmed, lower-cased
-- checkout e-mail address (every order, guest or not): pseudonymous personal data, deleted with the order.
CREATE TABLE discount_code_uses (
  code TEXT NOT NULL,
  customer_key TEXT NOT NULL CHECK (customer_key GLOB 'c:*' OR customer_key GLOB 'e:*'),
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (code, customer_key, order_id)
);
CREATE INDEX discount_code_uses_order ON discount_code_uses (order_id);

CREATE TRIGGER variants_stock_never_negative BEFORE UPDATE OF stock ON variants
WHEN NEW.stock < 0 AND NEW.stock < OLD.stock
BEGIN
  SELECT RAISE(ABORT, 'stock_insufficient');
END;

CREATE TRIGGER discount_codes_max_uses BEFORE UPDATE OF used_count ON discount_codes
WHEN NEW.max_uses IS NOT NULL AND NEW.used_count > NEW.max_uses AND NEW.used_count > OLD.used_count
BEGIN
  SELECT RAISE(ABORT, 'discount_used_up');
END;

CREATE TRIGGER discount_code_uses_per_customer BEFORE INSERT ON discount_code_uses
WHEN (SELECT max_uses_per_customer FROM discount_codes WHERE code = NEW.code) IS NOT NULL
  AND (SELECT COUNT(*) FROM discount_code_uses WHERE code = NEW.code AND customer_key = NEW.customer_key)
      >= (SELECT max_uses_per_customer FROM discount_codes WHERE code = NEW.code)
BEGIN
  SELECT RAISE(ABORT, 'discount_used_by_customer');
END;

-- What follows a payment outside the D1 batch that marks it (the cart object emptied, the confirmation
-- mail, the shop's mail about a mismatched amount): a row per step, written in that same batch, done
-- idempotently right away and retried by the Cron until done_at is set.
CREATE TABLE order_followups (
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  step TEXT NOT NULL CHECK (step IN ('cart_clear', 'confirmation_mail', 'mismatch_mail')),
  attempts INTEGER NOT NULL DEFAULT 0,
  claimed_at INTEGER,                                                  -- a run working on it since (a lease)
  done_at INTEGER,
  last_error TEXT,                                                     -- the error text, no personal data
  created_at INTEGER NOT NULL,
  PRIMARY KEY (order_id, step)
);
CREATE INDEX order_followups_open ON order_followups (created_at) WHERE done_at IS NULL;

-- The embedded sandbox PSP counts the status reads of each payment (as a PSP's dashboard would show).
ALTER TABLE sandbox_payments ADD COLUMN status_reads INTEGER NOT NULL DEFAULT 0;
