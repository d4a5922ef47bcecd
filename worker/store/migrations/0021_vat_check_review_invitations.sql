-- The VAT check an order's reverse charge rests on, checked again by the Cron, and review invitations
-- ('Geverifieerde koper' only through an invitation tied to a paid order). Times are unix seconds.

-- vat_check: the VAT-number verdict frozen at payment-url for a reverse-charged order (NULL: no reverse
-- charge). 'confirmed': the configured VAT service (VIES when VAT_PROVIDER=vies) answered valid;
-- 'unconfirmed': it could not answer (spec section 5 counts that as valid, the checkout does not block);
-- 'invalid': a later check found the number invalid: the order is flagged for the shop owner (mailed).
-- vat_checked_at: the last time the service was asked; vat_check_attempts: how often the Cron asked;
-- vat_next_check_at: when the Cron may ask again (back-off).
ALTER TABLE orders ADD COLUMN vat_check TEXT CHECK (vat_check IS NULL OR vat_check IN ('confirmed', 'unconfirmed', 'invalid'));
ALTER TABLE orders ADD COLUMN vat_checked_at INTEGER;
ALTER TABLE orders ADD COLUMN vat_check_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN vat_next_check_at INTEGER;
-- Reverse-charged orders made before this column existed were never recorded as confirmed: check them again.
UPDATE orders SET vat_check = 'unconfirmed', vat_next_check_at = 0 WHERE reverse_charge = 1;
-- The Cron's re-check queue and the shop owner's list of flagged orders.
CREATE INDEX orders_vat_check ON orders (vat_check, vat_next_check_at) WHERE vat_check IS NOT NULL;

-- review_invited_at: when the Cron queued the order's review invitation (one per order).
ALTER TABLE orders ADD COLUMN review_invited_at INTEGER;
CREATE INDEX orders_review_invite ON orders (status, paid_at) WHERE review_invited_at IS NULL;

-- One invitation per product of a paid order: the link of the invitation mail carries an opaque random
-- token; only its SHA-256 is kept. A review posted with a valid (known, unexpired, unused or used by the
-- same address) token of that product is verified. email_hash: the review address's hash (as
-- reviews.email_hash) of the review that used it, so a double submit of that review keeps its label.
CREATE TABLE review_invitations (
  token_hash TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  email_hash TEXT,
  UNIQUE (order_id, product_id)
);
