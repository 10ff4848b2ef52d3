-- Training together (docs/decisions.md, "Friends: training together (issue 24)"): whether a
-- member lets their friends see the live classes they booked and the on-demand classes they
-- finished. No row means sharing (the default); a member who turns it off has a row with false,
-- and then no one sees their activity through these features. Its own table, owned by the
-- friends feature's activity store: the users table stays the accounts feature's.
CREATE TABLE friend_activity_sharing (
  user_id        integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  share_activity boolean NOT NULL,
  updated_at     timestamptz NOT NULL
);

-- "Friends going": a member's friends' booked seats. The seats' (user_id, state) index finds
-- each friend's bookings; this one lets the booked seats of many friends be read from the index
-- alone, with their class, in one pass.
CREATE INDEX live_class_seats_booked_by_user_idx ON live_class_seats (user_id, live_class_id)
  WHERE state = 'booked';

-- "Friends this week": a member's friends' completed plays since Monday, by (user_id, day), the
-- completed ones only (a play becomes completed once it has its workout).
CREATE INDEX watch_sessions_completed_idx ON watch_sessions (user_id, day, video_id)
  WHERE workout_id IS NOT NULL;
