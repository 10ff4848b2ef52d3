-- The public site: explore-studio videos, contact messages and demo requests.

-- The video /explorestudio plays for a studio ('' = the studio is not in the explore carousel).
ALTER TABLE studios ADD COLUMN explore_video_url text NOT NULL DEFAULT '';

-- /contact. Kept even when mailing fails, so nothing a visitor wrote is lost; mailed_at says
-- whether support has been told. request_id makes a resubmission (double click, retry) one row.
CREATE TABLE contact_messages (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id   uuid NOT NULL UNIQUE,
  studio_id    integer REFERENCES studios(id),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email        text NOT NULL CHECK (length(email) BETWEEN 1 AND 254),
  message      text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  received_at  timestamptz NOT NULL,
  mailed_at    timestamptz
);

-- The demo-request form of the pages for organisations (health plans, employers, schools).
CREATE TABLE demo_requests (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id    uuid NOT NULL UNIQUE,
  audience      text NOT NULL CHECK (audience IN ('healthplans', 'employers', 'schools')),
  organisation  text NOT NULL CHECK (length(organisation) BETWEEN 1 AND 200),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email         text NOT NULL CHECK (length(email) BETWEEN 1 AND 254),
  size          text NOT NULL,
  message       text NOT NULL DEFAULT '' CHECK (length(message) <= 5000),
  received_at   timestamptz NOT NULL,
  mailed_at     timestamptz
);
