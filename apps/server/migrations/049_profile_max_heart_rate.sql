-- The member's own maximum heart rate (issue 53, item 2), owned by accounts with the rest of the
-- profile: heart-rate zones are shares of it. Unset (null) uses 220 - age.
ALTER TABLE users ADD COLUMN max_heart_rate smallint CHECK (max_heart_rate BETWEEN 100 AND 230);
