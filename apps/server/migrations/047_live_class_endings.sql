-- The end of a live class by its instructor (issue 51, item 3): when and by whom, so every page
-- that loads afterwards (a member's room, the instructor's) shows the class as ended rather than
-- "waiting for the instructor". Going live again within the scheduled time (a resume) removes the
-- row. Owned by the live feature.
CREATE TABLE live_class_endings (
  live_class_id integer PRIMARY KEY REFERENCES live_classes (id) ON DELETE CASCADE,
  ended_at timestamptz NOT NULL,
  ended_by integer REFERENCES users (id) ON DELETE SET NULL
);
