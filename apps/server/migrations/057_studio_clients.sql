-- A studio's clients in its console (issue 54, item 5): staff notes on a client, the messages sent
-- to a class's attendees (one per key: a double click sends once), and the indexes the client
-- list reads by.

-- Private notes of a studio's staff on one of its clients: never shown to members, nor to another
-- studio. Written, never changed.
CREATE TABLE studio_client_notes (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id   integer NOT NULL REFERENCES studios (id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_id   integer REFERENCES users (id) ON DELETE SET NULL,
  text        text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL
);
CREATE INDEX studio_client_notes_client_idx ON studio_client_notes (studio_id, user_id, id DESC);

-- A message to every member booked into a class: claimed under the page's key before any mail is
-- filed, so the same key never sends twice; `sent` is written once the mails are filed.
CREATE TABLE studio_class_messages (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id     integer NOT NULL REFERENCES studios (id) ON DELETE CASCADE,
  live_class_id integer NOT NULL REFERENCES live_classes (id) ON DELETE CASCADE,
  author_id     integer REFERENCES users (id) ON DELETE SET NULL,
  idempotency_key uuid NOT NULL,
  subject       text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 150),
  text          text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 5000),
  sent          integer,
  created_at    timestamptz NOT NULL,
  CONSTRAINT studio_class_messages_key_once UNIQUE (studio_id, idempotency_key)
);

-- The two new kinds of audit entry. Added to the list the constraint already holds (read from the
-- catalogue), so a migration numbered before this one that adds kinds of its own keeps them.
DO $$
DECLARE def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
    WHERE conname = 'console_audit_log_action_check';
  ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
  EXECUTE 'ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check '
    || replace(def, 'ARRAY[', 'ARRAY[''client_note.create''::text, ''live_class.message''::text, ');
END $$;

-- The client list: who booked the studio's classes (their booked seats, read from the index
-- alone), who paid it (its day passes, its plans' payments) and who played its videos, each read
-- by the studio's rows alone.
CREATE INDEX live_class_seats_booked_class_idx ON live_class_seats (live_class_id)
  INCLUDE (user_id, booked_at, created_at) WHERE state = 'booked';
CREATE INDEX day_passes_studio_buyer_idx ON day_passes (studio_id, user_id) WHERE status = 'paid';
CREATE INDEX day_passes_package_buyer_idx ON day_passes (package_id)
  WHERE studio_id IS NULL AND status = 'paid';
CREATE INDEX payments_day_pass_idx ON payments (day_pass_id) WHERE day_pass_id IS NOT NULL;
CREATE INDEX subscriptions_package_idx ON subscriptions (package_id);
CREATE INDEX watch_sessions_video_viewer_idx ON watch_sessions (video_id, user_id)
  INCLUDE (started_at, last_event_at);
