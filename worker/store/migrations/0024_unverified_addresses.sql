-- Dutch addresses the postcode lookup could not confirm (docs/decisions/015-postcode-adapter.md): the
-- shopper typed street and city because the lookup did not know the postcode, failed or timed out.

-- A saved account address: 1 when it was typed by hand that way (worker/store/addresses.ts).
ALTER TABLE customer_addresses ADD COLUMN unverified INTEGER NOT NULL DEFAULT 0 CHECK (unverified IN (0, 1));

-- An order: 1 when its billing or delivery address was typed by hand that way. Read from the frozen
-- address documents (their "unverified": true), so the order insert needs no new value and the two can
-- never disagree; whoever delivers the order looks at it (GET /v1/order/{number}: address_unverified).
ALTER TABLE orders ADD COLUMN address_unverified INTEGER GENERATED ALWAYS AS (
  CASE WHEN json_extract(billing_address, '$.unverified') = 1 OR json_extract(shipping_address, '$.unverified') = 1 THEN 1 ELSE 0 END
) VIRTUAL;
CREATE INDEX orders_address_unverified ON orders (created_at) WHERE address_unverified = 1;
