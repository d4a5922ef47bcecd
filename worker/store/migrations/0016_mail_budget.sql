-- The mail budget per recipient (worker/domain/mail-budget.ts, worker/store/mail-budget.ts) and the
-- newsletter's opt-in mail time. Times are unix seconds.

-- One row per budgeted mail queued (the kinds a stranger can make the shop send). recipient is the SHA-256
-- (hex) of the normalised address, never the address itself. The budget counts the rows of the last 24 h
-- in the same statement that adds one, so parallel requests cannot overspend it. The Cron deletes rows
-- older than the window.
CREATE TABLE mail_budget (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX mail_budget_recipient ON mail_budget (recipient, sent_at);
CREATE INDEX mail_budget_sent ON mail_budget (sent_at);

-- When the opt-in mail of a pending sign-up was last queued: a new sign-up of the same address mails
-- again only after the opt-in link's validity (EMAIL_CONFIRM_TTL_S). Cleared when the address is
-- confirmed or unsubscribed by its owner.
ALTER TABLE newsletter_subscriptions ADD COLUMN optin_mailed_at INTEGER;
