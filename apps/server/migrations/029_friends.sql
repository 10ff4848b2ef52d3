-- Friends (docs/decisions.md, "Friends (issue 24)"). One row per pair of members, whoever asked:
-- pending while accepted_at is null, a friendship once the addressee accepts. The unique index on
-- the unordered pair means two requests between the same people, even sent at the same moment
-- from both sides, can never make two rows.
CREATE TABLE friendships (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  requester_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  addressee_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  accepted_at  timestamptz,
  CONSTRAINT friendships_not_self CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX friendships_pair_once
  ON friendships (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));
CREATE INDEX friendships_addressee_idx ON friendships (addressee_id);
CREATE INDEX friendships_requester_idx ON friendships (requester_id);

-- Invites by e-mail or text message, each with a personal link (only the token's hash is kept).
-- One invite per inviter, address and (Eastern Time) day: a second one that day is refused by the
-- database, so no one is sent the same invite twice in a day.
CREATE TABLE friend_invites (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inviter_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  address     text NOT NULL,
  day         date NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  used_by     integer REFERENCES users(id) ON DELETE SET NULL,
  used_at     timestamptz,
  CONSTRAINT friend_invites_once_a_day UNIQUE (inviter_id, address, day)
);
