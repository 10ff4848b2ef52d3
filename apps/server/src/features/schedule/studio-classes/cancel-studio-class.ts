import type { ConsoleClass } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { cancelAllSeats, type CancelledSeat } from '../booking/cancel-class.ts';
import { requireStudioClass, studioClassView } from './studio-class.ts';
import { markClassCancelled } from './studio-class-store.ts';

/**
 * Cancels a studio's class through the caller's transaction (the console's, which keeps its audit
 * entry in the same one): in its row's lock, the class is marked cancelled (the schedule no longer
 * shows it) and every booking taken back, each card payment's refund claimed with the job that
 * pays it (booking/cancel-class.ts). A class already cancelled changes nothing (`repeat`). Answers
 * the class as it was and the seats taken back.
 */
export async function cancelStudioClass(
  deps: Pick<Deps, 'jobs'>,
  tx: Database,
  studioId: number,
  classId: number,
  now: Date,
): Promise<{ before: ConsoleClass; seats: CancelledSeat[]; repeat: boolean }> {
  const row = await requireStudioClass(tx, studioId, classId, true);
  const before = studioClassView(row);
  if (row.cancelled_at !== null) return { before, seats: [], repeat: true };
  await markClassCancelled(tx, classId, now);
  const seats = await cancelAllSeats(deps, tx, classId, now);
  return { before, seats, repeat: false };
}
