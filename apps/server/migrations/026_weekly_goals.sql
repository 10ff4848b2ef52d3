-- The weekly goal a member sets on the dashboard (docs/decisions.md, "Habits: weekly goal and
-- streak (issue 22)"): classes a week, 1 to 7 (WEEKLY_GOAL_MIN, WEEKLY_GOAL_MAX in the contract).
-- Its own table, owned by the history feature's habits store: the users table stays the
-- accounts feature's. The streak is not stored; it is read from the completed plays.
CREATE TABLE weekly_goals (
  user_id     integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  weekly_goal smallint NOT NULL CHECK (weekly_goal BETWEEN 1 AND 7),
  updated_at  timestamptz NOT NULL
);
