import type { StudioDomainFailure, StudioDomainState } from '@jetsweat/contract';
import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { domainMove, NONE } from './domain-states.ts';

/**
 * studio_domains (migration 040): the domains each studio asked for and whether each is proved.
 * Every change of state goes through domainMove's table; the row's statement-level trigger drops
 * every instance's public reads of studios when a state or a domain changes.
 */
export type DomainRow = Selectable<Tables['studio_domains']>;

/** A studio's domains, the one it asked for last first. */
export function listStudioDomains(db: Database, studioId: number): Promise<DomainRow[]> {
  return db
    .selectFrom('studio_domains')
    .selectAll()
    .where('studio_id', '=', studioId)
    .orderBy('id', 'desc')
    .execute();
}

export function findDomainRow(db: Database, id: number): Promise<DomainRow | undefined> {
  return db.selectFrom('studio_domains').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The domains whose proof is a DNS record, to be checked again (the seeded ones have none). */
export function listDomainsProvedByDns(db: Database): Promise<DomainRow[]> {
  return db
    .selectFrom('studio_domains')
    .selectAll()
    .where('proof', '=', 'dns_txt')
    .orderBy('id')
    .execute();
}

/** The other studio that `domain` serves now, if one does. */
export async function studioServingDomain(
  db: Database,
  domain: string,
  exceptStudioId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('studio_domains')
    .select('studio_id')
    .where('domain', '=', domain)
    .where('state', '=', 'verified')
    .where('studio_id', '<>', exceptStudioId)
    .executeTakeFirst();
  return row?.studio_id;
}

/** A new claim, pending until its record is found. */
export async function insertClaim(
  db: Database,
  claim: { studioId: number; domain: string; token: string; now: Date },
): Promise<void> {
  const { to } = domainMove(NONE, 'pending');
  await db
    .insertInto('studio_domains')
    .values({
      studio_id: claim.studioId,
      domain: claim.domain,
      state: to,
      proof: 'dns_txt',
      token: claim.token,
      created_at: claim.now,
    })
    .execute();
}

/** The demo seed's domain: verified from the start, never looked up. */
export async function insertSeededDomain(
  db: Database,
  seeded: { studioId: number; domain: string; token: string; now: Date },
): Promise<void> {
  const { to } = domainMove(NONE, 'verified');
  await db
    .insertInto('studio_domains')
    .values({
      studio_id: seeded.studioId,
      domain: seeded.domain,
      state: to,
      proof: 'demo_seed',
      token: seeded.token,
      created_at: seeded.now,
      verified_at: seeded.now,
    })
    .execute();
}

/** Removes the studio's domains in `states` (each move to none is in the table). */
export async function removeStudioDomains(
  db: Database,
  studioId: number,
  states: StudioDomainState[],
  exceptId?: number,
): Promise<void> {
  for (const state of states) domainMove(state, NONE);
  await db
    .deleteFrom('studio_domains')
    .where('studio_id', '=', studioId)
    .where('state', 'in', states)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .execute();
}

/** The row found verified by a check: its state, if it moves, and when it was checked. */
export async function markVerified(db: Database, row: DomainRow, now: Date): Promise<void> {
  if (row.state === 'verified') {
    await db
      .updateTable('studio_domains')
      .set({ checked_at: now })
      .where('id', '=', row.id)
      .execute();
    return;
  }
  const move = domainMove(row.state, 'verified');
  await db
    .updateTable('studio_domains')
    .set({ state: move.to, failure: null, checked_at: now, verified_at: now })
    .where('id', '=', row.id)
    .where('state', '=', move.from)
    .execute();
}

/** The row not verified by a check, and why: a verified one stops serving. */
export async function markFailed(
  db: Database,
  row: DomainRow,
  failure: StudioDomainFailure,
  now: Date,
): Promise<void> {
  const move = domainMove(row.state, 'failed');
  await db
    .updateTable('studio_domains')
    .set({ state: move.to, failure, checked_at: now })
    .where('id', '=', row.id)
    .where('state', '=', move.from)
    .execute();
}

/** A check that asked DNS and got no answer: a verified domain keeps serving meanwhile. */
export async function markChecked(db: Database, row: DomainRow, now: Date): Promise<void> {
  await db
    .updateTable('studio_domains')
    .set({ checked_at: now })
    .where('id', '=', row.id)
    .execute();
}

/**
 * Locks the studio's row for the rest of the transaction: a domain check writes what it found
 * against the studio's domains as they are, as the console's save does (it locks the same row).
 */
export async function lockStudioRow(tx: Database, studioId: number): Promise<void> {
  await tx.selectFrom('studios').select('id').where('id', '=', studioId).forUpdate().execute();
}
