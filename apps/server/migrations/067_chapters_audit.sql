-- Replacing a class's chapters from the console is audited (who, which class, how many chapters;
-- docs/decisions/0121-chapters-in-the-console.md): added to the kinds the constraint holds, as
-- 057, 059 and 063 did.
DO $$
DECLARE def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
    WHERE conname = 'console_audit_log_action_check';
  ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
  EXECUTE 'ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check '
    || replace(def, 'ARRAY[', 'ARRAY[''video.chapters''::text, ');
END $$;
