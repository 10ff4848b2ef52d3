-- The studio console's money (issue 25, point 5): coupons a studio runs itself, and the audit
-- log's kinds of change for coupons and prices.

-- NULL: one of JetSweat's own coupons (seeded or made by staff outside a studio). A studio's
-- coupon is limited to its own packages through package_ids, the rule checkout already applies.
ALTER TABLE coupons ADD COLUMN studio_id integer REFERENCES studios(id) ON DELETE CASCADE;
CREATE INDEX coupons_studio_idx ON coupons (studio_id, id DESC) WHERE studio_id IS NOT NULL;
CREATE INDEX coupon_redemptions_coupon_idx ON coupon_redemptions (coupon_id, redeemed_at DESC);

ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check CHECK (action IN (
  'studio_page.update', 'invite.create', 'invite.accept',
  'studio_details.update', 'studio_image.update',
  'instructor.create', 'instructor.update', 'instructor.delete', 'instructor.reorder',
  'testimonial.create', 'testimonial.update', 'testimonial.delete', 'testimonial.reorder',
  'live_class.create', 'live_class.update', 'live_class.cancel',
  'video.create', 'video.update', 'video.upload', 'video.captions', 'video.retry',
  'video.publish', 'video.unpublish',
  'coupon.create', 'coupon.update', 'package.price'));
