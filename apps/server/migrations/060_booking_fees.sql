-- Booking policies per studio (issue 54, item 2; docs/decisions/0112-booking-policies.md): the
-- cancellation window (120 minutes, the cut-off every studio had before, by default), a late-cancel
-- fee and a no-show fee in cents (0: none). Owned by the schedule feature, as migration 044's table.
ALTER TABLE studio_booking_policies
  ADD COLUMN cancel_window_minutes integer NOT NULL DEFAULT 120
    CONSTRAINT studio_booking_policies_cancel_window_range
    CHECK (cancel_window_minutes BETWEEN 0 AND 10080),
  ADD COLUMN late_cancel_fee_cents integer NOT NULL DEFAULT 0
    CONSTRAINT studio_booking_policies_late_cancel_fee_range
    CHECK (late_cancel_fee_cents = 0 OR late_cancel_fee_cents BETWEEN 50 AND 100000),
  ADD COLUMN no_show_fee_cents integer NOT NULL DEFAULT 0
    CONSTRAINT studio_booking_policies_no_show_fee_range
    CHECK (no_show_fee_cents = 0 OR no_show_fee_cents BETWEEN 50 AND 100000);

-- Every cancellation of a booking by its member, in time or late: the seat row is deleted on a
-- cancel, so this is what the console's reports count late cancels from.
CREATE TABLE live_class_cancellations (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  live_class_id integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  studio_id     integer NOT NULL REFERENCES studios(id),
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  late          boolean NOT NULL,
  paid_with     text NOT NULL,
  cancelled_at  timestamptz NOT NULL
);
CREATE INDEX live_class_cancellations_studio_idx
  ON live_class_cancellations (studio_id, cancelled_at);

-- A class whose no-shows the job has marked (once, after it ended).
ALTER TABLE live_classes ADD COLUMN no_shows_marked_at timestamptz;
-- The job looks for ended classes not yet marked: a small partial index keeps that quick.
CREATE INDEX live_classes_no_shows_unmarked_idx
  ON live_classes (scheduled_at) WHERE no_shows_marked_at IS NULL AND cancelled_at IS NULL;

-- A booked member who never joined the class's room (the attendance record decides).
CREATE TABLE live_class_no_shows (
  live_class_id integer NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  studio_id     integer NOT NULL REFERENCES studios(id),
  marked_at     timestamptz NOT NULL,
  PRIMARY KEY (live_class_id, user_id)
);
CREATE INDEX live_class_no_shows_studio_idx ON live_class_no_shows (studio_id, marked_at);

-- One fee per booking and kind, whatever the races or retries (booking_fees_once). `settled_by`
-- says what pays it: 'card' is charged off-session to the card on file by the fee's job; 'pack'
-- is the pack's credit kept; 'payment' is the class's card payment not refunded. Only a 'card'
-- fee is ever owed or failed; a waived fee that had been charged is refunded by its job.
CREATE TABLE booking_fees (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id         integer NOT NULL REFERENCES studios(id),
  live_class_id     integer NOT NULL REFERENCES live_classes(id),
  user_id           integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN ('late_cancel', 'no_show')),
  settled_by        text NOT NULL CHECK (settled_by IN ('card', 'pack', 'payment')),
  amount_cents      integer NOT NULL CHECK (amount_cents >= 0),
  status            text NOT NULL CHECK (status IN ('owed', 'charged', 'failed', 'waived')),
  -- The pack whose credit was kept, the class payment kept, the fee's own charge.
  pack_purchase_id  integer REFERENCES pack_purchases(id),
  payment_intent_id text,
  charge_intent_id  text,
  failure           text,
  attempts          integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- A waived fee whose money was taken is given back: owed until refund_id is recorded.
  refund_owed       boolean NOT NULL DEFAULT false,
  refund_id         text,
  waived_by         integer REFERENCES users(id) ON DELETE SET NULL,
  waived_at         timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CONSTRAINT booking_fees_once UNIQUE (live_class_id, user_id, kind)
);
CREATE INDEX booking_fees_class_idx ON booking_fees (live_class_id);
CREATE INDEX booking_fees_unsettled_idx ON booking_fees (updated_at)
  WHERE status = 'owed' OR (refund_owed AND refund_id IS NULL);

-- Waiving a fee in the console is audited (059's way: added to the list the constraint holds).
DO $$
DECLARE def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
    WHERE conname = 'console_audit_log_action_check';
  ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
  EXECUTE 'ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check '
    || replace(def, 'ARRAY[', 'ARRAY[''booking_fee.waive''::text, ');
END $$;
