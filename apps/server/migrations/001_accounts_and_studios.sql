-- Studios: the partner catalogue and the white-label sites share one table.
CREATE TABLE studios (
  id                  integer PRIMARY KEY,
  short_name          text NOT NULL UNIQUE CHECK (short_name ~ '^[a-z0-9-]+$'),
  name                text NOT NULL,
  aliases             text[] NOT NULL DEFAULT '{}',
  in_catalogue        boolean NOT NULL DEFAULT false,
  on_white_label      boolean NOT NULL DEFAULT false,
  redirects_home      boolean NOT NULL DEFAULT false,
  package_suffix      text NOT NULL DEFAULT '' CHECK (package_suffix IN ('', '2')),
  color_code          text NOT NULL DEFAULT '9ac8b9' CHECK (color_code ~ '^[0-9a-fA-F]{6}$'),
  page_title          text NOT NULL DEFAULT '',
  contact_email       text NOT NULL DEFAULT '',
  whitelabel_domain   text UNIQUE,
  header_title        text NOT NULL DEFAULT '',
  header_description  text NOT NULL DEFAULT '',
  intro_h1            text NOT NULL DEFAULT '',
  intro_h2            text NOT NULL DEFAULT '',
  closing_h1          text NOT NULL DEFAULT '',
  closing_h2          text NOT NULL DEFAULT '',
  summary             text NOT NULL DEFAULT '',
  class_types         text[] NOT NULL DEFAULT '{}',
  levels              text[] NOT NULL DEFAULT '{}',
  equipment           text[] NOT NULL DEFAULT '{}',
  logo_url            text NOT NULL DEFAULT '',
  combined_logo_url   text NOT NULL DEFAULT '',
  hero_url            text NOT NULL DEFAULT '',
  img2_url            text NOT NULL DEFAULT '',
  how_it_works_url    text NOT NULL DEFAULT '',
  favicon_url         text NOT NULL DEFAULT ''
);

CREATE TABLE studio_instructors (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id  integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  position   integer NOT NULL,
  name       text NOT NULL,
  bio        text NOT NULL DEFAULT '',
  image_url  text NOT NULL DEFAULT '',
  UNIQUE (studio_id, position)
);

CREATE TABLE studio_testimonials (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id  integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  position   integer NOT NULL,
  feedback   text NOT NULL DEFAULT '',
  name       text NOT NULL,
  rating     integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  UNIQUE (studio_id, position)
);

CREATE TABLE users (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email           text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  password_hash   text NOT NULL,
  studio_id       integer REFERENCES studios(id),
  account_type    text NOT NULL DEFAULT 'general' CHECK (account_type IN ('general', 'studio')),
  access_type     text CHECK (access_type IN ('gympass')),
  partner_token   text,
  user_type       text NOT NULL DEFAULT 'member' CHECK (user_type IN ('member', 'internal')),
  is_customer     boolean NOT NULL DEFAULT false,
  birthday        date,
  weight          integer CHECK (weight BETWEEN 50 AND 1000),
  gender          text CHECK (gender IN ('F', 'M', 'X')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (account_type = 'general' OR studio_id IS NOT NULL)
);
-- One account per e-mail address, whatever its case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Fixed-window counters for login and reset limits, shared by every server instance.
CREATE TABLE rate_limits (
  key           text PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL
);
