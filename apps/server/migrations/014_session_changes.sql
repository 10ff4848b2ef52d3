-- Each server instance keeps the sessions its callers present in memory beside the public reads
-- (platform/public-reads/), so a logged-in call needs no round trip to find out who is calling.
-- A session ends by being deleted (log-out, a new password, the clean-up job), and what it
-- carries of the user is whether they are staff: any such change says so on the same channel
-- as migration 012, topic `sessions`, and every instance drops the sessions it keeps. A new
-- session needs no notice: nothing about it was kept.
CREATE TRIGGER sessions_session_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('sessions');
CREATE TRIGGER users_session_change
  AFTER UPDATE OF user_type OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('sessions');
