-- Reminders before booked live classes (issue 51, item 7). Each member chooses how long before a
-- class the e-mail comes (none, 15 minutes or an hour; an hour unless they choose). A reminder is
-- one row per booked seat: its key is what makes it go once however many instances run the job,
-- and a cancelled booking (its seat deleted) takes its reminder along, so a booking made again
-- later is reminded again. A claim is made before its mail is filed and marked mailed after, so
-- one whose instance stopped in between is found and mailed by a later pass.
ALTER TABLE users ADD COLUMN live_reminder_minutes smallint NOT NULL DEFAULT 60
  CONSTRAINT users_live_reminder_minutes_choice CHECK (live_reminder_minutes IN (0, 15, 60));
CREATE TABLE live_class_reminders (
  seat_id integer PRIMARY KEY REFERENCES live_class_seats (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  mailed_at timestamptz
);
CREATE INDEX live_class_reminders_unmailed_idx ON live_class_reminders (claimed_at)
  WHERE mailed_at IS NULL;
