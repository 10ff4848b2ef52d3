-- A workout's heart rate (issue 53, item 2), owned by the workouts feature: the samples the
-- member's page reported from their strap, and what the server worked out of them with the
-- contract's tally (heart-zones.ts). One row per workout; the samples are kept so a retried or
-- late report is merged by time and the figures recomputed, never added twice.
CREATE TABLE workout_heart_rates (
  workout_id      integer PRIMARY KEY REFERENCES workouts(id) ON DELETE CASCADE,
  -- Whole seconds since the play began (the page's clock), increasing, and the bpm read then.
  sample_seconds  integer[] NOT NULL,
  sample_bpm      smallint[] NOT NULL,
  -- Null while no time counts yet (a single sample, or only gaps longer than the strap's).
  average_bpm     smallint CHECK (average_bpm BETWEEN 25 AND 250),
  max_bpm         smallint NOT NULL CHECK (max_bpm BETWEEN 25 AND 250),
  -- Seconds counted in zones 0 (resting) to 5.
  zone_seconds    integer[] NOT NULL CHECK (cardinality(zone_seconds) = 6 AND 0 <= ALL (zone_seconds)),
  -- Keytel et al. 2005 over the counted time, whole kilocalories.
  calories        integer NOT NULL CHECK (calories >= 0),
  zone_points     real NOT NULL CHECK (zone_points >= 0),
  -- The chart: one bpm per 10 s from the first sample (0 where nothing was read), at most 4 hours.
  chart_bpm       smallint[] NOT NULL CHECK (cardinality(chart_bpm) <= 1440),
  updated_at      timestamptz NOT NULL,
  -- At most one sample a second for 4 hours.
  CHECK (cardinality(sample_seconds) = cardinality(sample_bpm)),
  CHECK (cardinality(sample_seconds) BETWEEN 1 AND 14400)
);
