-- When the "package expires soon" notification went out for a subscription (once per period).
ALTER TABLE subscriptions ADD COLUMN expiring_notified_at timestamptz;
