-- The on-demand classes and programs each workout answer shows (the member's calendar, the day's
-- workouts) are kept per class by every server instance, as public reads are (migration 012):
-- every write to them says so on the channel `public_reads` under the topic `catalogue`, so an
-- edit (a studio renaming a class, publishing one) shows at once on every instance.
CREATE TRIGGER videos_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('catalogue');
CREATE TRIGGER programs_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('catalogue');
