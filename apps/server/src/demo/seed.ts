import type { Database } from '../platform/db/database.ts';
import { holdTransactionLock } from '../platform/db/transaction-lock.ts';
import { seedDemoAccounts } from '../features/accounts/service.ts';
import {
  demoStudios,
  hasStudios,
  instructorsWithStudioNames,
  seedDemoStudios,
} from '../features/studios/service.ts';
import { seedDemoBilling } from '../features/billing/service.ts';
import {
  addOpenStudio,
  extendDemoLiveClasses,
  seedDemoLiveClasses,
} from '../features/schedule/service.ts';
import {
  moveDemoClassesToListedLength,
  seedDemoChapters,
  seedDemoLibrary,
} from '../features/videos/service.ts';
import { bookDemoMemberInto, seedDemoMember, seedDemoWeeklyGoal } from './member.ts';
import { seedDemoInstructors } from './instructors.ts';
import { seedDemoStudioAdmins } from './studio-admins.ts';
import { seedDemoStudioPayments } from './studio-payments.ts';
import { seedDemoBookingChoices } from './booking-choices.ts';
import { seedDemoFriends } from './friends.ts';
import { seedDemoTrainTogether } from './train-together.ts';
import { seedDemoPastClassBoard } from './past-class-board.ts';
import { seedDemoReportHistory } from './report-history.ts';
import { seedDemoClassPacks } from './class-packs.ts';
import { seedDemoStudioPayouts } from './payouts.ts';
import { seedDemoBookingPolicies } from './booking-policies.ts';

/** The demo seed's lock: one start at a time, never beside the hourly Open Studio job. */
export const DEMO_SEED_LOCK = 727273;

/**
 * Fills an empty database with the demo catalogue, once. Dated demo data (live classes) starts
 * from `now`; on later starts only the schedule is carried forward, so it never runs dry, and the
 * on-demand library, Open Studio and the instructor accounts are added to a demo database made
 * before they existed, and the demo members are booked into today's and tomorrow's Open Studio
 * (a demo server left running books on each hour: demo/open-studio.ts). Features do not reach
 * into each other's demo data: what one needs of another's (the live classes' studios and
 * instructors) is handed in here.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<boolean> {
  // Read before the transaction: a seed file that fails its check stops the start, naming it.
  const studios = demoStudios();
  return db.transaction().execute(async (tx) => {
    await holdTransactionLock(tx, DEMO_SEED_LOCK);
    const fresh = !(await hasStudios(tx));
    if (fresh) {
      await seedDemoStudios(tx, now);
      await seedDemoBilling(tx, studios);
      await seedDemoLiveClasses(tx, now, studios);
    } else {
      await extendDemoLiveClasses(tx, now, studios);
    }
    // Added where missing on every start, so a demo database made before them has them too.
    await seedDemoAccounts(tx);
    const openStudioSoon = await addOpenStudio(tx, now, studios);
    await seedDemoInstructors(tx, studios, now);
    await seedDemoStudioAdmins(tx, studios, now);
    await seedDemoStudioPayments(tx, studios, now);
    await seedDemoLibrary(tx, now, await instructorsWithStudioNames(tx));
    await moveDemoClassesToListedLength(tx);
    await seedDemoChapters(tx);
    await seedDemoMember(tx, now);
    await seedDemoWeeklyGoal(tx, now);
    await seedDemoPastClassBoard(tx, now);
    await seedDemoReportHistory(tx, studios, now);
    await seedDemoClassPacks(tx, studios, now);
    await seedDemoStudioPayouts(tx, studios, now);
    await seedDemoBookingPolicies(tx, studios, now);
    await bookDemoMemberInto(tx, openStudioSoon, now);
    await seedDemoBookingChoices(tx, now);
    await seedDemoFriends(tx, now);
    await seedDemoTrainTogether(tx, openStudioSoon, now);
    return fresh;
  });
}
