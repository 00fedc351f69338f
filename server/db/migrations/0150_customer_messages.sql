-- Messages to customers (issue 19, docs/customer-messages.md).
--   * salon_message_settings: one row per salon, made on first save (no row = the defaults:
--     WhatsApp first with SMS as fallback, reminders 24 h and 2 h before).
--   * customer_messages: every message a booking causes, one row per (booking, kind, time): the
--     row is written in the same transaction as the booking change, its `dedupe_key` makes a
--     second write of the same message a no-op, and its status is what the provider sees.
--   * clients.reminders_opted_out_at: the customer's "no reminders" from the link in a message.

CREATE TABLE salon_message_settings (
  salon_id integer PRIMARY KEY REFERENCES salons (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  -- whatsapp_sms: WhatsApp, and SMS when WhatsApp cannot deliver; sms: SMS only; off: none.
  channel text NOT NULL DEFAULT 'whatsapp_sms' CHECK (channel IN ('whatsapp_sms', 'sms', 'off')),
  reminders_enabled boolean NOT NULL DEFAULT true,
  -- Minutes before the visit; at most three, each from 15 minutes to 7 days.
  reminder_offsets_minutes integer[] NOT NULL DEFAULT '{1440,120}'
    CHECK (cardinality(reminder_offsets_minutes) <= 3 AND 15 <= ALL (reminder_offsets_minutes) AND 10080 >= ALL (reminder_offsets_minutes)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX salon_message_settings_provider_idx ON salon_message_settings (provider_id);

CREATE TABLE customer_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  salon_id integer NOT NULL REFERENCES salons (id) ON DELETE CASCADE,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('booked', 'approved', 'declined', 'moved', 'cancelled', 'reminder')),
  -- `${reservation_id}:${kind}:${appointment_at ISO}` (+ `:${offset}` for reminders): one message per booking, kind and time.
  dedupe_key text NOT NULL UNIQUE,
  -- When it is due: the change's time for events, the visit minus the offset for reminders.
  send_at timestamptz NOT NULL,
  -- The visit's start the message was written for; a reminder whose booking has moved since is skipped.
  appointment_at timestamptz NOT NULL,
  offset_minutes integer,
  locale text NOT NULL CHECK (locale IN ('ar', 'en', 'tr', 'ur')),
  -- National form, 5XXXXXXXX (as reservations.customer_mobile).
  recipient text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'failed', 'skipped')),
  -- Set when sent: the channel that carried it.
  channel text CHECK (channel IN ('whatsapp', 'sms')),
  -- Why a queued message was not sent: cancelled, moved, opted_out, channel_off, reminders_off, too_late.
  skip_reason text,
  -- WhatsApp's message id (wamid.…), which its status webhook names.
  provider_message_id text UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  -- The last failure, in the words of the channel (never shown to customers).
  error text,
  -- The text as sent (the SMS body, or the WhatsApp template rendered as the customer reads it).
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  read_at timestamptz,
  failed_at timestamptz
);
CREATE INDEX customer_messages_reservation_idx ON customer_messages (reservation_id, created_at);
CREATE INDEX customer_messages_salon_month_idx ON customer_messages (salon_id, sent_at) WHERE sent_at IS NOT NULL;
CREATE INDEX customer_messages_due_idx ON customer_messages (send_at) WHERE status = 'queued';

ALTER TABLE clients ADD COLUMN reminders_opted_out_at timestamptz;
