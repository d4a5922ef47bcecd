-- Vouchers (docs/decisions/027): the voucher every paid order earns (spec: "a free voucher with each order")
-- and the newsletter credit the pop-up promises. Both are single-use rows of discount_codes (migration 0005),
-- so they are redeemed through the one discount-code path and its triggers of migration 0017 (used_count
-- never past max_uses = 1, under concurrency).

-- The order that earned a voucher (NULL: any other code). At most one voucher per order: the paid batch
-- inserts it with ON CONFLICT DO NOTHING, so a replayed paid transition issues nothing new.
ALTER TABLE discount_codes ADD COLUMN earned_by_order INTEGER;
CREATE UNIQUE INDEX discount_codes_earned_by_order ON discount_codes (earned_by_order) WHERE earned_by_order IS NOT NULL;

-- What voids a paid order's voucher later: the shop cancelled the paid order, or the PSP refunded it in full.
ALTER TABLE orders ADD COLUMN cancelled_at INTEGER;
ALTER TABLE orders ADD COLUMN refunded_amount INTEGER NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0);
-- The embedded sandbox PSP's refunds of a payment (cents), as a PSP reports amountRefunded.
ALTER TABLE sandbox_payments ADD COLUMN refunded INTEGER NOT NULL DEFAULT 0 CHECK (refunded >= 0);

-- The one rule of a voucher's standing, read by the cart (worker/store/cart/pricing.ts) and by the triggers
-- below: voided unless the order that earned it exists, is paid, is not cancelled and is not fully refunded.
CREATE VIEW earned_vouchers AS
SELECT d.code, d.earned_by_order AS order_id,
       CASE WHEN EXISTS (
         SELECT 1 FROM orders o
          WHERE o.id = d.earned_by_order AND o.status = 'paid' AND o.cancelled_at IS NULL AND o.refunded_amount < o.grand_total
       ) THEN 0 ELSE 1 END AS voided
  FROM discount_codes d
 WHERE d.earned_by_order IS NOT NULL;

-- Taking a use of a voided voucher aborts the batch (the order is not stored; the shopper gets a Dutch message).
CREATE TRIGGER discount_codes_voucher_voided BEFORE UPDATE OF used_count ON discount_codes
WHEN NEW.used_count > OLD.used_count AND NEW.earned_by_order IS NOT NULL
  AND (SELECT voided FROM earned_vouchers WHERE code = NEW.code) = 1
BEGIN
  SELECT RAISE(ABORT, 'discount_voided');
END;

-- A voucher is never used on the order that earned it.
CREATE TRIGGER discount_code_uses_not_earning_order BEFORE INSERT ON discount_code_uses
WHEN EXISTS (SELECT 1 FROM discount_codes WHERE code = NEW.code AND earned_by_order = NEW.order_id)
BEGIN
  SELECT RAISE(ABORT, 'discount_own_order');
END;

-- The newsletter credit: one per e-mail address ever. email_hash: the mail budget's key of the address (a
-- SHA-256 of it normalised, worker/store/mail-budget.ts), kept after unsubscribing and after an account's
-- erasure, so a new sign-up earns nothing new. code: the discount_codes row of the credit.
CREATE TABLE newsletter_credits (
  email_hash TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
