-- Public reads (the studio lists and the live schedule) are served from prepared bodies that each
-- server instance keeps in memory (platform/public-reads/). Every write to the tables they are
-- made from says so on the channel `public_reads`, whoever makes it (the API, the demo seed, an
-- operator in psql): one statement-level trigger per table, named by the feature the table
-- belongs to. PostgreSQL delivers the notification at commit (never for a rollback) to every
-- instance listening; the embedded database delivers it to its own process.
CREATE FUNCTION notify_public_read_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_reads', TG_ARGV[0]);
  RETURN NULL;
END
$$;

-- studios: the studio list, a studio's page, the white-label list, and the studio names and
-- logos the schedule carries.
CREATE TRIGGER studios_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON studios
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('studios');
CREATE TRIGGER studio_instructors_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON studio_instructors
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('studios');
CREATE TRIGGER studio_testimonials_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON studio_testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('studios');

-- schedule: classes, their times and prices, and the seats left (every hold, booking and
-- released hold).
CREATE TRIGGER live_classes_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON live_classes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('schedule');
CREATE TRIGGER live_class_seats_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON live_class_seats
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('schedule');

-- The public schedule: classes shown on the main site that have not started, in time order
-- (a studio's own site reads live_classes_studio_time_idx).
CREATE INDEX live_classes_public_time_idx ON live_classes (scheduled_at, id) WHERE is_on_jetsweat;
