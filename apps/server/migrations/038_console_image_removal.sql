-- Removing a studio image or an instructor's photo in the console (issue 25): the audit log's
-- kinds of change gain both removals; the list is 035's with them added.

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
  'coupon.create', 'coupon.update', 'package.price'));
