-- Friends by name (issue 56, item 2; docs/decisions/0117-friends-by-name.md): a member's handle,
-- the unique name other members find and know them by before they accept, and whether they may
-- be found by name and handle (on unless turned off) or by their e-mail address (off unless
-- turned on). No row means no handle, findable by name (but without a handle nobody finds them
-- by name) and not by e-mail. Owned by the friends feature; the users table stays accounts'.
CREATE TABLE friend_profiles (
  user_id           integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  handle            text CHECK (handle ~ '^[a-z0-9_]{3,20}$'),
  findable_by_name  boolean NOT NULL DEFAULT true,
  findable_by_email boolean NOT NULL DEFAULT false,
  updated_at        timestamptz NOT NULL
);

-- One member per handle (kept in lower case, so 'Ana_Runs' and 'ana_runs' are one).
CREATE UNIQUE INDEX friend_profiles_handle_idx ON friend_profiles (handle);
