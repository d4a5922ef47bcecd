-- Dutch postcodes for the embedded postcode adapter (worker/edge/postcode.ts), seeded from
-- kv-seed/postcodes.json (demo data, not a BAG extract). Like the BAG, one postcode covers a run of house
-- numbers on one side of a street: parity 'odd' or 'even' ('all' for both sides).
-- zipcode is normalised: four digits, a space, two capitals ('3511 AB').
CREATE TABLE postcodes (
  zipcode TEXT NOT NULL,
  house_from INTEGER NOT NULL,
  house_to INTEGER NOT NULL,
  parity TEXT NOT NULL CHECK (parity IN ('odd', 'even', 'all')),
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  PRIMARY KEY (zipcode, house_from, parity)
) WITHOUT ROWID;
