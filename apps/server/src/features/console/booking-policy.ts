import type { BookingPolicy } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { findBookingPolicy, lockBookingPolicy, saveBookingPolicy } from '../schedule/service.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';
import { audit } from './studio-content.ts';
import { pageEditors } from './studio-guard.ts';

/** The studio's booking policy as the console's form shows it (issue 51, item 1). */
export async function readBookingPolicy(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<BookingPolicy> {
  await requireStudioRole(db, caller, studioId, pageEditors);
  return findBookingPolicy(db, studioId);
}

/**
 * Saves the policy and its audit entry in one transaction; the schedule's public reads learn of it
 * from the table's trigger at commit, and this instance's at once.
 */
export async function changeBookingPolicy(
  deps: Pick<Deps, 'db' | 'clock' | 'reads'>,
  caller: ConsoleCaller,
  studioId: number,
  policy: BookingPolicy,
): Promise<BookingPolicy> {
  const { db, clock, reads } = deps;
  await requireStudioRole(db, caller, studioId, pageEditors);
  const changed = await db.transaction().execute(async (tx) => {
    const before = await lockBookingPolicy(tx, studioId);
    const same = (Object.keys(policy) as (keyof BookingPolicy)[]).every(
      (k) => before[k] === policy[k],
    );
    if (same) return false;
    await saveBookingPolicy(tx, studioId, policy, clock.now());
    await audit(deps, tx, caller, {
      studioId,
      action: 'booking_policy.update',
      entity: 'studio',
      entityId: studioId,
      before,
      after: policy,
    });
    return true;
  });
  if (changed) reads.changed('schedule');
  return policy;
}
