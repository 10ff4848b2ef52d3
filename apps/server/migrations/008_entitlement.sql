-- Entitlement is decided from the purchases themselves (features/billing/entitlement.ts), per site
-- and per day; a flag set once by any purchase and never cleared gave access it should not.
ALTER TABLE users DROP COLUMN is_customer;
