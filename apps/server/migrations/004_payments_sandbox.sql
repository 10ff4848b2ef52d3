-- The sandbox payment gateway's own records: what Stripe would hold for us in test mode.
-- No card number is ever stored: brand, last four digits, expiry and the test behaviour only.
CREATE TABLE sandbox_customers (
  id          text PRIMARY KEY,
  email       text NOT NULL,
  name        text NOT NULL,
  user_ref    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_cards (
  id             text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('token', 'payment_method')),
  brand          text NOT NULL,
  last4          text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month      integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year       integer NOT NULL,
  holder_name    text NOT NULL DEFAULT '',
  -- How Stripe's test card with this number behaves: 'ok', 'declined', 'insufficient_funds',
  -- 'authenticate', 'expired_card', 'incorrect_cvc', 'processing_error', 'charge_declined'.
  behaviour      text NOT NULL,
  customer_id    text REFERENCES sandbox_customers(id),
  -- A token is spent once it becomes a payment method.
  used_at        timestamptz,
  -- A card that asks for authentication may be charged off-session once authenticated.
  authenticated  boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_intents (
  id                 text PRIMARY KEY,
  kind               text NOT NULL CHECK (kind IN ('payment', 'setup')),
  client_secret      text NOT NULL UNIQUE,
  amount             integer NOT NULL CHECK (amount >= 0),
  currency           text NOT NULL DEFAULT 'usd',
  customer_id        text REFERENCES sandbox_customers(id),
  payment_method_id  text REFERENCES sandbox_cards(id),
  status             text NOT NULL,
  off_session        boolean NOT NULL DEFAULT false,
  save_card          boolean NOT NULL DEFAULT false,
  description        text NOT NULL DEFAULT '',
  metadata           jsonb NOT NULL DEFAULT '{}',
  error_code         text,
  error_decline_code text,
  error_message      text,
  amount_refunded    integer NOT NULL DEFAULT 0 CHECK (amount_refunded >= 0 AND amount_refunded <= amount),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_intents_customer_idx ON sandbox_intents (customer_id);

CREATE TABLE sandbox_refunds (
  id                 text PRIMARY KEY,
  payment_intent_id  text NOT NULL REFERENCES sandbox_intents(id),
  amount             integer NOT NULL CHECK (amount > 0),
  created_at         timestamptz NOT NULL DEFAULT now()
);

-- Stripe's idempotency: the first answer to a key is the answer to every repeat of it.
CREATE TABLE sandbox_idempotency (
  key         text PRIMARY KEY,
  response    jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Webhook events already handled (Stripe delivers at least once).
CREATE TABLE payment_events (
  id           text PRIMARY KEY,
  type         text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);
