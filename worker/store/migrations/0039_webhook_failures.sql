-- Payment webhooks that failed (docs/decisions/043): the shop answered the PSP 503 because the status could
-- not be fetched or applied (a provider or D1 hiccup). The PSP retries; a later webhook of the same payment
-- that succeeds marks the row resolved. The dashboard counts and lists the unresolved ones. error keeps the
-- technical reason (never the payment's personal data); provider_id is the PSP's payment id (tr_...).
CREATE TABLE webhook_failures (
  id INTEGER PRIMARY KEY,
  provider_id TEXT NOT NULL CHECK (length(provider_id) BETWEEN 1 AND 64),
  error TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  resolved_at INTEGER
);
CREATE INDEX webhook_failures_open ON webhook_failures (created_at DESC, id DESC) WHERE resolved_at IS NULL;
CREATE INDEX webhook_failures_provider ON webhook_failures (provider_id) WHERE resolved_at IS NULL;
