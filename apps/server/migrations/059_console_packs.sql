-- The studio console's pack editor (issue 54, item 1): creating and changing a class pack are
-- audited. Added to the list the constraint already holds (read from the catalogue), as 057 did,
-- so the kinds other migrations added are kept. The pack sales list reads
-- pack_purchases_studio_sales_idx (migration 055); no index is needed here.
DO $$
DECLARE def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
    WHERE conname = 'console_audit_log_action_check';
  ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
  EXECUTE 'ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check '
    || replace(def, 'ARRAY[', 'ARRAY[''pack.create''::text, ''pack.update''::text, ');
END $$;
