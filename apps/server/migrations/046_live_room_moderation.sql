-- The instructor's hand in a class's room (issue 51, item 6): a member whose camera the
-- instructor hid, or whom they removed from the room and its chat. One row per class and member,
-- owned by the live feature; the room's one access rule refuses a removed member, and a hidden
-- camera is refused its publication. Who did it and when is in the studio's audit log.
CREATE TABLE live_class_moderation (
  live_class_id  integer NOT NULL REFERENCES live_classes (id) ON DELETE CASCADE,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  camera_hidden  boolean NOT NULL DEFAULT false,
  removed_at     timestamptz,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (live_class_id, user_id)
);

-- The audit log's kinds of change gain the three (044's list with them added).
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
  'booking_policy.update',
  'live_member.hide_camera', 'live_member.show_camera', 'live_member.remove'));
