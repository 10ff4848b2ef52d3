-- The on-demand class's leaderboard (issue 53, item 5): each workout's heart-rate figures at the
-- end of every minute of the play, worked out when its samples are saved, so a board reads one
-- element of each past workout instead of tallying its samples again
-- (docs/decisions/0109-on-demand-board-from-minute-figures.md).
-- Element k (from 1) is the figure over the play's seconds [0, 60k): calories and zone points so
-- far, and the zone the member spent most of minute k in (0 when none was read). The last element
-- is the minute holding the last sample; empty for rows saved before this migration until their
-- next report.
ALTER TABLE workout_heart_rates
  ADD COLUMN minute_calories real[] NOT NULL DEFAULT '{}'
    CHECK (cardinality(minute_calories) <= 240),
  ADD COLUMN minute_zone_points real[] NOT NULL DEFAULT '{}'
    CHECK (cardinality(minute_zone_points) = cardinality(minute_calories)),
  ADD COLUMN minute_zones smallint[] NOT NULL DEFAULT '{}'
    CHECK (cardinality(minute_zones) = cardinality(minute_calories));

-- The board's first step: a class's completed workouts, each member's latest first.
CREATE INDEX workouts_video_board_idx ON workouts (video_id, user_id, scheduled_for DESC, id DESC)
  WHERE status = 'completed' AND video_id IS NOT NULL;
