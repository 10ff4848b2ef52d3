-- What people did that the business counts: log-outs, trials started and cancelled, purchases
-- (spec 4.3, 4.5, 7). Each is written in the transaction of the change it records, so it is
-- recorded exactly once and never for a change that did not happen.
CREATE TABLE product_events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  user_id      integer REFERENCES users(id) ON DELETE SET NULL,
  properties   jsonb NOT NULL DEFAULT '{}',
  occurred_at  timestamptz NOT NULL
);
CREATE INDEX product_events_by_time ON product_events (occurred_at DESC, id DESC);
CREATE INDEX product_events_by_name ON product_events (name, occurred_at DESC);
