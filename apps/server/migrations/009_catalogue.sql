-- The on-demand catalogue: classes (videos), and programs, which are named series of classes over
-- weeks. Enumerations are checked here as well as in packages/contract/src/videos-constants.ts, so
-- a class the library cannot filter or show never gets in. Per-member tables (favourites, watch
-- history, progress) belong to their own features.

-- A video names its instructor by id and its studio; the pair must match a row here.
ALTER TABLE studio_instructors ADD CONSTRAINT studio_instructors_id_studio_key UNIQUE (id, studio_id);

CREATE TABLE videos (
  id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug                 text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  studio_id            integer NOT NULL REFERENCES studios(id),
  instructor_id        integer NOT NULL,
  title                text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary              text NOT NULL DEFAULT '' CHECK (length(summary) <= 4000),
  class_type           text NOT NULL CHECK (class_type IN (
      'Pilates', 'Strength', 'Cardio', 'Boxing',
      'Meditation', 'HIIT', 'Running/Treadmill', 'Martial Arts',
      'Barre', 'Sculpt', 'Yoga', 'Dance',
      'Stretching', 'Bootcamp', 'Mobility', 'Cycling',
      'Gua Sha', 'Face Yoga', 'Skin Cardio', 'Lymphatic',
      'Kids'
  )),
  -- ['None'] for a class without equipment; 'None' never sits beside real equipment.
  equipment            text[] NOT NULL CHECK (
    cardinality(equipment) >= 1
    AND array_position(equipment, NULL) IS NULL
    AND equipment <@ ARRAY[
      'None', 'Ballet Barre or Sturdy Chair', 'Dumbells', 'Inflatable Ball',
      'Block', 'Jump Rope', 'Sliding Discs', 'Stationary Bike',
      'Treadmill', 'Resistance Band', 'Yoga Mat', 'Barbell',
      'Kettlebell', 'Foam Roller', 'Pilates Circle', 'Step',
      'Ankle Weights', 'Medicine Ball', 'Strap', 'Boxing Gloves',
      'Reformer'
    ]::text[]
    AND (cardinality(equipment) = 1 OR NOT 'None' = ANY (equipment))
  ),
  level                text NOT NULL CHECK (level IN ('Beginner', 'Intermediate', 'Advanced')),
  body_focus           text NOT NULL CHECK (body_focus IN ('Upper Body', 'Core', 'Total Body', 'Lower Body', 'Mind')),
  -- What the class suits (the library's "limitations" filter).
  limitations          text[] NOT NULL DEFAULT '{}' CHECK (
    array_position(limitations, NULL) IS NULL
    AND limitations <@ ARRAY['Postnatal', 'Prenatal', 'Low Impact']::text[]
  ),
  target_muscles       text[] NOT NULL DEFAULT '{}' CHECK (
    array_position(target_muscles, NULL) IS NULL
    AND target_muscles <@ ARRAY[
      'Front Deltoids', 'Side Deltoids', 'Rear Deltoids', 'Trapezius',
      'Rhomboids', 'Latissimus Dorsi', 'Pectorals', 'Serratus Anterior',
      'Biceps', 'Triceps', 'Forearms', 'Rectus Abdominis',
      'Obliques', 'Transverse Abdominis', 'Erector Spinae', 'Hip Flexors',
      'Gluteus Maximus', 'Gluteus Medius', 'Adductors', 'Quadriceps',
      'Hamstrings', 'Tibialis Anterior', 'Soleus', 'Gastrocnemius'
    ]::text[]
  ),
  duration_seconds     integer NOT NULL CHECK (duration_seconds BETWEEN 60 AND 14400),
  -- Kilocalories for a member with the default profile (35, 143 lb, F).
  calorie_burn         integer NOT NULL CHECK (calorie_burn BETWEEN 0 AND 5000),
  -- The heart-rate factor; NULL when the studio gave none (the player then uses 0.6).
  mhr                  double precision CHECK (mhr > 0 AND mhr <= 1),
  -- Paths under the web root: the HLS master playlist, its WebVTT sidecar and a still.
  stream_path          text NOT NULL CHECK (stream_path ~ '^/.+\.m3u8$'),
  captions_path        text NOT NULL CHECK (captions_path ~ '^/.+\.vtt$'),
  poster_path          text NOT NULL CHECK (poster_path ~ '^/.+\.(svg|jpg|jpeg|png|webp)$'),
  -- Shown from this moment on.
  published_at         timestamptz NOT NULL,
  -- Lower comes first in the "recommended" order.
  recommendation_rank  integer NOT NULL CHECK (recommendation_rank >= 0),
  created_at           timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT videos_slug_key UNIQUE (slug),
  CONSTRAINT videos_instructor_of_studio_fk FOREIGN KEY (instructor_id, studio_id)
    REFERENCES studio_instructors (id, studio_id)
);

-- The library (POST /api/video/videos) filters, sorts and pages in the database; each order pages
-- by (sort key, id) after the previous page's last class. At 10,000 classes:
-- sort recommended (the default view): walk this index and stop after a page.
CREATE INDEX videos_recommended_idx ON videos (recommendation_rank, id);
-- sort newest.
CREATE INDEX videos_newest_idx ON videos (published_at DESC, id DESC);
-- sort shortest (forwards) and longest (backwards), and the timeLength range.
CREATE INDEX videos_duration_idx ON videos (duration_seconds, id);
-- sort highest (calorie burn), and the calorieBurn range.
CREATE INDEX videos_calories_idx ON videos (calorie_burn DESC, id DESC);
-- filter classType in the default order (one class type is about 1/21 of the library).
CREATE INDEX videos_class_type_idx ON videos (class_type, recommendation_rank, id);
-- filter studio in the default order (a studio's page of classes), and the studio foreign key.
CREATE INDEX videos_studio_idx ON videos (studio_id, recommendation_rank, id);
-- filters equipment, targetMucles and limitations: "uses any of" is the array overlap (&&).
CREATE INDEX videos_equipment_idx ON videos USING gin (equipment);
CREATE INDEX videos_target_muscles_idx ON videos USING gin (target_muscles);
CREATE INDEX videos_limitations_idx ON videos USING gin (limitations);
-- level (3 values) and body_focus (5) are not indexed alone: each keeps a third or a fifth of the
-- rows, which the planner reads faster through the sort index than through one of its own.

CREATE TABLE programs (
  id                   integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug                 text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title                text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary              text NOT NULL DEFAULT '' CHECK (length(summary) <= 4000),
  poster_path          text NOT NULL CHECK (poster_path ~ '^/.+\.(svg|jpg|jpeg|png|webp)$'),
  published_at         timestamptz NOT NULL,
  recommendation_rank  integer NOT NULL CHECK (recommendation_rank >= 0),
  created_at           timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT programs_slug_key UNIQUE (slug)
);
-- GET /api/programs/list (recommended programs) and GET /api/video/programs, in that order.
CREATE INDEX programs_recommended_idx ON programs (recommendation_rank, id);

-- The classes of a program: week 1, 2, ... and their order within the week. A class may come
-- back in a later week.
CREATE TABLE program_classes (
  program_id  integer NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
  week        integer NOT NULL CHECK (week BETWEEN 1 AND 52),
  position    integer NOT NULL CHECK (position BETWEEN 1 AND 14),
  video_id    integer NOT NULL REFERENCES videos(id),
  PRIMARY KEY (program_id, week, position)
);
-- The programs a class belongs to, and the videos foreign key when a class is removed.
CREATE INDEX program_classes_video_idx ON program_classes (video_id);

-- The workouts table kept the video's id without its foreign key until this table existed. A class
-- that is on someone's schedule or history is unpublished, not deleted.
ALTER TABLE workouts ADD CONSTRAINT workouts_video_fk FOREIGN KEY (video_id) REFERENCES videos(id);

-- The profile's activity level (spec 9).
ALTER TABLE users ADD COLUMN activity_level text
  CHECK (activity_level IN ('Sedentary', 'Lightly Active', 'Active', 'Very Active'));
