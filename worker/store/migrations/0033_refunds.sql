-- Refunds in the embedded sandbox PSP (docs/decisions/037): one row per refund of a sandbox payment, with the
-- states a PSP gives a refund (pending -> refunded | failed). The sandbox answers a repeated request with the same
-- idempotency key with the first refund, as Mollie does, and never refunds more than the payment's amount.
-- When a refund settles, the sandbox adds it to sandbox_payments.refunded and calls the shop's webhook.
CREATE TABLE sandbox_refunds (
  id TEXT PRIMARY KEY,                                                 -- 're_' + random
  payment_id TEXT NOT NULL REFERENCES sandbox_payments (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'refunded', 'failed')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX sandbox_refunds_payment ON sandbox_refunds (payment_id, created_at);

-- The sandbox refuses a refund above what is left of the payment (as a PSP answers 422).
CREATE TRIGGER sandbox_refunds_within_payment BEFORE INSERT ON sandbox_refunds
WHEN NEW.amount + (SELECT COALESCE(SUM(amount), 0) FROM sandbox_refunds WHERE payment_id = NEW.payment_id AND status <> 'failed')
     > (SELECT amount FROM sandbox_payments WHERE id = NEW.payment_id AND status = 'paid')
  OR NOT EXISTS (SELECT 1 FROM sandbox_payments WHERE id = NEW.payment_id AND status = 'paid')
BEGIN
  SELECT RAISE(ABORT, 'sandbox_refund_above_payment');
END;
