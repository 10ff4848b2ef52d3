-- Google Calendar and Outlook sync, run by the server (issue 23, points 3-5). A member's connection
-- to a provider keeps the provider's grant (the refresh token, or MSAL's token cache holding it)
-- sealed with AES-256-GCM under CALENDAR_TOKEN_KEY: the database never holds it in the clear.
CREATE TABLE calendar_connections (
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('google', 'outlook')),
  -- connected: changes are sent; needs-reconnecting: the grant was refused or the provider kept
  -- failing, changes wait; disconnecting: the synced events are being removed, then the row goes.
  state         text NOT NULL CHECK (state IN ('connected', 'needs-reconnecting', 'disconnecting')),
  sealed_grant  text NOT NULL,
  connected_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, provider)
);

-- A sign-in under way: the OAuth `state` names the member's session that asked, once, for minutes.
CREATE TABLE calendar_sign_ins (
  state       text PRIMARY KEY,
  session_id  integer NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider    text NOT NULL CHECK (provider IN ('google', 'outlook')),
  expires_at  timestamptz NOT NULL
);

-- The provider's event of each synced workout. No reference to workouts: the event outlives its
-- workout until the sync has deleted it.
CREATE TABLE calendar_events (
  user_id     integer NOT NULL,
  provider    text NOT NULL,
  workout_id  integer NOT NULL,
  event_id    text NOT NULL,
  PRIMARY KEY (user_id, provider, workout_id),
  FOREIGN KEY (user_id, provider) REFERENCES calendar_connections ON DELETE CASCADE
);

-- The ordered outbox: each change of a workout, per connected provider, read in id order by the
-- member's sync job. A row names only the workout: the job sends what the workout is when it runs.
CREATE TABLE calendar_sync_changes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL,
  provider    text NOT NULL,
  workout_id  integer NOT NULL,
  FOREIGN KEY (user_id, provider) REFERENCES calendar_connections ON DELETE CASCADE
);
CREATE INDEX calendar_sync_changes_member_idx ON calendar_sync_changes (user_id, provider, id);

-- Every change of a workout that a calendar shows (its time, its status, its being there) is
-- written to the outbox in the change's own transaction, whichever call or job made it.
CREATE FUNCTION calendar_sync_workout_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w workouts%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN w := OLD; ELSE w := NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.scheduled_for IS NOT DISTINCT FROM OLD.scheduled_for
     AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  INSERT INTO calendar_sync_changes (user_id, provider, workout_id)
    SELECT c.user_id, c.provider, w.id FROM calendar_connections c
    WHERE c.user_id = w.user_id AND c.state <> 'disconnecting';
  RETURN NULL;
END;
$$;
CREATE TRIGGER workouts_calendar_sync
  AFTER INSERT OR UPDATE OR DELETE ON workouts
  FOR EACH ROW EXECUTE FUNCTION calendar_sync_workout_change();
