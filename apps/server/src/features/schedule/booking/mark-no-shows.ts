import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { findBookingPolicy } from './booking-policy-store.ts';
import { insertFee } from './fees-store.ts';
import { claimClassForNoShows, endedUnmarked, insertNoShows } from './no-shows-store.ts';
import { listBookedSeatsOfClass } from './seat-store.ts';
import { fileFeeJob } from './settle-fee.ts';

/** The job that marks the no-shows of classes just ended, every five minutes. */
export const NO_SHOW_QUEUE = 'live-class-no-shows';
export const NO_SHOW_CRON = '*/5 * * * *';
/**
 * Who came to a class's room as members (the live feature's attendance record, handed in by the
 * app's wiring: live uses the schedule, so the schedule does not import it back).
 */
export type MembersWhoCame = (db: Database, classId: number) => Promise<number[]>;

/**
 * Marks one class's no-shows, once: the class row is claimed (no_shows_marked_at) in the same
 * transaction as its marks and fees, so a second run, or one on another instance, finds it taken
 * and does nothing. A booked member who never joined the room is a no-show; a booking in a plan or
 * pass owes the studio's no-show fee, charged by its job. A pack's credit or a class's payment is
 * spent already, so no more is taken for those.
 */
export async function markNoShowsOfClass(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  came: MembersWhoCame,
  classId: number,
): Promise<{ noShows: number; fees: number }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const claimed = await claimClassForNoShows(tx, classId, now);
    if (!claimed) return { noShows: 0, fees: 0 };
    const present = new Set(await came(tx, classId));
    const missed = (await listBookedSeatsOfClass(tx, classId)).filter(
      (s) => !present.has(s.user_id),
    );
    if (missed.length === 0) return { noShows: 0, fees: 0 };
    const studioId = claimed.studio_id;
    await insertNoShows(
      tx,
      missed.map((s) => ({ classId, userId: s.user_id, studioId })),
      now,
    );
    const { noShowFeeCents } = await findBookingPolicy(tx, studioId);
    let fees = 0;
    if (noShowFeeCents > 0) {
      for (const seat of missed.filter((s) => s.paid_with === 'subscription')) {
        const fee = await insertFee(tx, {
          studio_id: studioId,
          live_class_id: classId,
          user_id: seat.user_id,
          kind: 'no_show',
          settled_by: 'card',
          amount_cents: noShowFeeCents,
          status: 'owed',
          created_at: now,
        });
        if (fee) {
          await fileFeeJob(deps, tx, fee.id);
          fees++;
        }
      }
    }
    return { noShows: missed.length, fees };
  });
}

/** The periodic job's work: every ended class not yet marked. */
export async function markNoShows(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  came: MembersWhoCame,
): Promise<Record<string, number>> {
  let classes = 0;
  let noShows = 0;
  let fees = 0;
  for (const id of await endedUnmarked(deps.db, deps.clock.now())) {
    const done = await markNoShowsOfClass(deps, came, id);
    classes++;
    noShows += done.noShows;
    fees += done.fees;
  }
  return { noShowClassesMarked: classes, noShows, noShowFeesFiled: fees };
}
