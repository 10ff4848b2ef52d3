-- Payouts to studios (issue 54, item 3; docs/decisions/0113-studio-payouts.md): each studio's
-- payout account at the gateway (a Stripe Connect Express account), one payout per studio and
-- month with the figures behind it, and the sandbox gateway's stand-ins for Stripe's connected
-- accounts and transfers.

CREATE TABLE studio_payout_accounts (
  studio_id           integer PRIMARY KEY REFERENCES studios(id),
  gateway_account_id  text NOT NULL UNIQUE,
  state               text NOT NULL DEFAULT 'onboarding'
                      CHECK (state IN ('onboarding', 'enabled')),
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);

-- One payout per studio and month: computed once (its figures never change afterwards), then
-- transferred once, the transfer's idempotency key being the payout's id.
CREATE TABLE studio_payouts (
  id            serial PRIMARY KEY,
  studio_id     integer NOT NULL REFERENCES studios(id),
  month         text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount_cents  integer NOT NULL CHECK (amount_cents >= 0),
  state         text NOT NULL
                CHECK (state IN ('pending', 'paid', 'failed', 'held_no_account', 'nothing_due')),
  transfer_id   text,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text,
  computed_at   timestamptz NOT NULL,
  paid_at       timestamptz,
  UNIQUE (studio_id, month),
  CHECK ((state = 'paid') = (transfer_id IS NOT NULL))
);
-- The job's pass over what is still owed.
CREATE INDEX studio_payouts_owed_idx ON studio_payouts (state) WHERE state IN ('pending', 'failed', 'held_no_account');

-- The figures behind a payout, in the order the console shows them.
CREATE TABLE studio_payout_lines (
  payout_id      integer NOT NULL REFERENCES studio_payouts(id) ON DELETE CASCADE,
  position       smallint NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('subscription', 'daypass', 'liveclass', 'pack',
                   'refund', 'network_fee', 'plan_share')),
  cents          integer NOT NULL,
  -- plan_share: the studio's minutes, all studios' minutes and the pool they split.
  minutes        integer,
  total_minutes  integer,
  pool_cents     integer,
  PRIMARY KEY (payout_id, position)
);

-- The sandbox gateway's connected accounts (Stripe's Express accounts): payouts enabled once the
-- local onboarding page is completed, reached by a single-use link token as an AccountLink is.
CREATE TABLE sandbox_accounts (
  id                text PRIMARY KEY,
  studio_ref        text NOT NULL,
  email             text,
  payouts_enabled   boolean NOT NULL DEFAULT false,
  link_token        text UNIQUE,
  link_return_url   text,
  link_expires_at   timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- The sandbox gateway's transfers to connected accounts.
CREATE TABLE sandbox_transfers (
  id              text PRIMARY KEY,
  account_id      text NOT NULL REFERENCES sandbox_accounts(id),
  amount          integer NOT NULL CHECK (amount > 0),
  transfer_group  text,
  description     text NOT NULL DEFAULT '',
  metadata        jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_transfers_group_idx ON sandbox_transfers (transfer_group);
