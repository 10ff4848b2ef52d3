-- Events of a class watched offline (issue 56, item 4) carry the time they happened on the
-- member's device; the server counts time watched by those times when they are believable
-- (docs/decisions/0122-trusting-bounded-device-times.md). Owned by the videos feature.
--
-- The device's time of an event, as sent (null for events sent without one), and whether the
-- server trusted it for time watched. A queue sent twice after a flaky reconnect stores each event
-- of a play once: the same event of the same play at the same device time is a replay.
ALTER TABLE player_events ADD COLUMN device_at timestamptz;
ALTER TABLE player_events ADD COLUMN device_time_trusted boolean NOT NULL DEFAULT false;
ALTER TABLE player_events ADD CONSTRAINT player_events_device_time_once
  UNIQUE (watch_session_id, event_type, device_at);
-- The device time of the session's last event when it was trusted (null after an event timed by
-- the server's clock): the next event's gap is measured from it. And the latest trusted device
-- time of the session: a later event's time must come after it.
ALTER TABLE watch_sessions ADD COLUMN last_device_at timestamptz;
ALTER TABLE watch_sessions ADD COLUMN latest_device_at timestamptz;
