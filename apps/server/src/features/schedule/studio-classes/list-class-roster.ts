import type { ConsoleRoster } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { listRosterSeats } from './studio-class-store.ts';

/** A booked seat on a class's roster: who (accounts knows their name) and how they paid. */
export type RosterSeat = Pick<
  ConsoleRoster['people'][number],
  'userId' | 'paidWith' | 'amountCents'
>;

/**
 * The seats booked in a class, for its roster (the console adds the names from accounts and the
 * attendance from the live room, which use the schedule and so are not asked from here).
 */
export async function listClassRoster(db: Database, classId: number): Promise<RosterSeat[]> {
  return (await listRosterSeats(db, classId)).map((s) => ({
    userId: s.user_id,
    paidWith: s.paid_with,
    amountCents: s.amount_cents,
  }));
}
