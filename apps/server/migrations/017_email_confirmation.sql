-- A new address gets no mail but its confirmation and password resets until its owner opens the
-- link mailed to it (issue 19): otherwise anyone could sign up with someone else's address and
-- have our mail sent there.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
-- Accounts made before confirmation existed keep getting their mail as before.
UPDATE users SET email_confirmed_at = created_at;

-- Confirmation links, kept as the hash of their token only, like password_resets. Each names the
-- address it was mailed to: it confirms that address and no other.
CREATE TABLE email_confirmations (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id);

-- The newsletter is double opt-in: an address is sent issues once the link in its first mail is
-- opened (the token's hash is kept until then). Those who signed up before keep their
-- subscription.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at timestamptz;
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash text UNIQUE;
UPDATE newsletter_subscribers SET confirmed_at = subscribed_at;
