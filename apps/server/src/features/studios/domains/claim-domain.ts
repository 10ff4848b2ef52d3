import { consoleTexts } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { newToken } from '../../../platform/http/tokens.ts';
import { isReservedDomain } from './domain-record.ts';
import {
  insertClaim,
  listStudioDomains,
  removeStudioDomains,
  studioServingDomain,
} from './domain-store.ts';

/**
 * The studio asks for `domain` as its white-label domain ('' for none), in the caller's
 * transaction with the studio's row locked. A new domain is pending: nothing serves it, links and
 * mail do not name it, until its TXT record is found (check-domain.ts). The domain serving the
 * studio now keeps serving meanwhile, so changing domains never takes a studio's site down;
 * asking for none stops it at once. The main site's host and its family, and a domain another
 * studio serves, are refused before anything is stored. A domain only asked for by another
 * studio is not refused: asking proves nothing, and whoever holds the domain can still prove it.
 */
export async function claimDomain(
  tx: Database,
  deps: Pick<Deps, 'config' | 'clock'>,
  studioId: number,
  domain: string,
): Promise<void> {
  if (domain === '') {
    await removeStudioDomains(tx, studioId, ['pending', 'failed', 'verified']);
    return;
  }
  const rows = await listStudioDomains(tx, studioId);
  if (rows[0]?.domain === domain) return;
  // What it asked for before and never proved goes; its served domain stays until replaced.
  // Asking for the served one again is going back to it (the demo's *.localhost names included).
  const served = rows.find((d) => d.state === 'verified' && d.domain === domain);
  if (!served) {
    if (isReservedDomain(domain, deps.config.publicUrl))
      throw fieldError('whitelabelDomain', consoleTexts.domainReserved);
    if ((await studioServingDomain(tx, domain, studioId)) !== undefined)
      throw fieldError('whitelabelDomain', consoleTexts.domainTaken);
  }
  await removeStudioDomains(tx, studioId, ['pending', 'failed']);
  if (served) return;
  await insertClaim(tx, { studioId, domain, token: newToken(), now: deps.clock.now() });
}
