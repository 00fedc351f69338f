-- A walk-in booked without a name or mobile gets them later (issue 21, changeReservation): the
-- same trigger function as a new booking links the reservation to its client when the mobile or
-- the name changes (made for a new mobile, renamed for a known one; no mobile, no client).
CREATE TRIGGER reservations_attach_client_on_change BEFORE UPDATE OF customer_mobile, customer_name ON reservations
  FOR EACH ROW
  WHEN (OLD.customer_mobile IS DISTINCT FROM NEW.customer_mobile OR OLD.customer_name IS DISTINCT FROM NEW.customer_name)
  EXECUTE FUNCTION reservations_attach_client();
