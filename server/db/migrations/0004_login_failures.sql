-- Failed focus sign-ins per identifier: 10 in 15 minutes answer 429 (the contract's limit), across processes.
CREATE TABLE login_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  identifier text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_identifier_idx ON login_failures (identifier, created_at DESC);
