-- Platform: providers and their users, focus users, sign-in (codes, tokens), packages,
-- notifications, uploads, outboxes. Booking tables (0100+) refer to providers.id as provider_id.

CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Providers ------------------------------------------------------------------------------------
-- The business. Its people (the owner and staff admins) are provider_users.
CREATE TABLE providers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  commercial_name_ar text NOT NULL,
  commercial_name_en text NOT NULL,
  commercial_name_tr text,
  commercial_name_ur text,
  commercial_register text CHECK (commercial_register ~ '^[0-9]{10}$'),
  tax_number text CHECK (tax_number ~ '^3[0-9]{13}3$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE provider_users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  name text NOT NULL,
  mobile text NOT NULL UNIQUE CHECK (mobile ~ '^5[0-9]{8}$'),   -- national number; country code +966
  email citext UNIQUE,
  avatar text,
  password_hash text,                  -- argon2id; null until a password is set through reset
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'manager', 'receptionist')),
  permissions text[] NOT NULL DEFAULT '{}',   -- staff only; the owner has every permission
  is_super_admin boolean NOT NULL DEFAULT false,
  chat_status boolean NOT NULL DEFAULT true,
  verified_at timestamptz,             -- null until the registration code is verified
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_users_provider_idx ON provider_users (provider_id);
-- One owner per provider.
CREATE UNIQUE INDEX provider_users_one_owner ON provider_users (provider_id) WHERE role = 'owner';

-- Focus users ----------------------------------------------------------------------------------
CREATE TABLE focus_users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email citext NOT NULL UNIQUE,
  mobile text UNIQUE CHECK (mobile ~ '^5[0-9]{8}$'),
  avatar text,
  password_hash text,                  -- null for accounts created by social sign-in
  social_type text CHECK (social_type IN ('google', 'apple')),
  google_subject text UNIQUE,
  apple_subject text UNIQUE,
  permissions text[] NOT NULL DEFAULT '{}',
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Sign-in ---------------------------------------------------------------------------------------
-- One-time codes, stored hashed. A new code for the same (purpose, target) replaces the old one.
CREATE TABLE one_time_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('provider_login', 'provider_register', 'provider_reset', 'focus_reset')),
  target text NOT NULL,                -- mobile (national form) or e-mail, lower case
  code_hash text NOT NULL,
  payload jsonb,                       -- what the code confirms (e.g. the registration's name and e-mail)
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_target_idx ON one_time_codes (purpose, target, created_at DESC);

-- Access tokens: random, stored as SHA-256, revocable. `subject_id` is a provider_users or focus_users id.
CREATE TABLE access_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('provider', 'focus', 'company')),
  subject_id integer NOT NULL,
  token_hash text NOT NULL UNIQUE,
  device_token text,                   -- push token of the device; forgotten on logout
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_subject_idx ON access_tokens (kind, subject_id);

-- Packages --------------------------------------------------------------------------------------
CREATE TABLE packages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('provider', 'focus')),
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text,
  description_ar text,
  description_en text,
  description_tr text,
  description_ur text,
  price integer NOT NULL CHECK (price >= 0),          -- halalas
  duration_days integer NOT NULL CHECK (duration_days > 0),
  max_salons integer NOT NULL DEFAULT 0 CHECK (max_salons >= 0),
  max_barbers integer NOT NULL DEFAULT 0 CHECK (max_barbers >= 0),
  features jsonb NOT NULL DEFAULT '[]',               -- [{name_ar, name_en, name_tr, name_ur}]
  is_popular boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A subscription of a provider (subscriber_id = providers.id) or a focus user (focus_users.id).
-- The active one is the latest whose span contains now; periods of one subscriber never overlap.
CREATE TABLE subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('provider', 'focus')),
  subscriber_id integer NOT NULL,
  package_id integer NOT NULL REFERENCES packages (id),
  started_at timestamptz NOT NULL,
  expire_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expire_at > started_at),
  CONSTRAINT subscriptions_no_overlap EXCLUDE USING gist (
    audience WITH =,
    subscriber_id WITH =,
    tstzrange(started_at, expire_at, '[)') WITH &&
  )
);
CREATE INDEX subscriptions_subscriber_idx ON subscriptions (audience, subscriber_id, expire_at DESC);

-- Notifications ---------------------------------------------------------------------------------
CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient_kind text NOT NULL CHECK (recipient_kind IN ('provider', 'focus')),
  recipient_id integer NOT NULL,       -- provider_users.id or focus_users.id
  type text NOT NULL,
  data jsonb NOT NULL,                 -- {ar:{title,body}, en:{...}, tr:{...}, ur:{...}}
  link text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_recipient_idx ON notifications (recipient_kind, recipient_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (recipient_kind, recipient_id) WHERE read_at IS NULL;

-- Uploads ---------------------------------------------------------------------------------------
CREATE TABLE uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('provider', 'focus', 'company')),
  owner_id integer NOT NULL,           -- providers.id (provider and company tokens) or focus_users.id
  folder text NOT NULL,
  file text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (folder, file)
);
CREATE INDEX uploads_owner_idx ON uploads (owner_kind, owner_id);

-- Outboxes (development drivers) and the contact form --------------------------------------------
CREATE TABLE sms_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,             -- +9665XXXXXXXX
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_recipient_idx ON sms_outbox (recipient, id DESC);

CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient citext NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email citext NOT NULL,
  mobile text,
  subject text NOT NULL,
  message text NOT NULL,
  locale text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
