-- Refunds the gateway failed are paid by a job that retries (issue 50, item 5): each claim keeps
-- how often it was asked for and why the last ask failed, for the console's "refunds still owed";
-- the claims still owed are found by a partial index; and a gateway refund is recorded against
-- one claim at most.
ALTER TABLE live_class_refunds
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_error text;
CREATE INDEX live_class_refunds_owed_idx ON live_class_refunds (created_at) WHERE refund_id IS NULL;
CREATE UNIQUE INDEX live_class_refunds_refund_id_key ON live_class_refunds (refund_id);
