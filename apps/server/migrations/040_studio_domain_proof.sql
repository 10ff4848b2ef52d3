-- A studio's white-label domain is served only once the studio has proved it controls it (issue 50,
-- item 1): before, any domain a studio admin typed served the studio's site at once and carried
-- its members' reset links, the main site's own host included. Each domain a studio asks for is a
-- row here, pending until a DNS TXT record holding its token is found; only a verified row is
-- served, in links and in mail (features/studios/domains/). A studio changing its domain keeps
-- its verified one serving until the new one is verified, so it has at most one verified row and
-- at most one it asked for after it.
CREATE TABLE studio_domains (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id    integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  domain       text NOT NULL CHECK (domain = lower(domain) AND length(domain) BETWEEN 3 AND 253),
  state        text NOT NULL CHECK (state IN ('pending', 'verified', 'failed')),
  -- How it was proved: the TXT record (checked again and again), or the demo seed's *.localhost
  -- names, which no DNS answers for and every browser sends to this machine.
  proof        text NOT NULL CHECK (proof IN ('dns_txt', 'demo_seed')),
  -- Published by the studio in DNS, so not a secret: kept as it is, to be shown and compared.
  token        text NOT NULL CHECK (token ~ '^[A-Za-z0-9_-]{22,64}$'),
  -- Why the last check did not verify it: set exactly when it failed.
  failure      text CHECK (failure IN (
                 'record_missing', 'record_mismatch', 'lookup_failed', 'domain_taken',
                 'domain_reserved')),
  created_at   timestamptz NOT NULL,
  checked_at   timestamptz,
  verified_at  timestamptz,
  CHECK ((state = 'failed') = (failure IS NOT NULL)),
  CHECK (state <> 'verified' OR verified_at IS NOT NULL),
  CHECK (proof = 'dns_txt' OR state = 'verified'),
  UNIQUE (studio_id, domain)
);
-- One studio per served domain, and one served domain per studio.
CREATE UNIQUE INDEX studio_domains_served_idx ON studio_domains (domain) WHERE state = 'verified';
CREATE UNIQUE INDEX studio_domains_studio_served_idx ON studio_domains (studio_id)
  WHERE state = 'verified';

-- Which studio a host serves, its white-label list and its links are public reads (migration 012):
-- a domain verified, failed or removed drops them. A check that changes no state writes only
-- checked_at, which tells nobody anything.
CREATE TRIGGER studio_domains_public_read_change
  AFTER INSERT OR UPDATE OF state, domain OR DELETE OR TRUNCATE ON studio_domains
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_read_change('studios');

-- The domains stored so far were never proved: the demo seed's {short_name}.localhost are marked
-- as seeded, every other one waits for its TXT record (docs/decisions.md, "A studio proves its
-- domain").
INSERT INTO studio_domains (studio_id, domain, state, proof, token, created_at, verified_at)
SELECT id, lower(whitelabel_domain),
       CASE WHEN lower(whitelabel_domain) = short_name || '.localhost' THEN 'verified' ELSE 'pending' END,
       CASE WHEN lower(whitelabel_domain) = short_name || '.localhost' THEN 'demo_seed' ELSE 'dns_txt' END,
       replace(gen_random_uuid()::text, '-', ''),
       now(),
       CASE WHEN lower(whitelabel_domain) = short_name || '.localhost' THEN now() END
  FROM studios
 WHERE coalesce(whitelabel_domain, '') <> '';

ALTER TABLE studios DROP COLUMN whitelabel_domain;
