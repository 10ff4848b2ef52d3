-- The on-demand board compares members at the same position of the class (issue 53, item 5;
-- docs/decisions/0115-board-by-the-class-position.md). A play's samples are keyed by the page's
-- clock since the play began (sample_seconds: the tally's time, pauses and seeks included), and
-- this keeps where the video was at each of them, so the minute figures (migration 052) are
-- indexed by the class's minute. Empty when every sample's position is its second (a live class,
-- which runs on the clock, and rows saved before this migration, whose seconds were the video's).
ALTER TABLE workout_heart_rates
  ADD COLUMN sample_video_seconds integer[] NOT NULL DEFAULT '{}'
    CHECK (cardinality(sample_video_seconds) IN (0, cardinality(sample_seconds))
      AND 0 <= ALL (sample_video_seconds));
