-- Live classes recorded from the instructor's browser (issue 20, 6a): one recording per class,
-- uploaded in parts while on air, then joined and transcoded by a background job into an
-- on-demand class of the studio.

CREATE TABLE live_recordings (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  live_class_id  integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  started_by     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- recording (parts arrive) -> processing (the class ended; the job joins and transcodes) ->
  -- ready (an on-demand class exists) or failed (the reason says why; the parts are kept).
  state          text NOT NULL DEFAULT 'recording'
                   CHECK (state IN ('recording', 'processing', 'ready', 'failed')),
  -- The on-demand class made from it: unique, so a job run twice cannot make two.
  video_id       integer REFERENCES videos(id) ON DELETE SET NULL,
  failure        text CHECK (length(failure) <= 2000),
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CONSTRAINT live_recordings_one_per_class UNIQUE (live_class_id),
  CONSTRAINT live_recordings_one_video UNIQUE (video_id),
  CONSTRAINT live_recordings_ready_has_video CHECK (state <> 'ready' OR video_id IS NOT NULL)
);
-- The sweep that closes recordings whose class ended without "End class".
CREATE INDEX live_recordings_open_idx ON live_recordings (state) WHERE state IN ('recording', 'processing');

-- The parts as uploaded. A take is one page load's MediaRecorder (a reload starts a new one):
-- its parts, in sequence, make one WebM file. A part sent twice is one row (the primary key).
CREATE TABLE live_recording_parts (
  recording_id   integer NOT NULL REFERENCES live_recordings(id) ON DELETE CASCADE,
  take           text NOT NULL CHECK (take ~ '^[A-Za-z0-9_-]{8,64}$'),
  sequence       integer NOT NULL CHECK (sequence >= 0),
  bytes          integer NOT NULL CHECK (bytes > 0),
  received_at    timestamptz NOT NULL,
  PRIMARY KEY (recording_id, take, sequence)
);
