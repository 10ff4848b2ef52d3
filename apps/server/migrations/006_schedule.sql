-- Live classes a studio streams, the seats people hold or have booked in them, and the workouts
-- on each person's schedule.

CREATE TABLE live_classes (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id             integer NOT NULL REFERENCES studios(id),
  title                 text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description           text NOT NULL DEFAULT '',
  instructor            text NOT NULL DEFAULT '',
  scheduled_at          timestamptz NOT NULL,
  minutes_duration      integer NOT NULL CHECK (minutes_duration BETWEEN 1 AND 600),
  -- NULL: no price set, the default price applies.
  price_cents           integer CHECK (price_cents >= 0),
  -- false: shown only on the studio's own white-label site.
  is_on_jetsweat        boolean NOT NULL DEFAULT true,
  -- 1 is personal training (one person); NULL or more is a group session.
  product_availability  integer CHECK (product_availability >= 1),
  capacity              integer NOT NULL CHECK (capacity >= 1),
  -- Seats held (while paying) or booked; kept beside the capacity so the database itself refuses
  -- an overbooking, whatever the code above it does.
  seats_taken           integer NOT NULL DEFAULT 0,
  CONSTRAINT live_classes_not_overbooked CHECK (seats_taken BETWEEN 0 AND capacity),
  CONSTRAINT live_classes_personal_training_one_seat CHECK (product_availability IS DISTINCT FROM 1 OR capacity = 1)
);
CREATE INDEX live_classes_time_idx ON live_classes (scheduled_at);
CREATE INDEX live_classes_studio_time_idx ON live_classes (studio_id, scheduled_at);

-- One row per person and class: 'held' while a card payment is under way (until held_until),
-- 'booked' once paid by card, made free by a coupon, free anyway, or added by a subscriber.
CREATE TABLE live_class_seats (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  live_class_id      integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  user_id            integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state              text NOT NULL CHECK (state IN ('held', 'booked')),
  held_until         timestamptz,
  paid_with          text CHECK (paid_with IN ('subscription', 'card', 'coupon', 'free')),
  payment_intent_id  text,
  amount_cents       integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  promo              text,
  created_at         timestamptz NOT NULL,
  booked_at          timestamptz,
  CONSTRAINT live_class_seats_once_per_person UNIQUE (live_class_id, user_id),
  CONSTRAINT live_class_seats_intent_once UNIQUE (payment_intent_id),
  CHECK (state <> 'held' OR held_until IS NOT NULL),
  CHECK (state <> 'booked' OR (booked_at IS NOT NULL AND paid_with IS NOT NULL)),
  CHECK (paid_with IS DISTINCT FROM 'card' OR payment_intent_id IS NOT NULL)
);
CREATE INDEX live_class_seats_user_idx ON live_class_seats (user_id, state);

-- Card payments that could not become a booking (the class filled up or was already booked) and
-- are given back; one row per payment, so two confirmations at once refund it once.
CREATE TABLE live_class_refunds (
  payment_intent_id  text PRIMARY KEY,
  user_id            integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  live_class_id      integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  amount_cents       integer NOT NULL CHECK (amount_cents >= 0),
  reason             text NOT NULL,
  created_at         timestamptz NOT NULL,
  refund_id          text
);

CREATE TABLE workouts (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- On-demand video (the videos feature adds its table and the foreign key).
  video_id       integer,
  live_class_id  integer REFERENCES live_classes(id) ON DELETE CASCADE,
  status         text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'completed', 'skipped')),
  scheduled_for  timestamptz NOT NULL,
  created_at     timestamptz NOT NULL,
  CHECK (num_nonnulls(video_id, live_class_id) = 1),
  -- A live class is on a person's schedule at most once.
  CONSTRAINT workouts_live_class_once UNIQUE (user_id, live_class_id)
);
CREATE INDEX workouts_user_time_idx ON workouts (user_id, scheduled_for);
