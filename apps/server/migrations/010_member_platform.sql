-- The member platform's own tables: favourites (classes, class types, studios), where each member
-- stopped in each class (resume, history, "continue watching"), and the watch sessions the player
-- reports (one per play), which record each watched class as one workout with its calories.
-- Every query a page makes has its index named beside it.

-- Favourite classes. A class is a member's favourite at most once (a second add is refused).
CREATE TABLE favourite_videos (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id    integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  -- Also the library's favoriteId lookup: (member, class) for each class of a page.
  CONSTRAINT favourite_videos_once UNIQUE (user_id, video_id)
);
-- GET /api/favorites/myFavorites: a member's favourites, newest first.
CREATE INDEX favourite_videos_user_newest_idx ON favourite_videos (user_id, created_at DESC, id DESC);
-- The videos foreign key (a class removed takes its favourites with it).
CREATE INDEX favourite_videos_video_idx ON favourite_videos (video_id);

-- Favourite class types, by name (class types have no table; the list is the contract's).
CREATE TABLE favourite_class_types (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class_type  text NOT NULL CHECK (class_type IN (
      'Pilates', 'Strength', 'Cardio', 'Boxing',
      'Meditation', 'HIIT', 'Running/Treadmill', 'Martial Arts',
      'Barre', 'Sculpt', 'Yoga', 'Dance',
      'Stretching', 'Bootcamp', 'Mobility', 'Cycling',
      'Gua Sha', 'Face Yoga', 'Skin Cardio', 'Lymphatic',
      'Kids'
  )),
  created_at  timestamptz NOT NULL,
  -- Also GET /api/favoriteClasses/myFavoriteClasses (a member's rows, by user_id first).
  CONSTRAINT favourite_class_types_once UNIQUE (user_id, class_type)
);

CREATE TABLE favourite_studios (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  studio_id   integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  -- Also GET /api/favoriteStudios/myFavoriteStudios.
  CONSTRAINT favourite_studios_once UNIQUE (user_id, studio_id)
);
CREATE INDEX favourite_studios_studio_idx ON favourite_studios (studio_id);

-- Where a member stopped in a class: one row per member and class, moved on by every progress,
-- pause and end event. History is these rows newest first (so never a duplicate), "continue
-- watching" the ones not finished.
CREATE TABLE video_positions (
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id          integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  position_seconds  double precision NOT NULL CHECK (position_seconds >= 0),
  -- Watched to the end last time (the next play starts from the beginning).
  finished          boolean NOT NULL DEFAULT false,
  watched_at        timestamptz NOT NULL,
  PRIMARY KEY (user_id, video_id)
);
-- POST /api/history/myHistory: a member's classes, last watched first.
CREATE INDEX video_positions_history_idx ON video_positions (user_id, watched_at DESC);
-- The dashboard's "continue watching": the unfinished ones, last watched first.
CREATE INDEX video_positions_continue_idx ON video_positions (user_id, watched_at DESC)
  WHERE NOT finished AND position_seconds > 0;
CREATE INDEX video_positions_video_idx ON video_positions (video_id);

-- One play of a class: the player makes a session key when playback starts and sends it with
-- every event. Time watched grows only by what wall-clock time allows between two events, so a
-- seek forward is not counted as exercise. The session's workout is recorded once.
CREATE TABLE watch_sessions (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id          integer NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  session_key       uuid NOT NULL,
  started_at        timestamptz NOT NULL,
  last_event_at     timestamptz NOT NULL,
  last_event        text NOT NULL CHECK (last_event IN ('play', 'pause', 'end', 'progress')),
  position_seconds  double precision NOT NULL CHECK (position_seconds >= 0),
  watched_seconds   double precision NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  -- Kilocalories for the time watched, recomputed as it grows; counted in progress by the day
  -- the session started.
  calories          integer NOT NULL DEFAULT 0 CHECK (calories >= 0),
  -- Eastern Time day the session started, for progress per day.
  day               date NOT NULL,
  device            text NOT NULL DEFAULT 'web' CHECK (length(device) <= 200),
  workout_id        integer REFERENCES workouts(id) ON DELETE SET NULL,
  CONSTRAINT watch_sessions_key_once UNIQUE (user_id, session_key),
  -- One workout per watch session.
  CONSTRAINT watch_sessions_workout_once UNIQUE (workout_id)
);
-- POST /api/history/myprogress: a member's calories per day between two days.
CREATE INDEX watch_sessions_progress_idx ON watch_sessions (user_id, day) INCLUDE (calories);
CREATE INDEX watch_sessions_video_idx ON watch_sessions (video_id);
-- An event without a session id joins the member's latest play of that class.
CREATE INDEX watch_sessions_latest_idx ON watch_sessions (user_id, video_id, last_event_at DESC);

-- Each player event as it arrived (analytics); the session row above is what the rules read.
CREATE TABLE player_events (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  watch_session_id  integer NOT NULL REFERENCES watch_sessions(id) ON DELETE CASCADE,
  event_type        text NOT NULL CHECK (event_type IN ('play', 'pause', 'end', 'progress')),
  position_seconds  double precision NOT NULL CHECK (position_seconds >= 0),
  at                timestamptz NOT NULL
);
CREATE INDEX player_events_session_idx ON player_events (watch_session_id, id);

-- A watched class is a workout with its calories; a class is scheduled for a member at most once
-- a minute (a double click on "schedule this class" makes one).
ALTER TABLE workouts ADD COLUMN calories integer CHECK (calories >= 0);
-- The program an on-demand class was scheduled as part of.
ALTER TABLE workouts ADD COLUMN program_id integer REFERENCES programs(id) ON DELETE SET NULL;
ALTER TABLE workouts ADD CONSTRAINT workouts_program_only_on_demand
  CHECK (program_id IS NULL OR video_id IS NOT NULL);
CREATE INDEX workouts_program_idx ON workouts (program_id) WHERE program_id IS NOT NULL;
CREATE UNIQUE INDEX workouts_video_once_a_minute ON workouts (user_id, video_id, scheduled_for)
  WHERE video_id IS NOT NULL AND status = 'scheduled';
-- POST /api/workout/dailyWorkout and the dashboard's next scheduled: by member and time, which
-- workouts_user_time_idx (005) already serves.
