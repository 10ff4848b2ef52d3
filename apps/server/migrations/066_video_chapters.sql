-- An on-demand class's chapters (issue 56, item 3): the parts of the class the player marks on
-- its timeline (warm-up, main set, cool-down), as the studio names them. Owned by the videos
-- feature (docs/decisions/0118-chapters-and-up-next.md). A class without rows has no chapters:
-- the player then draws none, rather than guessing. The service checks what a row cannot alone
-- (the first starts at 0, each later than the one before, all inside the class's length); these
-- checks keep a wrong write out even so.
CREATE TABLE video_chapters (
  video_id integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  start_seconds integer NOT NULL CHECK (start_seconds >= 0),
  PRIMARY KEY (video_id, position),
  UNIQUE (video_id, start_seconds)
);
