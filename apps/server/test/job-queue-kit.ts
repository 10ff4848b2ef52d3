import { Background } from '../src/platform/jobs/background.ts';
import { startJobQueue, type JobQueue } from '../src/platform/jobs/job-queue.ts';
import { testDbKind } from './fresh-database.ts';
import type { TestApp } from './harness.ts';

/** The test's own PostgreSQL database, for a job queue with a pool of its own as in production. */
async function testDatabaseUrl(t: TestApp): Promise<string | undefined> {
  if (testDbKind !== 'postgres') return undefined;
  const [row] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

/**
 * A server instance's job queue on the test app's database, its scheduler checking every second
 * rather than every 30, and its workers polling every second as well as being woken by NOTIFY, so a
 * retry's short delay ends on time (`backstopPollSeconds` sets another). Stop it with `background.stop()` before the app closes. On the embedded
 * database two queues share its one connection, so start them one after the other.
 */
export async function startTestQueue(
  t: TestApp,
  background: Background = new Background(),
  backstopPollSeconds = 1,
): Promise<{ queue: JobQueue; background: Background }> {
  const queue = await startJobQueue({
    db: t.db.kysely,
    databaseUrl: await testDatabaseUrl(t),
    log: t.app.log,
    background,
    stopTimeoutMs: 5000,
    tuning: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
    backstopPollSeconds,
  });
  return { queue, background };
}
