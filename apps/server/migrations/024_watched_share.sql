-- A play counts as a completed class only once 80% of it was watched (docs/decisions.md,
-- "Completion that tells the truth (issue 22)"). History shows a shorter play as "started,
-- N min", so each member's place in a class keeps the seconds watched in that latest play.
ALTER TABLE video_positions ADD COLUMN watched_seconds double precision NOT NULL DEFAULT 0
  CHECK (watched_seconds >= 0);

UPDATE video_positions p
SET watched_seconds = s.watched_seconds
FROM (
  SELECT DISTINCT ON (user_id, video_id) user_id, video_id, watched_seconds
  FROM watch_sessions
  ORDER BY user_id, video_id, last_event_at DESC, id DESC
) s
WHERE s.user_id = p.user_id AND s.video_id = p.video_id;
