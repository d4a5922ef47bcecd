-- Real-user measurement (ADR 024): daily aggregates of LCP, INP and CLS per page type, as histogram
-- bucket counts (worker/domain/vitals.ts), so the 75th percentile can be read back. No IP address, no URL,
-- no per-user row: a report adds one to one bucket per metric it carries.
CREATE TABLE web_vitals_daily (
  day TEXT NOT NULL,                -- UTC date, YYYY-MM-DD
  page_type TEXT NOT NULL,          -- home, category, product, cart, checkout, account, content, other
  metric TEXT NOT NULL CHECK (metric IN ('lcp', 'inp', 'cls')),
  bucket INTEGER NOT NULL CHECK (bucket >= 0),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, page_type, metric, bucket)
) WITHOUT ROWID;
