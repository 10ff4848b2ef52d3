import type { Database } from '../platform/db/database.ts';
import { holdTransactionLock } from '../platform/db/transaction-lock.ts';
import { demoStudios } from '../features/studios/service.ts';
import { addOpenStudio } from '../features/schedule/service.ts';
import { bookDemoMemberInto } from './member.ts';
import { DEMO_SEED_LOCK } from './seed.ts';

/** The demo's Open Studio kept going while a demo server runs (issue 20). */
export const DEMO_OPEN_STUDIO_QUEUE = 'demo-open-studio';
/** Hourly: the bookings reach a day ahead, so an hour's delay never leaves a day unbooked. */
export const DEMO_OPEN_STUDIO_CRON = '15 * * * *';

/**
 * What the start does for Open Studio, again for a demo server left running: the blocks carried
 * forward three weeks, and the demo members booked into today's and tomorrow's, so past midnight
 * Eastern they still have a class under way to enter. Safe to repeat: a block or booking that
 * exists is left as it is, so it answers no counts (nothing worth a log line each hour).
 */
export async function keepDemoOpenStudioBooked(
  db: Database,
  now: Date,
): Promise<Record<string, number>> {
  const studios = demoStudios();
  return db.transaction().execute(async (tx) => {
    // The start's lock: never at the same time as the demo seed.
    await holdTransactionLock(tx, DEMO_SEED_LOCK);
    const blocks = await addOpenStudio(tx, now, studios);
    await bookDemoMemberInto(tx, blocks, now);
    return {};
  });
}
