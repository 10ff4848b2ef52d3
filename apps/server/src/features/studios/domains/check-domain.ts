import type { StudioDomainFailure } from '@jetsweat/contract';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { isReservedDomain, lookUpRecord, type RecordOutcome } from './domain-record.ts';
import {
  findDomainRow,
  listDomainsProvedByDns,
  listStudioDomains,
  lockStudioRow,
  markChecked,
  markFailed,
  markVerified,
  removeStudioDomains,
  studioServingDomain,
  type DomainRow,
} from './domain-store.ts';

export type CheckDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'reads' | 'dnsTxt'>;

/** What a check did to the domain's state. */
export type CheckResult = 'verified' | 'failed' | 'unchanged';

type Outcome = RecordOutcome | 'domain_reserved';

/** Writes what a check found, with the studio's row locked, against the row as it is now. */
function recordOutcome(deps: CheckDeps, claim: DomainRow, outcome: Outcome): Promise<CheckResult> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx): Promise<CheckResult> => {
    await lockStudioRow(tx, claim.studio_id);
    const row = await findDomainRow(tx, claim.id);
    if (!row) return 'unchanged';
    if (outcome === 'lookup_failed' && row.state === 'verified') {
      await markChecked(tx, row, now);
      return 'unchanged';
    }
    let failure: StudioDomainFailure | undefined = outcome === 'found' ? undefined : outcome;
    if (!failure && (await studioServingDomain(tx, row.domain, row.studio_id)) !== undefined)
      failure = 'domain_taken';
    if (failure) {
      await markFailed(tx, row, failure, now);
      return row.state === 'failed' && row.failure === failure ? 'unchanged' : 'failed';
    }
    if (row.state === 'verified') {
      await markVerified(tx, row, now);
      return 'unchanged';
    }
    // One verified domain a studio: the one it served until now gives way.
    await removeStudioDomains(tx, row.studio_id, ['verified'], row.id);
    await markVerified(tx, row, now);
    return 'verified';
  });
}

/**
 * Checks one domain against DNS and records what was found. DNS is asked outside any
 * transaction; the result is written with the studio's row locked (as the console's save locks
 * it): a row removed meanwhile is left alone. Found, the domain serves the studio, replacing the
 * one that served before. Not found, or the main site's or another studio's, it fails with the
 * reason, and a verified one stops serving. No answer at all (a timeout, a failing DNS server)
 * fails a pending domain but leaves a verified one serving: a DNS hiccup on our side must not take
 * a studio's site down.
 */
export async function checkDomain(deps: CheckDeps, claim: DomainRow): Promise<CheckResult> {
  if (claim.proof !== 'dns_txt') return 'unchanged';
  const outcome: Outcome = isReservedDomain(claim.domain, deps.config.publicUrl)
    ? 'domain_reserved'
    : await lookUpRecord(deps.dnsTxt, claim);
  let result: CheckResult;
  try {
    result = await recordOutcome(deps, claim, outcome);
  } catch (err) {
    // Another studio's claim of the domain was verified at the same moment: now it is taken.
    if (!isUniqueViolation(err, 'studio_domains_served_idx')) throw err;
    result = await recordOutcome(deps, claim, outcome);
  }
  if (result !== 'unchanged') deps.reads.changed('studios');
  return result;
}

/** "Check now" in the console: the domain the studio asked for last, if it asked for one. */
export async function checkStudioDomainNow(deps: CheckDeps, studioId: number): Promise<void> {
  const [asked] = await listStudioDomains(deps.db, studioId);
  if (asked) await checkDomain(deps, asked);
}

export const DOMAIN_CHECK_QUEUE = 'studio-domain-check';
/** Every 15 minutes: a new record is found without anyone pressing "Check now", a removed one stops serving. */
export const DOMAIN_CHECK_CRON = '*/15 * * * *';

/**
 * The periodic check (a pg-boss job, one run at a time across instances): every domain proved by
 * DNS, one after the other (a studio has at most two, and each look-up ends within seconds).
 */
export async function checkAllDomains(
  deps: CheckDeps,
): Promise<{ domainsVerified: number; domainsFailed: number }> {
  const done = { domainsVerified: 0, domainsFailed: 0 };
  for (const claim of await listDomainsProvedByDns(deps.db)) {
    const result = await checkDomain(deps, claim);
    if (result === 'verified') done.domainsVerified++;
    if (result === 'failed') done.domainsFailed++;
  }
  return done;
}
