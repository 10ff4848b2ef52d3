-- Coupons as a business rule (issue 19, item 7). A coupon names the set of product kinds it is
-- for (FREECLASS: live classes only), and a 'once' coupon is used once per member across every
-- kind of purchase, not once per kind: otherwise a 100%-off 'once' code gives each new account a
-- free class, a free day pass and a free first payment. The total cap stays where it was
-- (max_redemptions, counted by one conditional UPDATE under its CHECK), so racing purchases
-- never pass it.

ALTER TABLE coupons DROP CONSTRAINT coupons_applies_to_check;
ALTER TABLE coupons ALTER COLUMN applies_to DROP DEFAULT;
ALTER TABLE coupons ALTER COLUMN applies_to TYPE text[] USING
  CASE WHEN applies_to = 'all' THEN ARRAY['subscription', 'daypass', 'liveclass']
       ELSE ARRAY[applies_to] END;
ALTER TABLE coupons ALTER COLUMN applies_to SET DEFAULT ARRAY['subscription', 'daypass', 'liveclass'];
ALTER TABLE coupons ADD CONSTRAINT coupons_applies_to_check
  CHECK (cardinality(applies_to) > 0 AND applies_to <@ ARRAY['subscription', 'daypass', 'liveclass']);

-- Each redemption carries its coupon's duration, kept equal to the coupon's by the foreign key,
-- so that the index below can tell a 'once' coupon's redemptions apart.
ALTER TABLE coupons ADD CONSTRAINT coupons_id_duration_key UNIQUE (id, duration);
ALTER TABLE coupon_redemptions ADD COLUMN coupon_duration text;
UPDATE coupon_redemptions r SET coupon_duration = c.duration FROM coupons c WHERE c.id = r.coupon_id;
ALTER TABLE coupon_redemptions ALTER COLUMN coupon_duration SET NOT NULL;
ALTER TABLE coupon_redemptions ADD CONSTRAINT coupon_redemptions_coupon_duration_fkey
  FOREIGN KEY (coupon_id, coupon_duration) REFERENCES coupons (id, duration) ON UPDATE CASCADE;

-- Redemptions made under the old rule (one 'once' coupon for several kinds) stay on record; they
-- are marked so the new rule can hold for everything after.
ALTER TABLE coupon_redemptions ADD COLUMN before_once_rule boolean NOT NULL DEFAULT false;
UPDATE coupon_redemptions r SET before_once_rule = true
  WHERE r.coupon_duration = 'once'
    AND EXISTS (SELECT 1 FROM coupon_redemptions e
                WHERE e.coupon_id = r.coupon_id AND e.user_id = r.user_id AND e.id < r.id);

-- A member redeems a 'once' coupon once, whatever they buy with it.
CREATE UNIQUE INDEX coupon_redemptions_once_per_member ON coupon_redemptions (coupon_id, user_id)
  WHERE coupon_duration = 'once' AND NOT before_once_rule;

-- A database seeded with the demo before this rule has FREECLASS for everything and uncapped: it
-- gets the demo's new terms (seed-demo.ts), recognised by its old description.
UPDATE coupons
  SET applies_to = ARRAY['liveclass'], description = 'One free live class',
      max_redemptions = GREATEST(times_redeemed, 1000)
  WHERE upper(code) = 'FREECLASS' AND description = 'A free class, day pass or first payment';
