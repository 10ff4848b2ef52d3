import { calendarClients } from '../../src/features/workouts/sync/clients.ts';
import { classRecords } from '../../src/features/schedule/service.ts';
import { startCalendarSync } from '../../src/features/workouts/sync/sync-queue.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { startTestQueue } from '../job-queue-kit.ts';

/**
 * The app at `now` with the calendar sync queue running against a fake provider (`env` points
 * the clients at it), retrying twice a second apart so a failing provider shows within a test;
 * and the id of a class to schedule. `close` stops the queue, then the app.
 */
export async function startSyncTestApp(now: Date, env: Record<string, string>) {
  const t: TestApp = await createTestApp({ now, env });
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 1');
  const { queue, background } = await startTestQueue(t);
  await startCalendarSync(
    queue,
    t.deps,
    classRecords.byIds,
    Object.values(await calendarClients(t.config)),
    t.app.log,
    {
      retryLimit: 2,
      retryDelaySeconds: 1,
    },
  );
  return {
    t,
    videoId: row!.id,
    async close() {
      await background.stop();
      await t.close();
    },
  };
}
