-- Catalogue import (docs/decisions/040): an uploaded file is kept, keyed by the SHA-256 of its text, between
-- the dry run and the confirmed import, so the file checked is the file imported. A file is stored in parts
-- (a D1 row holds at most 2 MB). A file is imported at most once: its hash in catalogue_imports is written in
-- the import's own batch, so a second confirm (a double click, a replay) fails that batch and changes nothing.
CREATE TABLE catalogue_uploads (
  hash TEXT NOT NULL,
  part INTEGER NOT NULL,
  format TEXT NOT NULL CHECK (format IN ('csv', 'json')),
  name TEXT NOT NULL,
  staff_id INTEGER,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (hash, part)
) WITHOUT ROWID;
CREATE INDEX catalogue_uploads_created ON catalogue_uploads (created_at);

CREATE TABLE catalogue_imports (
  hash TEXT PRIMARY KEY,
  staff_id INTEGER,
  created_at INTEGER NOT NULL,
  result TEXT NOT NULL CHECK (json_valid(result))
);
