-- Class packs and intro offers (issue 54, item 1), owned by billing. A studio sells packs of
-- `credits` classes valid for `valid_days` after purchase; an intro offer is a pack only a new
-- customer of that studio may buy, once (pack_purchases_intro_once decides, whatever the races).
CREATE TABLE class_packs (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id    integer NOT NULL REFERENCES studios(id),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  credits      integer NOT NULL CHECK (credits BETWEEN 1 AND 100),
  price_cents  integer NOT NULL CHECK (price_cents BETWEEN 0 AND 1000000),
  valid_days   integer NOT NULL CHECK (valid_days BETWEEN 1 AND 730),
  intro        boolean NOT NULL DEFAULT false,
  -- A pack taken off sale keeps its buyers' credits; it is only no longer sold.
  on_sale      boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX class_packs_studio_idx ON class_packs (studio_id, id);

-- A member's pack: a claim (pending) while it is paid, then its credits until they expire.
CREATE TABLE pack_purchases (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  studio_id      integer NOT NULL REFERENCES studios(id),
  pack_id        integer NOT NULL REFERENCES class_packs(id),
  -- The page's key for one press of Buy: a repeat of it (a double click, a retry) is the same purchase.
  purchase_key   text NOT NULL CHECK (length(purchase_key) BETWEEN 8 AND 64),
  status         text NOT NULL CHECK (status IN ('pending', 'paid', 'refunded')),
  intro          boolean NOT NULL,
  credits_total  integer NOT NULL CHECK (credits_total >= 1),
  credits_left   integer NOT NULL CHECK (credits_left BETWEEN 0 AND credits_total),
  price_cents    integer NOT NULL CHECK (price_cents >= 0),
  amount_cents   integer NOT NULL CHECK (amount_cents >= 0 AND amount_cents <= price_cents),
  coupon_id      integer REFERENCES coupons(id),
  start_source   text,
  intent_id      text,
  refund_id      text,
  valid_days     integer NOT NULL CHECK (valid_days >= 1),
  paid_at        timestamptz,
  expires_at     timestamptz,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CHECK (status = 'pending' OR (paid_at IS NOT NULL AND expires_at IS NOT NULL))
);
CREATE UNIQUE INDEX pack_purchases_one_key ON pack_purchases (user_id, purchase_key);
CREATE UNIQUE INDEX pack_purchases_intro_once ON pack_purchases (user_id, studio_id) WHERE intro;
-- The credits a booking may take: the member's paid packs at a studio, soonest to expire first.
CREATE INDEX pack_purchases_credits_idx ON pack_purchases (user_id, studio_id, expires_at)
  WHERE status = 'paid';
CREATE INDEX pack_purchases_pending_idx ON pack_purchases (updated_at) WHERE status = 'pending';
CREATE INDEX pack_purchases_studio_sales_idx ON pack_purchases (studio_id, paid_at)
  WHERE status <> 'pending';

-- A seat booked with a pack's credit names the pack, so a cancel in time gives the credit back.
ALTER TABLE live_class_seats DROP CONSTRAINT live_class_seats_paid_with_check;
ALTER TABLE live_class_seats
  ADD CONSTRAINT live_class_seats_paid_with_check
    CHECK (paid_with IN ('subscription', 'card', 'coupon', 'free', 'pack')),
  ADD COLUMN pack_purchase_id integer REFERENCES pack_purchases(id),
  ADD CONSTRAINT live_class_seats_pack_named CHECK ((paid_with = 'pack') = (pack_purchase_id IS NOT NULL));
