-- Links of the abandoned-cart reminder (spec section 2, /cart/restore/{token}; docs/decisions/011): the mail
-- carries a random token, this table only its SHA-256 (token_hash), so neither the link nor a copy of this
-- table names a cart. lines is a snapshot of the mailed cart's lines ([{variant_id, custom, quantity}]):
-- restoring copies them into the visitor's own cart at today's prices; the mailed cart itself is never
-- named, and nothing personal (no e-mail, name, address or phone) is kept here. A link is refused after
-- expires_at (CART_RESTORE_TTL_S after the mail) and the Cron deletes it then. Times are unix seconds.
CREATE TABLE cart_restore_links (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  lines TEXT NOT NULL CHECK (json_valid(lines)),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX cart_restore_links_expires ON cart_restore_links (expires_at);
