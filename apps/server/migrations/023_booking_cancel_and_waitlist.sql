-- Bookings a member controls (issue 22; docs/decisions.md, "Bookings a member controls"). A booked
-- seat may be cancelled (booked -> none: its row is deleted, like an ended hold), and a full class
-- keeps a waitlist: one row per waiting member, first come first served (by id), moved to a seat
-- (or an offered hold, for a paid class) when one is freed. The state column's CHECK lists the
-- purchase machine's `waitlist` states (purchase-machine.test.ts compares them).
CREATE TABLE live_class_waitlist (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  live_class_id  integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  user_id        integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state          text NOT NULL CHECK (state IN ('waiting')),
  created_at     timestamptz NOT NULL,
  CONSTRAINT live_class_waitlist_once_per_person UNIQUE (live_class_id, user_id)
);
CREATE INDEX live_class_waitlist_queue_idx ON live_class_waitlist (live_class_id, id);
