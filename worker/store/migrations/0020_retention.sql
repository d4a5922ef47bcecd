-- Retention jobs of the Cron (worker/store/retention.ts, periods in app/lib/retention.ts): each job deletes
-- or anonymises the rows older than its period every 15 minutes, so each reads an index on the time its
-- period runs from instead of the whole table. No new columns and no personal data.

-- Orders not yet anonymised (an anonymised order has billing_address '{}'), by order time.
CREATE INDEX orders_retention ON orders (created_at) WHERE billing_address <> '{}';
-- Checkout states by their last change.
CREATE INDEX checkout_states_updated ON checkout_states (updated_at);
-- Carts that still hold an e-mail address, by their last change.
CREATE INDEX carts_email_updated ON carts (updated_at) WHERE email IS NOT NULL;
-- Contact messages by time.
CREATE INDEX contact_messages_created ON contact_messages (created_at);
-- Unsubscribed newsletter addresses by the time of the unsubscription.
CREATE INDEX newsletter_unsubscribed ON newsletter_subscriptions (unsubscribed_at) WHERE unsubscribed_at IS NOT NULL;
