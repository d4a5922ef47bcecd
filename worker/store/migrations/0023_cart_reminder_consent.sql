-- Consent for the abandoned-cart reminder (docs/decisions/028). A cart is reminded only when its shopper
-- agreed in a way they could see. Times are unix seconds.

-- Where the cart's address was given with the reminder statement under the field: the checkout's e-mail
-- field ('checkout') or the newsletter pop-up ('newsletter'). NULL: an address without that consent (no
-- reminder to it).
ALTER TABLE carts ADD COLUMN email_consent TEXT CHECK (email_consent IN ('checkout', 'newsletter'));

-- The customer's own choice in the account (/account/subscription/): 1 reminds the carts they own, at the
-- account's address. Off until they tick it.
ALTER TABLE customers ADD COLUMN cart_reminders INTEGER NOT NULL DEFAULT 0 CHECK (cart_reminders IN (0, 1));

-- Addresses that asked for no more reminders (the mail's one-click unsubscribe, or the account's choice
-- turned off). address_key is the mail budget's key of the address (worker/store/mail-budget.ts: SHA-256
-- of the normalised address), never the address.
CREATE TABLE reminder_optouts (
  address_key TEXT PRIMARY KEY CHECK (length(address_key) = 64),
  created_at INTEGER NOT NULL
);

-- The unsubscribe links of reminder mails: the SHA-256 of the mailed random token and the address key it
-- stops. Kept for CART_REMINDER_UNSUBSCRIBE_TTL_S; the Cron deletes them after.
CREATE TABLE reminder_unsubscribe_links (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  address_key TEXT NOT NULL CHECK (length(address_key) = 64),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX reminder_unsubscribe_links_expires ON reminder_unsubscribe_links (expires_at);

-- Reminder candidates: carts with a consenting address, and carts of customers who chose reminders.
CREATE INDEX carts_consented_idle ON carts (updated_at) WHERE email_consent IS NOT NULL AND ordered_at IS NULL AND reminded_at IS NULL;
CREATE INDEX carts_customer_open ON carts (customer_id, updated_at) WHERE customer_id IS NOT NULL AND ordered_at IS NULL AND reminded_at IS NULL;
CREATE INDEX customers_cart_reminders ON customers (id) WHERE cart_reminders = 1;

-- Mail headers a message needs besides the usual ones (a JSON object, e.g. List-Unsubscribe and
-- List-Unsubscribe-Post of RFC 8058); NULL: none.
ALTER TABLE outbox ADD COLUMN headers TEXT CHECK (headers IS NULL OR json_valid(headers));
