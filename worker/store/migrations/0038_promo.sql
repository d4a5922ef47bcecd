-- Discount codes, campaigns and review moderation in the back office (docs/decisions/042, spec section 7).

-- edited_at: the last back-office write of the row (unix seconds). Once set, the seed never updates the row
-- again: codes and campaign rules belong to the database once the shop is live (kv-seed/catalog/discounts-sql.ts).
ALTER TABLE discount_codes ADD COLUMN edited_at INTEGER;
-- ended_at: the owner ended the code (for good; a paused code has active = 0 and no ended_at).
ALTER TABLE discount_codes ADD COLUMN ended_at INTEGER;
ALTER TABLE campaign_rules ADD COLUMN edited_at INTEGER;

-- An ended code never becomes active again, whoever writes.
CREATE TRIGGER discount_codes_ended_stays_ended BEFORE UPDATE OF active ON discount_codes
WHEN NEW.active = 1 AND NEW.ended_at IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'discount_ended');
END;

-- Moderation: the reason of a rejection (staff only, never shown to shoppers) and the shop's public reply,
-- shown under the review on the product page ("Reactie van Droomnest").
ALTER TABLE reviews ADD COLUMN reject_reason TEXT;
ALTER TABLE reviews ADD COLUMN reply TEXT;
ALTER TABLE reviews ADD COLUMN replied_at TEXT;

