-- The development WhatsApp outbox (issue 19, docs/customer-messages.md, "Channels"): what the
-- `outbox` driver would have sent through the Cloud API, readable at GET /api/dev/whatsapp-outbox.
-- Production refuses that driver, so this table stays empty there.
CREATE TABLE whatsapp_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,             -- +9665XXXXXXXX
  template text NOT NULL,              -- mawid_reminder
  language text NOT NULL,              -- ar
  parameters jsonb NOT NULL,           -- the body's {{1}}, {{2}}… in order
  body text NOT NULL,                  -- the message as the customer would read it
  provider_message_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX whatsapp_outbox_recipient_idx ON whatsapp_outbox (recipient, id DESC);
