-- Social sign-in in flight: the PKCE verifier and nonce stay on the server (never in the browser's
-- URL), keyed by the hash of the `state` sent to the identity provider. After the callback the row
-- remembers the ID token it let through, and `social-login` accepts that token once.
CREATE TABLE oauth_states (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  state_hash text NOT NULL UNIQUE,
  provider text NOT NULL CHECK (provider IN ('google', 'apple')),
  locale text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  id_token_hash text UNIQUE,
  completed_at timestamptz,
  consumed_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_states_expires_idx ON oauth_states (expires_at);
