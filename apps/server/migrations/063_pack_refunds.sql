-- Refunding a class pack from the console (issue 54, item 1: "receipts and refunds like the
-- others"; docs/decisions/0114-pack-refunds.md). The refund is claimed on the purchase row itself,
-- in the statement that voids its unused credits: status 'refunded', what was voided and what is
-- owed back. refund_id (migration 055) stays null until the gateway has made the refund; the job
-- that asks it counts its tries here, as a live class's refund claim does (migration 041).
ALTER TABLE pack_purchases
  ADD COLUMN refund_cents integer CHECK (refund_cents >= 0 AND refund_cents <= amount_cents),
  ADD COLUMN credits_voided integer CHECK (credits_voided >= 0 AND credits_voided <= credits_total),
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN refund_attempts integer NOT NULL DEFAULT 0 CHECK (refund_attempts >= 0),
  ADD COLUMN refund_error text;

-- Nothing refunded a pack before this migration; a row marked so anyway is taken as refunded in
-- full, its credits left voided, when it was last changed.
UPDATE pack_purchases
   SET refund_cents = amount_cents, credits_voided = credits_left, credits_left = 0,
       refunded_at = updated_at
 WHERE status = 'refunded';

ALTER TABLE pack_purchases
  ADD CONSTRAINT pack_purchases_refund_figures CHECK (
    (status = 'refunded') = (refunded_at IS NOT NULL)
    AND (status = 'refunded') = (refund_cents IS NOT NULL)
    AND (status = 'refunded') = (credits_voided IS NOT NULL));

-- The refunds still owed (the sweep's and the jobs' read), and the pack report's refunds by month.
CREATE INDEX pack_purchases_refunds_owed_idx ON pack_purchases (refunded_at)
  WHERE status = 'refunded' AND refund_id IS NULL AND refund_cents > 0 AND intent_id IS NOT NULL;
CREATE INDEX pack_purchases_studio_refunds_idx ON pack_purchases (studio_id, refunded_at)
  INCLUDE (refund_cents) WHERE status = 'refunded';

-- Refunding a pack is audited: added to the kinds the constraint holds, as 057 and 059 did.
DO $$
DECLARE def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
    WHERE conname = 'console_audit_log_action_check';
  ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
  EXECUTE 'ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check '
    || replace(def, 'ARRAY[', 'ARRAY[''pack.refund''::text, ');
END $$;
