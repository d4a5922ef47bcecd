-- Product reviews written by shoppers (spec section 7). Reviews of migration 0002 are the seeded,
-- published ones; new reviews come in as 'pending' and wait for moderation (npm run reviews).
--
-- Privacy: the e-mail address is not kept. It is used once, when the review comes in, to see whether it
-- belongs to a paid order of the product (verified = 1, 'Geverifieerde koper'); only a SHA-256 hash of
-- the normalised address stays, so a second post for the same product from the same address replaces
-- the pending review instead of adding one (and a shopper who asks can have their review found and
-- removed). No IP address is stored: the rate limit counts in the RateLimiter Durable Object.
ALTER TABLE reviews ADD COLUMN email_hash TEXT;
ALTER TABLE reviews ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));
ALTER TABLE reviews ADD COLUMN moderated_at TEXT;

-- One review per address per product (seeded reviews have no hash).
CREATE UNIQUE INDEX reviews_product_email ON reviews (product_id, email_hash) WHERE email_hash IS NOT NULL;
-- The product page's list: published reviews of a product by date or by score.
CREATE INDEX reviews_published_score ON reviews (product_id, status, score, created_at);
CREATE INDEX reviews_published_date ON reviews (product_id, status, created_at);
-- The moderation queue.
CREATE INDEX reviews_status ON reviews (status, created_at);
-- The verified-buyer check matches the order's e-mail case-insensitively.
CREATE INDEX orders_email_lower ON orders (lower(email), status);
