-- The VAT scheme of an order (docs/decisions/044; the rules are app/kernel/tax.ts): 'domestic' (Dutch VAT),
-- 'reverse_charge' (intra-community supply, 0 % "btw verlegd", the ICP return) or 'oss' (a distance sale to a
-- consumer abroad above the EUR 10 000 One-Stop-Shop threshold: the delivery country's VAT, the OSS return).
-- Frozen with the order at payment-url, like its prices. Orders made before carry Dutch VAT or reverse charge.
ALTER TABLE orders ADD COLUMN vat_scheme TEXT NOT NULL DEFAULT 'domestic'
  CHECK (vat_scheme IN ('domestic', 'reverse_charge', 'oss'));
UPDATE orders SET vat_scheme = 'reverse_charge' WHERE reverse_charge = 1;

-- The accountant's exports and the VAT overview read documents per period (worker/store/books/).
CREATE INDEX invoices_created ON invoices (created_at);
CREATE INDEX credit_notes_created ON credit_notes (created_at);
