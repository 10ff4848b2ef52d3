-- The member's private iCalendar feed (issue 23): one secret address per member that any calendar
-- app subscribes to; replacing it makes a new token, so the old address stops at once. The token
-- is kept as it is, not hashed, so the calendar page can show the address again (docs/decisions.md,
-- "The iCalendar feed").
CREATE TABLE calendar_feeds (
  user_id     integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token       text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL
);

-- What calendars need of a workout's edits: SEQUENCE grows each time it moves (RFC 5545 3.8.7.4),
-- and the time of its last change is its DTSTAMP and LAST-MODIFIED (null: never changed since
-- created_at).
ALTER TABLE workouts ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0);
ALTER TABLE workouts ADD COLUMN updated_at timestamptz;
