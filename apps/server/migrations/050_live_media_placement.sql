-- Where a live class's video is on several Janus instances (issue 53, item 6), kept here so every
-- app instance gives the same answer. A class's home is the Janus its instructor publishes to,
-- chosen as the least loaded when it goes live; a seat is the Janus a member receives the
-- instructor from: the home, or a second instance the instructor's feed is forwarded to once the
-- home holds as many members as it may. Rows live while the class is on air (its end removes
-- them). Owned by the live feature.
CREATE TABLE live_media_homes (
  live_class_id integer PRIMARY KEY REFERENCES live_classes (id) ON DELETE CASCADE,
  janus_url text NOT NULL,
  -- The instructor's published streams as Janus answered them (JSON: type, mindex, mid, codec),
  -- which a forwarded copy on another instance must declare; null until they publish.
  instructor_streams text
);
CREATE INDEX live_media_homes_janus ON live_media_homes (janus_url);

CREATE TABLE live_media_seats (
  live_class_id integer NOT NULL REFERENCES live_media_homes (live_class_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  janus_url text NOT NULL,
  PRIMARY KEY (live_class_id, user_id)
);
CREATE INDEX live_media_seats_janus ON live_media_seats (janus_url);
