import type { Db } from './platform/db.ts';
import { seedDemoAccounts } from './features/accounts/seed-demo.ts';
import { seedDemoStudios } from './features/studios/seed-demo.ts';
import { seedDemoBilling } from './features/billing/seed-demo.ts';
import { extendDemoLiveClasses, seedDemoLiveClasses } from './features/schedule/seed-demo.ts';
import { seedDemoLibrary } from './features/videos/seed-demo.ts';

/**
 * Fills an empty database with the demo catalogue, once. Dated demo data (live classes) starts
 * from `now`; on later starts only the schedule is carried forward, so it never runs dry, and the
 * on-demand library is added to a demo database made before it existed.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727273)');
    const existing = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM studios');
    if ((existing[0]?.n ?? 0) > 0) {
      await extendDemoLiveClasses(tx, now);
      await seedDemoLibrary(tx, now);
      return false;
    }
    await seedDemoStudios(tx);
    await seedDemoAccounts(tx);
    await seedDemoBilling(tx);
    await seedDemoLiveClasses(tx, now);
    await seedDemoLibrary(tx, now);
    return true;
  });
}
