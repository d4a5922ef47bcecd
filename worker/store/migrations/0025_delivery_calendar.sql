-- Delivery of bulky goods (docs/decisions/029): the shop's delivery calendar per postcode area, the
-- shopper's choice in the checkout, and what an order's driver needs (delivery day, old mattresses to take back).

-- delivery_areas: a postcode area of a country. postcode_prefix: the leading digits of the postcode ('' is
-- the whole country); the longest matching prefix wins. weekdays: the ISO weekdays the van comes
-- (1 = Monday ... 7 = Sunday), e.g. '123456'. lead_days: working days (Monday to Friday, not closed) that
-- pass after the order day before the first delivery day. horizon_days: how far ahead days are offered.
CREATE TABLE delivery_areas (
  code TEXT PRIMARY KEY,
  country_code TEXT NOT NULL CHECK (country_code IN ('NL', 'BE')),
  postcode_prefix TEXT NOT NULL DEFAULT '' CHECK (postcode_prefix GLOB '[0-9]*' OR postcode_prefix = ''),
  weekdays TEXT NOT NULL CHECK (weekdays != '' AND weekdays NOT GLOB '*[^1-7]*'),
  lead_days INTEGER NOT NULL CHECK (lead_days >= 0),
  horizon_days INTEGER NOT NULL DEFAULT 21 CHECK (horizon_days > 0),
  UNIQUE (country_code, postcode_prefix)
);

-- delivery_closed_days: days an area gets no delivery (public holidays, the van's maintenance); they do not
-- count as working days for the lead time either.
CREATE TABLE delivery_closed_days (
  area_code TEXT NOT NULL REFERENCES delivery_areas (code) ON DELETE CASCADE,
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  reason TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (area_code, day)
);

-- The shop's calendar: NL Monday to Saturday after 2 working days; Texel (1791-1797) on Wednesdays after 5;
-- BE Tuesday, Thursday and Saturday after 3. Three weeks ahead.
INSERT INTO delivery_areas (code, country_code, postcode_prefix, weekdays, lead_days, horizon_days) VALUES
  ('NL', 'NL', '', '123456', 2, 21),
  ('NL-TEXEL', 'NL', '179', '3', 5, 21),
  ('BE', 'BE', '', '246', 3, 21);
INSERT INTO delivery_closed_days (area_code, day, reason) VALUES
  ('NL', '2026-12-25', 'Eerste Kerstdag'), ('NL', '2026-12-26', 'Tweede Kerstdag'), ('NL', '2027-01-01', 'Nieuwjaarsdag'),
  ('NL', '2027-03-29', 'Tweede Paasdag'), ('NL', '2027-04-27', 'Koningsdag'),
  ('NL-TEXEL', '2026-12-25', 'Eerste Kerstdag'), ('NL-TEXEL', '2026-12-26', 'Tweede Kerstdag'), ('NL-TEXEL', '2027-01-01', 'Nieuwjaarsdag'),
  ('BE', '2026-12-25', 'Kerstmis'), ('BE', '2027-01-01', 'Nieuwjaar'), ('BE', '2027-03-29', 'Paasmaandag');

-- The checkout's choice (step 2): JSON {day, take_back}; NULL when the cart holds nothing bulky.
ALTER TABLE checkout_states ADD COLUMN delivery TEXT CHECK (delivery IS NULL OR json_valid(delivery));

-- order_deliveries: what the driver (and the back office's planning) reads of an order with bulky goods: the
-- area and day, and how many old mattresses go back at which costs (incl. VAT, or excl. under reverse
-- charge like the order's other amounts; part of orders.grand_total).
CREATE TABLE order_deliveries (
  order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  area_code TEXT NOT NULL,
  delivery_day TEXT NOT NULL CHECK (delivery_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  take_back_count INTEGER NOT NULL DEFAULT 0 CHECK (take_back_count >= 0),
  take_back_costs INTEGER NOT NULL DEFAULT 0 CHECK (take_back_costs >= 0)
);
CREATE INDEX order_deliveries_day ON order_deliveries (delivery_day, area_code);
