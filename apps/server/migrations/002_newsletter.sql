CREATE TABLE newsletter_subscribers (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email              text NOT NULL,
  unsubscribe_token  text NOT NULL UNIQUE,
  subscribed_at      timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at    timestamptz
);
CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email));
