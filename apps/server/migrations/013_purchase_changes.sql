-- Every gated call asks what the member bought (entitlement), so each server instance keeps a
-- member's entitling purchases in memory beside the public reads (platform/public-reads/) and
-- drops them when any of these tables changes: the same channel and trigger function as
-- migration 012, topic `purchases`. A renewal, a cancellation, a pause, a day pass bought or a
-- package moved to another studio is heard by every instance at commit.
CREATE TRIGGER subscriptions_purchase_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('purchases');
CREATE TRIGGER day_passes_purchase_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON day_passes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('purchases');
CREATE TRIGGER packages_purchase_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('purchases');
