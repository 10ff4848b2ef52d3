-- The studio console (issue 25): who runs a studio, the invites that make them, and the log of
-- every change made through it.

-- Accounts that run a studio: its page, its team and (later) its schedule, library and prices.
-- Instructors stay in studio_instructor_accounts (migration 019), the one list the live room
-- reads; JetSweat's staff are users.user_type = 'internal' and need no row here.
CREATE TABLE studio_admin_accounts (
  studio_id   integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (studio_id, user_id)
);
CREATE INDEX studio_admin_accounts_user_idx ON studio_admin_accounts (user_id);

-- An e-mailed link that grants a role at a studio once: only the token's hash is kept.
CREATE TABLE console_invites (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id    integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  role         text NOT NULL CHECK (role IN ('admin', 'instructor')),
  email        text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  token_hash   text NOT NULL UNIQUE,
  invited_by   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  accepted_at  timestamptz,
  accepted_by  integer REFERENCES users(id) ON DELETE SET NULL,
  CHECK (expires_at > created_at),
  CHECK (accepted_by IS NULL OR accepted_at IS NOT NULL)
);
CREATE INDEX console_invites_studio_idx ON console_invites (studio_id, created_at DESC);

-- Every change made through the console, written in the change's own transaction: who, what,
-- which entity, and the entity before and after. studio_id is null for a change to no one studio.
CREATE TABLE console_audit_log (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id    integer REFERENCES studios(id) ON DELETE CASCADE,
  actor_id     integer REFERENCES users(id) ON DELETE SET NULL,
  action       text NOT NULL CHECK (action IN (
                 'studio_page.update', 'invite.create', 'invite.accept')),
  entity       text NOT NULL CHECK (length(entity) BETWEEN 1 AND 100),
  entity_id    text NOT NULL CHECK (length(entity_id) BETWEEN 1 AND 100),
  before       jsonb,
  after        jsonb,
  created_at   timestamptz NOT NULL
);
CREATE INDEX console_audit_log_studio_idx ON console_audit_log (studio_id, id DESC);
