-- A studio's booking policy (issue 51, item 1; issue 54 adds its cancellation window and fees).
-- A class can be booked and joined while it runs; a studio may close booking earlier, this many
-- minutes after a class starts. No row, or late_booking_minutes NULL: booking stays open until
-- the class ends. Owned by the schedule feature, which applies it to every booking.
CREATE TABLE studio_booking_policies (
  studio_id integer PRIMARY KEY REFERENCES studios (id) ON DELETE CASCADE,
  late_booking_minutes smallint
    CONSTRAINT studio_booking_policies_late_booking_minutes_range
    CHECK (late_booking_minutes BETWEEN 0 AND 600),
  updated_at timestamptz NOT NULL
);
-- The schedule's public reads carry until when each class can be booked (migration 012's way).
CREATE TRIGGER studio_booking_policies_public_read_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON studio_booking_policies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('schedule');

-- Changing the policy in the console is logged: the audit log's kinds gain it (038's list with it).
ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check CHECK (action IN (
  'studio_page.update', 'invite.create', 'invite.accept',
  'studio_details.update', 'studio_image.update', 'studio_image.remove',
  'instructor.create', 'instructor.update', 'instructor.delete', 'instructor.reorder',
  'instructor_photo.remove',
  'testimonial.create', 'testimonial.update', 'testimonial.delete', 'testimonial.reorder',
  'live_class.create', 'live_class.update', 'live_class.cancel',
  'video.create', 'video.update', 'video.upload', 'video.captions', 'video.retry',
  'video.publish', 'video.unpublish',
  'coupon.create', 'coupon.update', 'package.price',
  'booking_policy.update'));
