-- Customers book online (issue 22, docs/customer-booking.md).
--   * salon_online_settings: one row per salon, made on first save (no row = online booking off);
--     salon_slug_history keeps every address a salon left, so it redirects and is never reused.
--   * customers: the signed-in customer across salons (one per mobile), subject of `customer` tokens.
--   * clients: the business's record of a person, one per (provider, mobile). Every reservation
--     belongs to one: a trigger creates or renames the client on every insert, whichever code path
--     books (staff, online, seed), so the rule lives in one place.
--   * reservations.public_id: the only id a customer sees, 16 random bytes in base64url (22 chars).

-- Online booking settings ----------------------------------------------------------------------
CREATE TABLE salon_online_settings (
  salon_id integer PRIMARY KEY REFERENCES salons (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$'),
  auto_confirm boolean NOT NULL DEFAULT true,
  horizon_days integer NOT NULL DEFAULT 30 CHECK (horizon_days BETWEEN 1 AND 180),
  min_notice_minutes integer NOT NULL DEFAULT 60 CHECK (min_notice_minutes BETWEEN 0 AND 10080),
  change_cutoff_hours integer NOT NULL DEFAULT 3 CHECK (change_cutoff_hours BETWEEN 0 AND 168),
  max_live_per_mobile integer NOT NULL DEFAULT 3 CHECK (max_live_per_mobile BETWEEN 1 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX salon_online_settings_provider_idx ON salon_online_settings (provider_id);

CREATE TABLE salon_slug_history (
  old_slug text PRIMARY KEY,
  salon_id integer NOT NULL REFERENCES salons (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX salon_slug_history_salon_idx ON salon_slug_history (salon_id);

ALTER TABLE services ADD COLUMN bookable_online boolean NOT NULL DEFAULT true;
ALTER TABLE barbers ADD COLUMN bookable_online boolean NOT NULL DEFAULT true;

-- Customers and their tokens and codes -----------------------------------------------------------
CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile text NOT NULL UNIQUE CHECK (mobile ~ '^5[0-9]{8}$'),
  name text,
  language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en', 'tr', 'ur')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE access_tokens DROP CONSTRAINT access_tokens_kind_check;
ALTER TABLE access_tokens ADD CONSTRAINT access_tokens_kind_check CHECK (kind IN ('provider', 'focus', 'company', 'customer'));

ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('provider_login', 'provider_register', 'provider_reset', 'focus_reset', 'focus_register', 'customer_login'));

-- Clients ------------------------------------------------------------------------------------------
CREATE TABLE clients (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  mobile text NOT NULL,
  name text NOT NULL,
  language text CHECK (language IN ('ar', 'en', 'tr', 'ur')),
  notes text,
  blocked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider_id, mobile)
);
CREATE INDEX clients_provider_name_idx ON clients (provider_id, name);

ALTER TABLE reservations
  ADD COLUMN client_id integer REFERENCES clients (id),
  ADD COLUMN source text NOT NULL DEFAULT 'staff' CHECK (source IN ('staff', 'online')),
  ADD COLUMN public_id text;

-- Backfill: one client per (provider, mobile), named as in its latest reservation.
INSERT INTO clients (provider_id, mobile, name, created_at, updated_at)
SELECT DISTINCT ON (provider_id, customer_mobile) provider_id, customer_mobile, customer_name, created_at, created_at
FROM reservations
ORDER BY provider_id, customer_mobile, created_at DESC, id DESC;
UPDATE clients c SET created_at = first.created_at
FROM (SELECT provider_id, customer_mobile, min(created_at) AS created_at FROM reservations GROUP BY 1, 2) first
WHERE first.provider_id = c.provider_id AND first.customer_mobile = c.mobile;
UPDATE reservations r SET client_id = c.id FROM clients c WHERE c.provider_id = r.provider_id AND c.mobile = r.customer_mobile;
UPDATE reservations SET public_id = translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_');

ALTER TABLE reservations ALTER COLUMN client_id SET NOT NULL;
ALTER TABLE reservations ALTER COLUMN public_id SET NOT NULL;
ALTER TABLE reservations ALTER COLUMN public_id SET DEFAULT translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_');
ALTER TABLE reservations ADD CONSTRAINT reservations_public_id_key UNIQUE (public_id);
CREATE INDEX reservations_client_idx ON reservations (client_id, starts_at);
CREATE INDEX reservations_customer_mobile_idx ON reservations (customer_mobile, starts_at);

-- Every reservation gets its client: created for a new mobile, renamed to the latest booking's name.
CREATE FUNCTION reservations_attach_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clients AS c (provider_id, mobile, name)
  VALUES (NEW.provider_id, NEW.customer_mobile, NEW.customer_name)
  ON CONFLICT (provider_id, mobile) DO UPDATE SET name = EXCLUDED.name, updated_at = now()
  RETURNING c.id INTO NEW.client_id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER reservations_attach_client BEFORE INSERT ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_attach_client();
