-- The studio console edits the whole studio page (issue 25, point 2): its lists, people and
-- images are logged under their own actions.
ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check CHECK (action IN (
  'studio_page.update', 'invite.create', 'invite.accept',
  'studio_details.update', 'studio_image.update',
  'instructor.create', 'instructor.update', 'instructor.delete', 'instructor.reorder',
  'testimonial.create', 'testimonial.update', 'testimonial.delete', 'testimonial.reorder'));
