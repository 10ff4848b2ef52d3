-- Billing: packages and prices, gateway customers, coupons, subscriptions, day passes, the
-- payments ledger and products. Money is integer cents (USD); times are UTC.

CREATE TABLE packages (
  id           text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]+_[a-z0-9]+$'),
  -- NULL: JetSweat's own package on the main site.
  studio_id    integer REFERENCES studios(id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('yearly', 'monthly', 'daily', 'class')),
  title        text NOT NULL,
  price_cents  integer NOT NULL CHECK (price_cents >= 0),
  trial_days   integer NOT NULL DEFAULT 0 CHECK (trial_days BETWEEN 0 AND 90),
  active       boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX packages_one_active_kind ON packages (coalesce(studio_id, 0), kind) WHERE active;

-- The main site's plans are part of the product, not demo data.
INSERT INTO packages (id, studio_id, kind, title, price_cents, trial_days) VALUES
  ('jetsweat_yearly',  NULL, 'yearly',  'Annual plan',       23999, 7),
  ('jetsweat_monthly', NULL, 'monthly', 'Monthly plan',       1999, 7),
  ('jetsweat_daily',   NULL, 'daily',   'Day Pass',            999, 0),
  ('jetsweat_class',   NULL, 'class',   'Single live class',  1000, 0);

-- Each user's customer at the payment gateway.
CREATE TABLE billing_customers (
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  gateway      text NOT NULL CHECK (gateway IN ('sandbox', 'stripe')),
  customer_id  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, gateway),
  UNIQUE (gateway, customer_id)
);

CREATE TABLE coupons (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code                text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{2,40}$'),
  description         text NOT NULL DEFAULT '',
  percent_off         integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents    integer CHECK (amount_off_cents > 0),
  -- How many subscription payments it discounts: the first, the first N months, or all.
  duration            text NOT NULL DEFAULT 'once' CHECK (duration IN ('once', 'repeating', 'forever')),
  duration_in_months  integer CHECK (duration_in_months > 0),
  applies_to          text NOT NULL DEFAULT 'all' CHECK (applies_to IN ('all', 'subscription', 'daypass', 'liveclass')),
  -- When set, only these packages (subscriptions and day passes).
  package_ids         text[],
  redeem_by           timestamptz,
  max_redemptions     integer CHECK (max_redemptions > 0),
  times_redeemed      integer NOT NULL DEFAULT 0 CHECK (times_redeemed >= 0),
  active              boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL)),
  CHECK ((duration = 'repeating') = (duration_in_months IS NOT NULL)),
  -- The limit holds however many purchases race for the last redemption.
  CHECK (max_redemptions IS NULL OR times_redeemed <= max_redemptions)
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (upper(code));

CREATE TABLE coupon_redemptions (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coupon_id    integer NOT NULL REFERENCES coupons(id),
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose      text NOT NULL CHECK (purpose IN ('subscription', 'daypass', 'liveclass')),
  reference    text NOT NULL,
  redeemed_at  timestamptz NOT NULL,
  -- A person uses a coupon once for each kind of purchase.
  UNIQUE (coupon_id, user_id, purpose)
);

CREATE TABLE subscriptions (
  id                        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'sub_…': the id the web app knows (stripeSubscriptionId in the specification).
  public_id                 text NOT NULL UNIQUE,
  user_id                   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  package_id                text NOT NULL REFERENCES packages(id),
  plan                      text NOT NULL CHECK (plan IN ('yearly', 'monthly')),
  -- incomplete: the first payment or card check is under way; trialing and active: entitled;
  -- past_due: a renewal failed (not entitled); paused (not entitled); canceled: ended.
  status                    text NOT NULL CHECK (status IN ('incomplete', 'trialing', 'active', 'past_due', 'paused', 'canceled')),
  price_cents               integer NOT NULL CHECK (price_cents >= 0),
  source                    text NOT NULL DEFAULT 'website',
  -- The card token or intent the purchase was made with: the same purchase sent again finds it.
  start_source              text,
  trial_end                 timestamptz,
  current_period_start      timestamptz,
  current_period_end        timestamptz,
  periods_paid              integer NOT NULL DEFAULT 0,
  cancel_at_period_end      boolean NOT NULL DEFAULT false,
  canceled_at               timestamptz,
  ended_at                  timestamptz,
  end_reason                text CHECK (end_reason IN ('cancelled', 'payment_failed')),
  paused_at                 timestamptz,
  paused_from               text CHECK (paused_from IN ('trialing', 'active')),
  paused_remaining_seconds  integer CHECK (paused_remaining_seconds >= 0),
  payment_method_id         text,
  card_brand                text,
  card_last4                text CHECK (card_last4 ~ '^[0-9]{4}$'),
  coupon_id                 integer REFERENCES coupons(id),
  -- Payments the coupon still discounts; NULL with a coupon means every payment.
  discounted_payments_left  integer CHECK (discounted_payments_left >= 0),
  pending_intent_id         text,
  renewal_attempts          integer NOT NULL DEFAULT 0,
  next_attempt_at           timestamptz,
  last_payment_error        text,
  -- Bumped by every change: a change applies only to the version it was decided on.
  version                   integer NOT NULL DEFAULT 0,
  created_at                timestamptz NOT NULL,
  updated_at                timestamptz NOT NULL,
  CHECK (status IN ('incomplete', 'canceled') OR current_period_end IS NOT NULL),
  CHECK (status <> 'paused' OR (paused_from IS NOT NULL AND paused_remaining_seconds IS NOT NULL))
);
-- At most one subscription that is not over, per person: two purchases at once make one.
CREATE UNIQUE INDEX subscriptions_one_open_per_user ON subscriptions (user_id) WHERE status <> 'canceled';
CREATE INDEX subscriptions_due_idx ON subscriptions (status, current_period_end);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC);

CREATE TABLE day_passes (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  studio_id     integer REFERENCES studios(id),
  package_id    text NOT NULL REFERENCES packages(id),
  -- The calendar day in Eastern Time it is good for.
  pass_date     date NOT NULL,
  status        text NOT NULL CHECK (status IN ('pending', 'paid')),
  price_cents   integer NOT NULL CHECK (price_cents >= 0),
  amount_cents  integer NOT NULL CHECK (amount_cents >= 0 AND amount_cents <= price_cents),
  coupon_id     integer REFERENCES coupons(id),
  start_source  text,
  intent_id     text,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
-- One pass per person per day, whichever studio sold it.
CREATE UNIQUE INDEX day_passes_one_per_day ON day_passes (user_id, pass_date);

-- Every charge we asked the gateway for, successful or not.
CREATE TABLE payments (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose          text NOT NULL CHECK (purpose IN ('subscription', 'daypass')),
  subscription_id  integer REFERENCES subscriptions(id) ON DELETE SET NULL,
  day_pass_id      integer REFERENCES day_passes(id) ON DELETE SET NULL,
  -- For subscriptions: which paid period (1, 2, …) this pays.
  period           integer CHECK (period > 0),
  amount_cents     integer NOT NULL CHECK (amount_cents >= 0),
  status           text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  idempotency_key  text NOT NULL UNIQUE,
  intent_id        text,
  failure_message  text,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
-- A period is paid at most once, however often the renewal job runs.
CREATE UNIQUE INDEX payments_one_per_period ON payments (subscription_id, period) WHERE status IN ('pending', 'succeeded');
CREATE INDEX payments_user_idx ON payments (user_id);

-- What the purchase-confirmation screen can be about (GET /api/products/list).
CREATE TABLE products (
  id           integer PRIMARY KEY,
  title        text NOT NULL,
  type         text NOT NULL CHECK (type IN ('email', 'subscription', 'credit')),
  credit_type  text CHECK (credit_type IN ('live', 'ondemand')),
  description  text NOT NULL DEFAULT '',
  price_cents  integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  package_id   text REFERENCES packages(id),
  CHECK ((type = 'credit') = (credit_type IS NOT NULL))
);
