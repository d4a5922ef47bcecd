-- Uploaded product images and the Merchant Center feed's GTIN (docs/decisions/041, spec section 2).
-- An upload's bytes live in R2 (binding MEDIA) under its content-addressed key: the SHA-256 of the file.
CREATE TABLE product_uploads (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position > 0),
  image_key TEXT NOT NULL CHECK (length(image_key) = 64),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  alt TEXT NOT NULL CHECK (length(trim(alt)) > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (product_id, image_key)
);
CREATE INDEX product_uploads_product ON product_uploads (product_id, position);
CREATE INDEX product_uploads_key ON product_uploads (image_key);

-- What the shop shows: a product's uploads in their order, or, without any, its drawn illustrations
-- (product_images, the embedded default). Every reader of a product's images reads this view.
CREATE VIEW shop_product_images AS
  SELECT u.product_id, u.position, '/img/u/' || u.image_key || '/800.' ||
         CASE u.content_type WHEN 'image/jpeg' THEN 'jpg' WHEN 'image/png' THEN 'png' ELSE 'webp' END AS src,
         u.width, u.height, u.alt
    FROM product_uploads u
  UNION ALL
  SELECT i.product_id, i.position, i.src, i.width, i.height, i.alt
    FROM product_images i
   WHERE NOT EXISTS (SELECT 1 FROM product_uploads u WHERE u.product_id = i.product_id);

-- GTIN (EAN-13, UPC-12, GTIN-8 or GTIN-14) per variant where the owner knows it; the check digit is checked
-- by app/kernel/gtin.ts before a write and again by the feed.
ALTER TABLE variants ADD COLUMN gtin TEXT CHECK (gtin IS NULL OR (gtin GLOB '[0-9]*' AND length(gtin) IN (8, 12, 13, 14)));
