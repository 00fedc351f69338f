-- Walk-ins (issue 21 item 5): staff book a customer at the door in two presses, name and mobile
-- optional. A walk-in without a mobile has no client record (and so gets no customer messages);
-- a name left out is shown as "Walk-in customer" in the reader's language, never stored.
ALTER TABLE reservations
  ADD COLUMN walk_in boolean NOT NULL DEFAULT false,
  ALTER COLUMN customer_name DROP NOT NULL,
  ALTER COLUMN customer_mobile DROP NOT NULL,
  ALTER COLUMN client_id DROP NOT NULL;
-- Only a walk-in may lack them; a mobile always comes with a name (its client's).
ALTER TABLE reservations ADD CONSTRAINT reservations_customer_given
  CHECK (walk_in OR (customer_name IS NOT NULL AND customer_mobile IS NOT NULL));
ALTER TABLE reservations ADD CONSTRAINT reservations_mobile_named
  CHECK (customer_mobile IS NULL OR customer_name IS NOT NULL);

-- The client of a reservation's mobile, as before; no mobile, no client.
CREATE OR REPLACE FUNCTION reservations_attach_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.customer_mobile IS NULL THEN
    NEW.client_id := NULL;
    RETURN NEW;
  END IF;
  INSERT INTO clients AS c (provider_id, mobile, name)
  VALUES (NEW.provider_id, NEW.customer_mobile, NEW.customer_name)
  ON CONFLICT (provider_id, mobile) DO UPDATE SET name = EXCLUDED.name, updated_at = now()
  RETURNING c.id INTO NEW.client_id;
  RETURN NEW;
END;
$$;
