-- Closed time and Saudi scheduling rules (issue 20, and issue 21 item 3): one model of closed time.
--   * closures: a salon closure (barber_id NULL: holidays, Eid, maintenance) or one barber's time off
--     (leave), as an instant range. The slot engine subtracts them; nothing here touches reservations:
--     a closure over existing bookings lists them for the owner to move or cancel.
--   * salon_schedule_rules: prayer pauses (which prayers, minutes from the adhan, Jumu'ah) and the
--     Ramadan week, per salon; no row means no pauses and no Ramadan hours.
--   * barber_schedule_rules: a barber's prayer-pause choice (follow the salon, always, never) and own
--     Ramadan week; no row means "follow the salon".

CREATE TABLE closures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  salon_id integer NOT NULL REFERENCES salons (id) ON DELETE CASCADE,
  barber_id integer REFERENCES barbers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('holiday', 'maintenance', 'time_off', 'other')),
  name text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (ends_at - starts_at <= interval '400 days'),
  CHECK (name IS NULL OR char_length(name) <= 100)
);
CREATE INDEX closures_salon_span_idx ON closures USING gist (salon_id, tstzrange(starts_at, ends_at, '[)'));
CREATE INDEX closures_provider_idx ON closures (provider_id);

CREATE TABLE salon_schedule_rules (
  salon_id integer PRIMARY KEY REFERENCES salons (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  prayer_pauses jsonb,
  ramadan_hours jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE barber_schedule_rules (
  barber_id integer PRIMARY KEY REFERENCES barbers (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  prayer_pause_mode text NOT NULL DEFAULT 'salon' CHECK (prayer_pause_mode IN ('salon', 'always', 'never')),
  ramadan_hours jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
