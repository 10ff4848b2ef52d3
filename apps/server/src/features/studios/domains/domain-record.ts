import type { StudioDomainFailure } from '@jetsweat/contract';
import type { TxtLookup } from '../../../platform/runtime/dns-txt.ts';

/**
 * The DNS TXT record that proves a studio controls its domain, as Ghost, Shopify and Vercel ask
 * for theirs: a name under the domain only its owner can write, holding the claim's token.
 */
export const recordName = (domain: string) => `_jetsweat-verify.${domain}`;
export const recordValue = (token: string) => `jetsweat-verify=${token}`;

/** What one look-up found: the record, or why not. */
export type RecordOutcome =
  'found' | Extract<StudioDomainFailure, 'record_missing' | 'record_mismatch' | 'lookup_failed'>;

/** Looks the claim's record up: found only when one TXT record holds exactly its value. */
export async function lookUpRecord(
  lookup: TxtLookup,
  claim: { domain: string; token: string },
): Promise<RecordOutcome> {
  let values: string[];
  try {
    values = await lookup(recordName(claim.domain));
  } catch {
    return 'lookup_failed';
  }
  if (values.length === 0) return 'record_missing';
  const wanted = recordValue(claim.token);
  return values.some((v) => v.trim() === wanted) ? 'found' : 'record_mismatch';
}

/**
 * The main site's own host, its subdomains and the domains above it (jetsweat.example for
 * www.jetsweat.example) are never a studio's: they are refused before any DNS is asked.
 */
export function isReservedDomain(domain: string, publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.toLowerCase().replace(/\.$/, '');
  return domain === host || domain.endsWith(`.${host}`) || host.endsWith(`.${domain}`);
}
