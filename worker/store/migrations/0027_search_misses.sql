-- Searches that found nothing (worker/store/search-misses.ts): one count per UTC day and normalised query,
-- so the shop sees what shoppers look for and do not find (`npm run search-misses`). No IP address, no
-- session, no time of day; a query that looks like personal data (e-mail address, phone or account number,
-- postcode, street and house number) is never stored (worker/domain/search-miss-query.ts). The primary key
-- leads with the day, so the retention job (app/lib/retention.ts, "search_misses") and the daily cap on
-- distinct queries read a range of it.
CREATE TABLE search_misses (
  day TEXT NOT NULL,                -- UTC date, YYYY-MM-DD
  query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, query)
) WITHOUT ROWID;
