-- Mail delivery through a real provider after the response (docs/decisions/034). The outbox row stays the
-- source of truth: next_attempt_at says when the row is due (a delivery run claims it by moving this time
-- on, so two runs never post the same row at once), each failed attempt sets it later by an exponential
-- backoff, and after the last attempt dead_at marks the row a dead letter the owner sees
-- (`npm run mail -- dead`, the development mailbox). last_error keeps the provider's last answer (never the
-- message), provider_message_id the id the provider gave an accepted message.
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN dead_at INTEGER;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN provider_message_id TEXT;

-- Rows the earlier retry gave up on (five attempts) are dead letters now.
UPDATE outbox SET dead_at = created_at WHERE sent_at IS NULL AND attempts >= 5;

CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL;
CREATE INDEX outbox_dead ON outbox (dead_at DESC) WHERE dead_at IS NOT NULL;
