-- Sign-in limits count per target AND per client (docs/security.md): the address that asked for a
-- code or got a password wrong is kept with it, so that one guesser cannot lock out the owner.
ALTER TABLE one_time_codes ADD COLUMN client text NOT NULL DEFAULT '';
ALTER TABLE login_failures ADD COLUMN client text NOT NULL DEFAULT '';
CREATE INDEX login_failures_identifier_client_idx ON login_failures (identifier, client, created_at DESC);
