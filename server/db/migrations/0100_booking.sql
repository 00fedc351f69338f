-- Booking domain: locations, banks, salons, barbers, services, reservations, wallet.
-- Rules that protect time and money live here, not only in code:
--   * two live reservations of one barber never overlap, buffers included (exclusion constraint);
--   * a wallet balance never goes below zero (CHECK on the balance row, updated under its row lock);
--   * the wallet ledger is append-only (trigger).

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Locations ------------------------------------------------------------------------------------
CREATE TABLE countries (
  id integer PRIMARY KEY,
  iso_code char(2) NOT NULL UNIQUE,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text,
  phone_code text NOT NULL
);

CREATE TABLE states (
  id integer PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id),
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text
);
CREATE INDEX states_country_idx ON states (country_id);

CREATE TABLE cities (
  id integer PRIMARY KEY,
  state_id integer NOT NULL REFERENCES states (id),
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180)
);
CREATE INDEX cities_state_idx ON cities (state_id);

-- Banks ----------------------------------------------------------------------------------------
CREATE TABLE banks (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,           -- SWIFT prefix, e.g. RJHI
  iban_code char(2),                   -- the two digits after the IBAN check digits; null = not checked
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE bank_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL UNIQUE REFERENCES providers (id) ON DELETE CASCADE,
  bank_id integer NOT NULL REFERENCES banks (id),
  account_holder_name text NOT NULL,
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  iban text NOT NULL CHECK (iban ~ '^SA[0-9]{22}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Salons, barbers, services -----------------------------------------------------------------------
CREATE TABLE salons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text,
  description_ar text,
  description_en text,
  description_tr text,
  description_ur text,
  address text NOT NULL,
  city_id integer NOT NULL REFERENCES cities (id),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  phone text,
  logo text,
  cover text,
  timezone text NOT NULL DEFAULT 'Asia/Riyadh',
  slot_interval_minutes integer NOT NULL DEFAULT 15 CHECK (slot_interval_minutes BETWEEN 5 AND 120),
  working_hours jsonb NOT NULL,
  buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 120),
  buffer_after_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 120),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX salons_provider_idx ON salons (provider_id, created_at);

CREATE TABLE barbers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  salon_id integer NOT NULL REFERENCES salons (id) ON DELETE CASCADE,
  name text NOT NULL,
  mobile text,
  photo text,
  skills_ar text,
  skills_en text,
  skills_tr text,
  skills_ur text,
  working_hours jsonb,                 -- null: the salon's hours
  buffer_before_minutes integer CHECK (buffer_before_minutes BETWEEN 0 AND 120),  -- null: the salon's buffers
  buffer_after_minutes integer CHECK (buffer_after_minutes BETWEEN 0 AND 120),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((buffer_before_minutes IS NULL) = (buffer_after_minutes IS NULL))
);
CREATE INDEX barbers_provider_idx ON barbers (provider_id, salon_id);

CREATE TABLE services (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  salon_id integer NOT NULL REFERENCES salons (id) ON DELETE CASCADE,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text,
  description_ar text,
  description_en text,
  description_tr text,
  description_ur text,
  price integer NOT NULL CHECK (price >= 0),
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
  image text,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX services_provider_idx ON services (provider_id, salon_id);

CREATE TABLE barber_services (
  barber_id integer NOT NULL REFERENCES barbers (id) ON DELETE CASCADE,
  service_id integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (barber_id, service_id)
);
CREATE INDEX barber_services_service_idx ON barber_services (service_id);

-- Reservations ---------------------------------------------------------------------------------
CREATE TABLE reservations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id),
  -- No foreign keys on purpose: the history (ids and the names copied below) outlives a deleted
  -- salon, barber or service; deleting is refused while live reservations lie ahead.
  salon_id integer NOT NULL,
  barber_id integer NOT NULL,
  salon_name_ar text NOT NULL,
  salon_name_en text NOT NULL,
  salon_name_tr text,
  salon_name_ur text,
  barber_name text NOT NULL,
  timezone text NOT NULL,
  customer_name text NOT NULL,
  customer_mobile text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The span kept free: start minus the buffer before, end plus the buffer after (as at booking).
  blocked_from timestamptz NOT NULL,
  blocked_to timestamptz NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')),
  notes text,
  cancel_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (blocked_from <= starts_at AND blocked_to >= ends_at),
  CONSTRAINT reservations_no_overlap EXCLUDE USING gist (
    barber_id WITH =,
    tstzrange(blocked_from, blocked_to, '[)') WITH &&
  ) WHERE (status IN ('pending', 'confirmed'))
);
CREATE INDEX reservations_provider_starts_idx ON reservations (provider_id, starts_at);
CREATE INDEX reservations_salon_idx ON reservations (salon_id, starts_at);
CREATE INDEX reservations_barber_idx ON reservations (barber_id, starts_at);

CREATE TABLE reservation_services (
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  position integer NOT NULL,
  service_id integer NOT NULL,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  name_tr text,
  name_ur text,
  price integer NOT NULL CHECK (price >= 0),
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  PRIMARY KEY (reservation_id, position)
);

-- Replays of create calls retried with the same Idempotency-Key (kept 24 hours).
CREATE TABLE idempotency_keys (
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  operation text NOT NULL,
  key uuid NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, operation, key)
);

-- Wallet ---------------------------------------------------------------------------------------
-- One row per provider holds the balance; every ledger entry updates it in the same transaction
-- with `UPDATE ... SET balance = balance + amount`, which takes the row lock and fails on the CHECK
-- instead of going negative. The balance always equals the sum of the ledger.
CREATE TABLE wallets (
  provider_id integer PRIMARY KEY REFERENCES providers (id),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  -- The account the payout goes to, as it was when requested.
  bank_account_id integer NOT NULL,
  bank_id integer NOT NULL REFERENCES banks (id),
  account_holder_name text NOT NULL,
  account_number text NOT NULL,
  iban text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_provider_idx ON withdrawals (provider_id, created_at);

CREATE TABLE wallet_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES wallets (provider_id),
  type text NOT NULL CHECK (type IN ('credit', 'dues', 'withdrawal', 'refund')),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  reservation_id integer REFERENCES reservations (id),
  withdrawal_id integer REFERENCES withdrawals (id),
  reverses_entry_id integer UNIQUE REFERENCES wallet_entries (id),   -- a refund reverses one entry, once
  description jsonb NOT NULL,          -- {"key": ..., "params": {...}}: rendered in the reader's language
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'refund') = (reverses_entry_id IS NOT NULL))
);
CREATE INDEX wallet_entries_provider_idx ON wallet_entries (provider_id, id);
-- A reservation is credited (and charged dues) once.
CREATE UNIQUE INDEX wallet_entries_once_per_reservation ON wallet_entries (reservation_id, type)
  WHERE reservation_id IS NOT NULL AND type IN ('credit', 'dues');

CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
