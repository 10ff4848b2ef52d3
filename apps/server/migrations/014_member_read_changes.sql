-- Logged-in calls are answered from what each server instance keeps in memory beside the public
-- reads (platform/public-reads/), so that most make no database round trip. Each table they are
-- made from says when it changes, on the same channel and through the same function as
-- migration 012; every instance drops what it kept of that topic.

-- sessions: who a token belongs to and whether they are staff. A session ends by being deleted
-- (log-out, a new password, the clean-up job). A new session needs no notice: nothing about it
-- was kept.
CREATE TRIGGER sessions_session_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('sessions');
CREATE TRIGGER users_session_change
  AFTER UPDATE OF user_type OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('sessions');

-- library: the on-demand classes and programs, the same pages for every member (the studios and
-- instructors they name are topic `studios`, migration 012).
CREATE TRIGGER videos_library_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('library');
CREATE TRIGGER programs_library_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('library');
CREATE TRIGGER program_classes_library_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_classes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('library');

-- favourites: which classes a member keeps, marked on every library page they read.
CREATE TRIGGER favourite_videos_favourites_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favourite_videos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('favourites');
