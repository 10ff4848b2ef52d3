-- The live room (issue 20): who teaches a studio's classes, who came to a class and for how long
-- their camera was on, the broadcasts classes go live with, and the room's chat.

-- Accounts that teach a studio's live classes. (studio_instructors, migration 001, holds the
-- instructors a studio's page presents; these are the logins that may go live.)
CREATE TABLE studio_instructor_accounts (
  studio_id   integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (studio_id, user_id)
);
CREATE INDEX studio_instructor_accounts_user_idx ON studio_instructor_accounts (user_id);

-- One row per person and class however often they rejoin: the first join, the latest one, and
-- the camera time their page reports (it only grows).
CREATE TABLE live_class_attendance (
  id                      integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  live_class_id           integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  user_id                 integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role                    text NOT NULL CHECK (role IN ('member', 'instructor')),
  user_agent              text NOT NULL DEFAULT '' CHECK (length(user_agent) <= 500),
  browser                 text NOT NULL DEFAULT '' CHECK (length(browser) <= 100),
  joined_at               timestamptz NOT NULL,
  last_joined_at          timestamptz NOT NULL,
  camera_on               boolean NOT NULL DEFAULT false,
  camera_on_seconds       integer NOT NULL DEFAULT 0 CHECK (camera_on_seconds >= 0),
  updated_at              timestamptz NOT NULL,
  CONSTRAINT live_class_attendance_once_per_person UNIQUE (live_class_id, user_id)
);
CREATE INDEX live_class_attendance_user_idx ON live_class_attendance (user_id);

-- A class on air: at most one broadcast per class, and a stream id names one broadcast at a time.
CREATE TABLE live_broadcasts (
  stream_id      text PRIMARY KEY CHECK (stream_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  live_class_id  integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  started_by     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL,
  CONSTRAINT live_broadcasts_one_per_class UNIQUE (live_class_id)
);

-- The room's chat: newest first by id; an instructor's removal keeps the row, marked.
CREATE TABLE live_chat_messages (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  live_class_id  integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  user_id        integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The sender's place in the room when they wrote it (the page marks the instructor's).
  role           text NOT NULL CHECK (role IN ('member', 'instructor')),
  text           text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created_at     timestamptz NOT NULL,
  removed_at     timestamptz
);
CREATE INDEX live_chat_messages_class_idx ON live_chat_messages (live_class_id, id DESC);
