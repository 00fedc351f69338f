-- A reservation's history (issue 21 item 2): who created, changed (time, barber, services, notes)
-- or changed the status of a reservation, when, and each field from and to. Append-only, like the
-- wallet ledger: a trigger refuses UPDATE and DELETE.
--   * actor_kind 'staff' (the owner or a staff admin, actor_user_id = provider_users.id) or
--     'customer' (online booking, issue 22); NULL for rows written before the history was kept.
--     No foreign key on the actor: the history outlives a deleted staff account, so the name is copied.
--   * changes: [{ "field": ..., "from": ..., "to": ... }]; services as lists of their names in every
--     language, times as instants (ISO), barbers as names (copied, as the reservation copies them).

CREATE TABLE reservation_history (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('created', 'changed', 'confirmed', 'completed', 'cancelled', 'no_show')),
  actor_kind text CHECK (actor_kind IN ('staff', 'customer')),
  actor_user_id integer,
  actor_name text,
  changes jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(changes) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservation_history_reservation_idx ON reservation_history (reservation_id, id);

CREATE FUNCTION reservation_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reservation_history is append-only';
END;
$$;
CREATE TRIGGER reservation_history_append_only BEFORE UPDATE OR DELETE ON reservation_history
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION reservation_history_append_only();

-- Reservations made before: their creation, by nobody known.
INSERT INTO reservation_history (reservation_id, provider_id, action, created_at)
SELECT id, provider_id, 'created', created_at FROM reservations;
