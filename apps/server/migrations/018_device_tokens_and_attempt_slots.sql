-- Browsers a person has logged in from (OWASP's "device cookie"): the cookie's token is kept
-- only as its hash, bound to each account that logged in with it. A login or reset request that
-- carries one is its owner's, and the limits others run up against the account let it through.
CREATE TABLE device_tokens (
  token_hash  text NOT NULL,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX device_tokens_user_idx ON device_tokens (user_id);
CREATE INDEX device_tokens_expiry_idx ON device_tokens (expires_at);

-- Work under way that must not run more than a few times at once across every instance (a
-- password check per account): one row per slot taken, freed when the work ends, and taken over
-- once `held_until` has passed should an instance die holding it.
CREATE TABLE attempt_slots (
  key         text NOT NULL,
  slot        smallint NOT NULL CHECK (slot >= 0),
  holder      text NOT NULL,
  held_until  timestamptz NOT NULL,
  PRIMARY KEY (key, slot)
);
