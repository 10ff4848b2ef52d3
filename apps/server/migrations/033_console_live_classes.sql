-- The studio console's live classes (issue 25, point 3): a class names the account that teaches
-- it (one of the studio's studio_instructor_accounts; `instructor` keeps the name the schedule
-- shows), and a cancelled class is kept, marked, so its seats' refunds and the audit log still
-- point at it. Reads of the schedule leave cancelled classes out.
ALTER TABLE live_classes
  ADD COLUMN instructor_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN cancelled_at timestamptz;
CREATE INDEX live_classes_instructor_idx ON live_classes (instructor_user_id, scheduled_at)
  WHERE instructor_user_id IS NOT NULL;

-- The console's new kinds of change (the contract's auditActionSchema lists the same).
ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check CHECK (action IN (
  'studio_page.update', 'invite.create', 'invite.accept',
  'studio_details.update', 'studio_image.update',
  'instructor.create', 'instructor.update', 'instructor.delete', 'instructor.reorder',
  'testimonial.create', 'testimonial.update', 'testimonial.delete', 'testimonial.reorder',
  'live_class.create', 'live_class.update', 'live_class.cancel'));
